import {
  JawKinematics,
  motionTrajectory,
  movementName,
  phantomParams,
  phantomScanFiles,
  type ScanOptions,
} from '@odontia/phantom';
import { MovementType, translation, trajectoryFromFrames, type Trajectory } from '@odontia/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Case, CaseGroup } from '../modules/case/case.entity.js';
import { Patient } from '../modules/patient/patient.entity.js';
import type { Practice } from '../modules/practice/practice.entity.js';
import { ModelFileType, StoredFile } from '../modules/storage/stored-file.entity.js';
import type { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';
import { seedCrownCase } from './demo-crown.js';
import { DEMO_CT_COMPLAINT } from './demo-ct.js';
import type { DemoSeeder } from './demo.js';

/** The phantom patient's number: tests and the e2e find the patient by it. */
export const PHANTOM_MEMO = 'PHANTOM';

const SCAN_COLORS: Record<string, string> = { 'phantom-upper.stl': '#e8e0cc', 'phantom-lower.stl': '#e8dcc4' };

export interface PhantomCase {
  productId: number;
  recordName: string;
  chiefComplaint: string;
}

/** Catalogue products 1 (Trajectory, the digital facebow) and 3 (TrajectoryCT, the CT facebow). */
const FACEBOW: PhantomCase = {
  productId: 1,
  recordName: 'Digital facebow',
  chiefComplaint: 'Jaw motion of the phantom patient',
};
const CT_FACEBOW: PhantomCase = { productId: 3, recordName: 'CT facebow', chiefComplaint: DEMO_CT_COMPLAINT };

export function createCase(
  em: EntityManager,
  practice: Practice,
  doctor: User,
  patient: Patient,
  spec: PhantomCase,
): Case {
  const group = em.create(CaseGroup, { practice, patient, user: doctor, productId: spec.productId });
  return em.create(Case, {
    practice,
    patient,
    user: doctor,
    group,
    recordName: spec.recordName,
    chiefComplaint: spec.chiefComplaint,
  });
}

/**
 * Three stable-position collections (seed 001: a 3-step collection) of 3 s at 30 fps: the mandible held
 * 0.4 mm posterior and 0.2 mm superior of MI (a retruded contact position), each collection offset by
 * a few hundredths of a mm, so the pages have a known displacement and spread to show.
 */
export const DEMO_STABLE_OFFSETS_MM: [number, number, number][] = [
  [0.03, 0.2, -0.4],
  [-0.02, 0.22, -0.43],
  [0, 0.18, -0.37],
];

function stableCollection(offset: [number, number, number]): Trajectory {
  const frames = Array.from({ length: 90 }, (_, i) => ({
    timeMs: (i * 1000) / 30,
    matrix: translation(offset),
    quality: 1,
  }));
  return trajectoryFromFrames(
    { kind: 'stable', movementType: null, registrationResidualMm: null, source: 'synthetic', fps: 30, warnings: [] },
    frames,
  );
}

/** Stores the phantom's STL scans (the prepared variant when `scanOptions` says so) with each case. */
export async function storeScans(
  em: EntityManager,
  services: Services,
  practice: Practice,
  cases: Case[],
  scanOptions: ScanOptions = {},
): Promise<void> {
  const files = phantomScanFiles(phantomParams(), scanOptions).filter((file) => file.name.endsWith('.stl'));
  for (const record of cases) {
    for (const file of files) {
      const key = `${practice.storagePrefix}cases/${record.id}/models/${file.name}`;
      const stored = await services.storage.putObject(em, key, file.bytes, file.contentType);
      em.create(StoredFile, {
        practice,
        patientId: record.patient.id,
        caseGroupId: record.group!.id,
        caseId: record.id,
        type: ModelFileType.stl,
        key,
        name: file.name,
        color: SCAN_COLORS[file.name] ?? null,
        size: stored.size,
        lastModified: stored.lastModified,
      });
    }
  }
}

/**
 * The demo practice's phantom patient (generated from seed 1 by @odontia/phantom, anatomy known
 * exactly): a digital facebow case with the nine analytic jaw motions, and a CT facebow case with the
 * same motions whose CBCT the server generates after start (demo-ct.ts). Both cases hold the intraoral scans unless
 * `scans` is off (in-memory test servers: seconds of generation, ~27 MB per case).
 */
export function demoPhantomSeeder({ scans }: { scans: boolean }): DemoSeeder {
  return async (em, { practice, doctor }, services) => {
    const patient = em.create(Patient, {
      practice,
      user: doctor,
      name: 'Phantom',
      sex: 1,
      birthday: '1990-01-01',
      level: 1,
      memo: PHANTOM_MEMO,
    });
    const facebow = createCase(em, practice, doctor, patient, FACEBOW);
    const ct = createCase(em, practice, doctor, patient, CT_FACEBOW);
    await em.flush();

    const kinematics = new JawKinematics(phantomParams());
    // The same nine movements on both facebow cases: the CT facebow plays them on the phantom's CBCT.
    for (const target of [facebow, ct])
      for (const type of Object.values(MovementType))
        await services.jawRecordings.store(
          em,
          practice.id,
          target.id,
          { name: movementName(type) },
          motionTrajectory(kinematics, type),
        );
    for (const [i, offset] of DEMO_STABLE_OFFSETS_MM.entries())
      await services.jawRecordings.store(
        em,
        practice.id,
        facebow.id,
        { name: `stable ${i + 1}` },
        stableCollection(offset),
      );
    if (scans) await storeScans(em, services, practice, [facebow, ct]);
    await seedCrownCase(em, { practice, doctor, patient }, services, { scans });
    await em.flush();
  };
}
