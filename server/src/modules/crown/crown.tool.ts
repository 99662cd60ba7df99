import { CrownDesignError, designCrown, type Mesh } from '@odontia/crown';
import { readStl, writeStl } from '@odontia/phantom';
import { ErrorCatalogue, ProductType, type ErrorKey } from '@odontia/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { StorageService } from '../storage/storage.service.js';
import { ToolFailure, type ToolWorker } from '../task/tool-worker.js';
import type { CrownSetup } from './crown.input.js';

/** What the crown tool leaves in the task's result (meshes and maps are objects, by key). */
export interface CrownResult {
  tooth: number;
  margin: number[][];
  marginGiven: boolean;
  axis: number[];
  undercutVolumeMm3: number;
  maxUndercutMm: number;
  scale: number;
  gapMm: number;
  clearanceMm: number;
  /** Object keys: inner surface, proposed outer surface, closed crown (STL) and undercut map (JSON). */
  keys: { inner: string; outer: string; crown: string; undercut: string };
  editedKey?: string;
  millis: number;
}

/** The catalogue entry a design failure is reported with (the client translates its message). */
const FAILURES: Record<CrownDesignError['reason'], ErrorKey> = {
  MissingNeighbour: 'AiCannotDetectMissingTeeth',
  NoPreparation: 'ParameterError',
};

const stl = (mesh: Mesh, what: string) => writeStl({ ...mesh, colors: new Uint8Array(0) }, `Odontia crown ${what}`);

/**
 * The queued crown proposal (product type 4): reads the two scans of the setup from storage, runs
 * the design (`@odontia/crown`), stores the surfaces as binary STL with the tooth number in their
 * names under the case group's crown folder, and leaves the design to be confirmed.
 */
export function crownTool(orm: MikroORM, storage: StorageService): ToolWorker {
  return {
    productId: ProductType.Crown,
    expectedMinutes: 1,
    async run({ input, practiceId, caseGroupId, signal }) {
      const setup = input as unknown as CrownSetup;
      const em = orm.em.fork();
      const rows = await em.execute<{ id: number; key: string }[]>(
        'select id, key from stored_file where practice_id = ? and id in (?, ?)',
        [practiceId, setup.upperFileId, setup.lowerFileId],
      );
      const [prefixRow] = await em.execute<{ storage_prefix: string }[]>(
        'select storage_prefix from practice where id = ?',
        [practiceId],
      );
      const load = async (id: number) => {
        const key = rows.find((r) => r.id === id)?.key;
        const bytes = key ? await storage.getObject(key) : null;
        if (!bytes) throw new ToolFailure(ErrorCatalogue.GetFileFailed.message);
        try {
          return readStl(bytes);
        } catch {
          throw new ToolFailure(ErrorCatalogue.DecodingError.message);
        }
      };
      const upper = await load(setup.upperFileId);
      const lower = await load(setup.lowerFileId);
      signal.throwIfAborted();
      const [jaw, opposing] = setup.tooth < 30 ? [upper, lower] : [lower, upper];
      const started = performance.now();
      let design;
      try {
        design = designCrown(jaw, opposing, setup.tooth, setup, setup.margin, setup.opposingShiftMm ?? [0, 0, 0]);
      } catch (error) {
        if (error instanceof CrownDesignError) throw new ToolFailure(ErrorCatalogue[FAILURES[error.reason]].message);
        throw error;
      }
      const millis = Math.round(performance.now() - started);
      const folder = `${prefixRow!.storage_prefix}groups/${caseGroupId}/crown/`;
      const keys = {
        inner: `${folder}inner-${setup.tooth}.stl`,
        outer: `${folder}proposal-${setup.tooth}.stl`,
        crown: `${folder}crown-${setup.tooth}.stl`,
        undercut: `${folder}undercut-${setup.tooth}.json`,
      };
      await storage.putObject(em, keys.inner, stl(design.inner.mesh, `inner ${setup.tooth}`), 'model/stl');
      await storage.putObject(em, keys.outer, stl(design.proposal.outer.mesh, `outer ${setup.tooth}`), 'model/stl');
      await storage.putObject(em, keys.crown, stl(design.crown, `crown ${setup.tooth}`), 'model/stl');
      // The map by position (the scan's own vertex coordinates): a client's copy of the scan may number its vertices otherwise.
      const undercut = {
        positions: Array.from(design.undercut.vertices, (v) => [0, 1, 2].map((k) => jaw.positions[3 * v + k]!)).flat(),
        depthMm: Array.from(design.undercut.depthMm, (d) => Math.round(d * 1e4) / 1e4),
      };
      await storage.putObject(
        em,
        keys.undercut,
        new TextEncoder().encode(JSON.stringify(undercut)),
        'application/json',
      );
      const result: CrownResult = {
        tooth: setup.tooth,
        margin: design.margin,
        marginGiven: design.marginGiven,
        axis: design.axis,
        undercutVolumeMm3: design.undercutVolumeMm3,
        maxUndercutMm: Math.max(0, ...design.undercut.depthMm),
        scale: design.proposal.scale,
        gapMm: design.proposal.gapMm,
        clearanceMm: design.proposal.clearanceMm,
        keys,
        millis,
      };
      return { status: 'to_be_confirmed', result: { ...result } };
    },
  };
}
