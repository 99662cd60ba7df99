import { ProductType } from '@odontia/shared';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { StorageService } from '../storage/storage.service.js';
import { TaskStatus } from '../task/task.entity.js';
import type { TaskService, TaskView } from '../task/task.service.js';
import { parseCrownSetup, type CrownSetup } from './crown.input.js';
import { checkCrownStl } from './crown-mesh.js';
import type { CrownResult } from './crown.tool.js';

/** Edited crowns are meshes of a few MB; anything far larger is not a crown. */
const EDITED_MESH_MAX_BYTES = 64 * 1024 * 1024;

const saveMeshInput = z.object({ caseGroupId: idSchema, key: z.string().min(1).max(1024) }).strict();

export interface CrownDesignState {
  caseGroupId: number;
  task: TaskView;
  setup: CrownSetup | null;
  result: CrownResult | null;
  /** Presigned GET URLs of the stored meshes and maps, by name (inner, proposal, undercut, edited...). */
  urls: Record<string, string>;
}

/**
 * Crown design (product type 4) on a case group: the setup is the task's input, the queued crown
 * tool (`crown.tool.ts`) computes the margin, axis, inner surface and proposal into the task's result
 * and the case's storage folder; the clinician's edited crown is saved back into the result.
 */
export class CrownService {
  constructor(
    private readonly tasks: () => TaskService,
    private readonly storage: StorageService,
  ) {}

  async get(ctx: RequestContext, rawCaseGroupId: unknown): Promise<CrownDesignState> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    await this.crownGroup(ctx, caseGroupId);
    return this.state(ctx, caseGroupId);
  }

  /**
   * Validates the setup (tooth, parameters, the two scans being STL models of this case group) and
   * queues the design. A design waiting for confirmation is run again with the new setup (e.g. an
   * adjusted margin); one already queued or running is a conflict.
   */
  async start(ctx: RequestContext, raw: unknown): Promise<CrownDesignState> {
    requireAuth(ctx);
    const setup = parseCrownSetup(raw);
    await this.crownGroup(ctx, setup.caseGroupId);
    for (const id of [setup.upperFileId, setup.lowerFileId]) await this.scanFile(ctx, setup.caseGroupId, id);
    const practiceId = ctx.auth.practiceId;
    const afterCommit = await ctx.em.transactional(async (em) => {
      const task = await this.tasks().taskOf(em, practiceId, setup.caseGroupId);
      if (task.status === TaskStatus.ToBeDesigned) throw new AppError('Conflict');
      return task.status === TaskStatus.NotSubmitted ? null : this.tasks().reset(em, practiceId, setup.caseGroupId);
    });
    await afterCommit?.();
    await this.tasks().submit(ctx, { caseGroupId: setup.caseGroupId, input: { ...setup } });
    return this.state(ctx, setup.caseGroupId);
  }

  /**
   * Records the clinician's edited crown: an object the browser uploaded under the case's crown
   * folder (storage upload calls), kept in the result until the design is confirmed. The object is
   * checked first (size from its head, then read and parsed: a closed, outward, molar-sized binary
   * STL); a refusal leaves the design as it was.
   */
  async saveMesh(ctx: RequestContext, raw: unknown): Promise<CrownDesignState> {
    requireAuth(ctx);
    const { caseGroupId, key } = parseInput(saveMeshInput, raw);
    await this.crownGroup(ctx, caseGroupId);
    if (!key.startsWith(await this.folderOf(ctx, caseGroupId))) throw new AppError('PermissionDenied');
    const head = await this.storage.head(key);
    if (!head) throw notFound();
    if (head.size > EDITED_MESH_MAX_BYTES) throw new AppError('FileSizeExceedsLimit');
    const bytes = await this.storage.getObject(key);
    if (!bytes) throw notFound();
    // The object may have been replaced since the head request: the limit holds for what was read.
    if (bytes.byteLength > EDITED_MESH_MAX_BYTES) throw new AppError('FileSizeExceedsLimit');
    const verdict = checkCrownStl(bytes);
    if (!verdict.ok) throw new AppError(verdict.reason, verdict.values);
    const rows = await ctx.em.execute<{ id: number }[]>(
      `update case_task set result = coalesce(result, '{}'::jsonb) || jsonb_build_object('editedKey', ?::text),
              updated_at = now()
        where case_group_id = ? and practice_id = ? and status = ? returning id`,
      [key, caseGroupId, ctx.auth.practiceId, TaskStatus.ToBeConfirmed],
    );
    if (rows.length === 0) throw new AppError('Conflict');
    return this.state(ctx, caseGroupId);
  }

  /** Where the browser uploads an edited crown of the case group. */
  async folder(ctx: RequestContext, rawCaseGroupId: unknown): Promise<string> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    await this.crownGroup(ctx, caseGroupId);
    return this.folderOf(ctx, caseGroupId);
  }

  /** The case group's storage folder for crown files: `<practice prefix>groups/<id>/crown/` (the tool writes there too). */
  private async folderOf(ctx: RequestContext, caseGroupId: number): Promise<string> {
    return `${await this.storage.prefixOf(ctx)}groups/${caseGroupId}/crown/`;
  }

  private async state(ctx: AuthedContext, caseGroupId: number): Promise<CrownDesignState> {
    const task = await this.tasks().get(ctx, caseGroupId);
    const input = task.task.input as Record<string, unknown> | null;
    const setup = input && typeof input.tooth === 'number' ? (input as unknown as CrownSetup) : null;
    const result =
      task.task.result && 'margin' in task.task.result ? (task.task.result as unknown as CrownResult) : null;
    const urls: Record<string, string> = {};
    if (result) {
      const keys: Record<string, string | undefined> = { ...result.keys, edited: result.editedKey };
      for (const [name, key] of Object.entries(keys)) if (key) urls[name] = await this.storage.presignGet(ctx, { key });
    }
    return { caseGroupId, task, setup, result, urls };
  }

  private async crownGroup(ctx: AuthedContext, caseGroupId: number): Promise<void> {
    const [group] = await ctx.em.execute<{ type: number | null }[]>(
      'select p.type from case_group g left join product p on p.id = g.product_id where g.id = ? and g.practice_id = ?',
      [caseGroupId, ctx.auth.practiceId],
    );
    if (!group) throw notFound();
    if (group.type !== ProductType.Crown)
      throw new AppError('ParameterError', {}, [{ path: 'caseGroupId', message: 'not a crown case' }]);
  }

  /** A model file of the case group (or one of its cases) of the practice, in STL. */
  private async scanFile(ctx: AuthedContext, caseGroupId: number, fileId: number): Promise<void> {
    const [file] = await ctx.em.execute<{ type: string }[]>(
      `select f.type from stored_file f
        where f.id = ? and f.practice_id = ?
          and (f.case_group_id = ? or f.case_id in (select id from medical_case where group_id = ?))`,
      [fileId, ctx.auth.practiceId, caseGroupId, caseGroupId],
    );
    if (!file) throw notFound();
    if (file.type !== 'stl') throw new AppError('UnsupportedFormat', { type: 'stl' });
  }
}
