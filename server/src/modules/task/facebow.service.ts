import { isDeepStrictEqual } from 'node:util';
import { FACEBOW_PRODUCT_TYPES } from '@odontia/shared';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { TaskService } from './task.service.js';

const value = z.union([
  z.number().finite(),
  z.string().max(500),
  z.boolean(),
  z.null(),
  z.array(z.number().finite()).max(64),
]);
/** Fixed parameters of the digital facebow (field set not shown in the seeds): a flat, bounded map. */
export const facebowConfigSchema = z
  .record(z.string().min(1).max(64), value)
  .refine((v) => Object.keys(v).length <= 100);
const collectedSchema = z
  .record(z.string().min(1).max(64), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 1_000_000);

export interface FacebowState {
  caseGroupId: number;
  config: Record<string, unknown>;
  collected: Record<string, unknown> | null;
  collectedAt: Date | null;
  /** Saving changed a configuration that had collected data: the data was discarded. */
  invalidated: boolean;
}

/** The digital facebow's saved configuration and collected data per case group. */
export class FacebowService {
  constructor(private readonly tasks: () => TaskService) {}

  async get(ctx: RequestContext, rawId: unknown): Promise<FacebowState> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawId);
    await this.facebowGroup(ctx, caseGroupId);
    return this.state(ctx, caseGroupId, false);
  }

  /**
   * Saves the configuration. Changing a saved configuration invalidates collected data (seed 001:
   * "requires redo"): the data is cleared and the task returns to not submitted, in one transaction.
   */
  async saveConfig(ctx: RequestContext, rawId: unknown, rawConfig: unknown): Promise<FacebowState> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawId);
    const config = parseInput(facebowConfigSchema, rawConfig);
    const practiceId = ctx.auth.practiceId;
    await this.facebowGroup(ctx, caseGroupId);
    const { invalidated, afterCommit } = await ctx.em.transactional(async (em) => {
      const [saved] = await em.execute<{ config: Record<string, unknown>; collected: unknown }[]>(
        'select config, collected from facebow_config where case_group_id = ? for update',
        [caseGroupId],
      );
      const changed = !!saved && !isDeepStrictEqual(saved.config, config);
      const invalidate = changed && saved.collected !== null;
      await em.execute(
        `insert into facebow_config (case_group_id, practice_id, config) values (?, ?, ?)
         on conflict (case_group_id) do update set config = excluded.config, updated_at = now(),
           collected = case when ? then null else facebow_config.collected end,
           collected_at = case when ? then null else facebow_config.collected_at end`,
        [caseGroupId, practiceId, JSON.stringify(config), invalidate, invalidate],
      );
      const afterCommit = changed ? await this.tasks().reset(em, practiceId, caseGroupId) : async () => undefined;
      return { invalidated: invalidate, afterCommit };
    });
    await afterCommit();
    return this.state(ctx, caseGroupId, invalidated);
  }

  /** Stores data collected under the saved configuration (the facebow tool's capture step). */
  async recordCollection(ctx: RequestContext, rawId: unknown, rawData: unknown): Promise<FacebowState> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawId);
    const data = parseInput(collectedSchema, rawData);
    await this.facebowGroup(ctx, caseGroupId);
    const rows = await ctx.em.execute<{ case_group_id: number }[]>(
      'update facebow_config set collected = ?, collected_at = now(), updated_at = now() where case_group_id = ? returning case_group_id',
      [JSON.stringify(data), caseGroupId],
    );
    if (rows.length === 0)
      throw new AppError('ParameterError', {}, [{ path: 'config', message: 'save the configuration first' }]);
    return this.state(ctx, caseGroupId, false);
  }

  /** `POST /api/digitalbow/clear`: discards collected data and the task's result; the configuration stays. */
  async clear(ctx: RequestContext, rawId: unknown): Promise<FacebowState> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawId);
    const practiceId = ctx.auth.practiceId;
    await this.facebowGroup(ctx, caseGroupId);
    const afterCommit = await ctx.em.transactional(async (em) => {
      await em.execute(
        'update facebow_config set collected = null, collected_at = null, updated_at = now() where case_group_id = ?',
        [caseGroupId],
      );
      return this.tasks().reset(em, practiceId, caseGroupId);
    });
    await afterCommit();
    return this.state(ctx, caseGroupId, false);
  }

  private async facebowGroup(ctx: RequestContext, caseGroupId: number): Promise<void> {
    requireAuth(ctx);
    const [group] = await ctx.em.execute<{ type: number | null }[]>(
      'select p.type from case_group g left join product p on p.id = g.product_id where g.id = ? and g.practice_id = ?',
      [caseGroupId, ctx.auth.practiceId],
    );
    if (!group) throw notFound();
    if (!FACEBOW_PRODUCT_TYPES.includes(group.type ?? 0))
      throw new AppError('ParameterError', {}, [{ path: 'id', message: 'not a facebow case' }]);
  }

  private async state(ctx: RequestContext, caseGroupId: number, invalidated: boolean): Promise<FacebowState> {
    const [row] = await ctx.em
      .fork()
      .execute<
        { config: Record<string, unknown>; collected: Record<string, unknown> | null; collected_at: Date | null }[]
      >('select config, collected, collected_at from facebow_config where case_group_id = ?', [caseGroupId]);
    return {
      caseGroupId,
      config: row?.config ?? {},
      collected: row?.collected ?? null,
      collectedAt: row?.collected_at ?? null,
      invalidated,
    };
  }
}
