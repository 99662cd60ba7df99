import { phantomParams, phantomScanFiles } from '@odontia/phantom';
import type { DemoSeeder } from '../../seed/demo.js';
import { Case, CaseGroup } from '../case/case.entity.js';
import { Patient } from '../patient/patient.entity.js';
import { ModelFileType, StoredFile } from './stored-file.entity.js';

const COLORS: Record<string, string> = { 'phantom-upper.stl': '#e8e0cc', 'phantom-lower.stl': '#e8dcc4' };

/**
 * The phantom patient of the demo practice: a case whose intraoral scans (upper and lower arch in
 * maximal intercuspation, generated from seed 1 by @odontia/phantom) are stored under the practice's
 * prefix, so the viewer opens with data.
 */
export const seedDemoPhantomScans: DemoSeeder = async (em, { practice, doctor }, services) => {
  const patient = em.create(Patient, {
    practice,
    user: doctor,
    name: 'Phantom',
    level: 1,
    memo: 'Generated phantom patient (seed 1): anatomy known exactly',
  });
  const group = em.create(CaseGroup, { practice, patient, user: doctor, caseType: 1 });
  const record = em.create(Case, {
    practice,
    patient,
    user: doctor,
    group,
    type: 1,
    recordName: 'Phantom',
    chiefComplaint: 'Intraoral scans of the phantom patient',
  });
  await em.flush();
  const files = phantomScanFiles(phantomParams()).filter((f) => f.name.endsWith('.stl'));
  for (const file of files) {
    const key = `${practice.storagePrefix}phantom/${file.name}`;
    const stored = await services.storage.putObject(key, file.bytes, file.contentType);
    em.create(StoredFile, {
      practice,
      patientId: patient.id,
      caseGroupId: group.id,
      caseId: record.id,
      type: ModelFileType.stl,
      key,
      name: file.name,
      color: COLORS[file.name] ?? null,
      size: stored.size,
      lastModified: stored.lastModified,
    });
  }
  await em.flush();
};
