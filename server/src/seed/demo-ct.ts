import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { generationName } from '@odontia/shared';
import { runInChildProcess } from '../core/child-process.js';
import { Case } from '../modules/case/case.entity.js';
import { Practice } from '../modules/practice/practice.entity.js';
import { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';
import type { GeneratedSeries } from './demo-ct.generate.js';
import { DEMO } from './demo.js';

/**
 * The demo's phantom CBCT at 0.5 mm: about 33 MB and a few seconds of CPU in a child process, where the
 * 0.35 mm default would be about 30 s of CPU and roughly three times the bytes of the demo's quota
 * share, for no visible gain in the viewer's planes and bone surface.
 */
export const DEMO_CT_VOXEL_MM = 0.5;

/** How the seeded case is found again on a later start (the case records hold no other tag). */
export const DEMO_CT_COMPLAINT = 'CBCT of the phantom patient';

/** The case CT folder (the slices go into one generation folder in it, see case-ct-store), and the truth JSON written after the last slice. */
export const demoCtKeys = (prefix: string, caseId: number) => ({
  folder: `${prefix}cases/${caseId}/ct/`,
  complete: `${prefix}cases/${caseId}/ct-truth.json`,
});

export type DemoCtOutcome = 'present' | 'written' | 'no case' | 'over quota';

const generatorUrl = new URL(`./demo-ct.generate.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

async function demoCtCase(em: EntityManager): Promise<{ practice: Practice; caseId: number } | null> {
  const main = await em.findOne(User, { phone: DEMO.main.phone, parent: null }, { populate: ['practice'] });
  if (!main) return null;
  const found = await em.findOne(Case, {
    practice: main.practice,
    chiefComplaint: DEMO_CT_COMPLAINT,
    deletedAt: null,
  });
  return found ? { practice: main.practice, caseId: found.id } : null;
}

/**
 * Makes the demo CT case's series complete. The truth JSON is written after every slice, outside
 * the folder the viewer loads, and marks the series complete: with it nothing is done; without it
 * whatever an interrupted run left in the folder is deleted first, then the series is generated
 * (in a child process, off the server's event loop and out of its memory) and written, when the demo's
 * quota has room.
 */
export async function ensureDemoCt(
  em: EntityManager,
  services: Services,
  voxelMm: number,
  signal?: AbortSignal,
): Promise<DemoCtOutcome> {
  const target = await demoCtCase(em);
  if (!target) return 'no case';
  const { storage } = services;
  const keys = demoCtKeys(target.practice.storagePrefix, target.caseId);
  if (await storage.head(keys.complete)) return 'present';
  const leftovers = await storage.listServerObjects(keys.folder);
  await storage.deleteKeys(
    em,
    leftovers.map((o) => o.key),
  );

  const series = await runInChildProcess<GeneratedSeries>(generatorUrl, voxelMm, { signal, background: true });
  const truth = new TextEncoder().encode(JSON.stringify(series.truth));
  const bytes = series.files.reduce((sum, f) => sum + f.data.byteLength, truth.byteLength);
  const usage = await storage.usageOf(em, target.practice);
  if (usage.usedBytes + usage.reservedBytes + bytes > usage.quotaBytes) return 'over quota';
  const queue = [...series.files];
  const generation = `${keys.folder}${generationName(Date.now(), series.files.length)}/`;
  const upload = async () => {
    for (let file = queue.shift(); file; file = queue.shift())
      await storage.putObject(em, generation + file.name, file.data, 'application/dicom');
  };
  await Promise.all(Array.from({ length: 4 }, upload));
  await storage.putObject(em, keys.complete, truth, 'application/json');
  return 'written';
}

/** Runs `ensureDemoCt` after start without holding it up; the returned stop ends the generation. */
export function startDemoCt(
  orm: MikroORM,
  services: Services,
  voxelMm: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): () => Promise<void> {
  const stopping = new AbortController();
  const started = Date.now();
  const run = ensureDemoCt(orm.em.fork(), services, voxelMm, stopping.signal).then(
    (outcome) => log.info({ outcome, voxelMm, ms: Date.now() - started }, 'demo CBCT'),
    (error: unknown) =>
      stopping.signal.aborted
        ? log.info({ voxelMm }, 'demo CBCT not generated: the server stopped first')
        : log.error({ err: error }, 'demo CBCT failed'),
  );
  return async () => {
    stopping.abort();
    await run;
  };
}
