import type { EntityManager } from '@mikro-orm/postgresql';
import { ToothPositionError, normalizeToothPositions } from '@odontia/shared';
import { z } from 'zod';
import { notFound } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { likePattern, offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { echoed, idSchema, parseInput } from '../../core/validation.js';
import { recordAudit } from '../audit/audit.service.js';
import { ownPatient } from '../patient/patient.service.js';
import { Practice } from '../practice/practice.entity.js';
import { instantSchema } from '../reservation/reservation.service.js';
import { User } from '../user/user.entity.js';
import { Sop, TreatmentPlan, TreatmentProtocol, TreatmentStep } from './plan.entity.js';

const toothPosition = z
  .string()
  .max(200)
  .transform((value, issue) => {
    try {
      return normalizeToothPositions(value);
    } catch (error) {
      if (!(error instanceof ToothPositionError)) throw error;
      issue.addIssue({ code: 'custom', message: 'Invalid tooth position' });
      return z.NEVER;
    }
  });

const stepSchema = z
  .object({
    id: idSchema.optional(),
    sop_name: z.string().trim().min(1).max(100),
    sop_time: instantSchema,
    created_at: echoed.time,
    treatment_case_id: echoed.id,
  })
  .strict();

const planFields = {
  name: z.string().trim().min(1).max(100),
  tooth_position: toothPosition.optional(),
  treatment_item: z.string().trim().max(1000).optional(),
  remark: z.string().trim().max(1000).optional(),
  protocol_id: z.union([z.literal(0), z.null(), idSchema]).optional(),
  /** The steps (the legacy `treatment_plan` list); when given, the plan's steps become exactly these. */
  treatment_plan: z.array(stepSchema).max(100).optional(),
  id: echoed.id,
  uid: echoed.id,
  created_at: echoed.time,
};
export const createPlanInput = z.object({ ...planFields, pid: idSchema }).strict();
export const updatePlanInput = z.object({ ...planFields, name: planFields.name.optional(), pid: echoed.id }).strict();

export const planListInput = pagingSchema(100, 100).extend({
  pid: idSchema.optional(),
  name: z.string().trim().max(100).optional(),
  /** Only plans that have at least one step (the legacy treatmentplan list). */
  with_steps: z.coerce.boolean().optional(),
});

export const sopInput = z
  .object({ name: z.string().trim().min(1).max(100), cycle_days: z.coerce.number().int().min(0).max(3650) })
  .strict();
export const protocolInput = z.object({ name: z.string().trim().min(1).max(100) }).strict();
const settingsListInput = pagingSchema(100, 100).extend({ name: z.string().trim().max(100).optional() });

/** Treatment plans with their steps, SOPs and protocols of a practice. */
export class PlanService {
  async get(ctx: RequestContext, rawId: unknown): Promise<TreatmentPlan> {
    requireAuth(ctx);
    return ownPlan(ctx.em, ctx, parseInput(idSchema, rawId));
  }

  async list(ctx: RequestContext, raw: unknown): Promise<Page<TreatmentPlan>> {
    requireAuth(ctx);
    const { page, limit, pid, name, with_steps } = parseInput(planListInput, raw ?? {});
    const where = {
      practice: ctx.auth.practiceId,
      patient: { deletedAt: null, ...(pid ? { id: pid } : {}) },
      ...(name ? { name: { $ilike: likePattern(name) } } : {}),
      ...(with_steps ? { steps: { $some: {} } } : {}),
    };
    const [items, total] = await ctx.em.findAndCount(TreatmentPlan, where, {
      populate: ['steps'],
      orderBy: { id: 'desc' },
      limit,
      offset: offsetOf({ page, limit }),
    });
    return { items, total, page, limit };
  }

  async create(ctx: RequestContext, raw: unknown): Promise<TreatmentPlan> {
    requireAuth(ctx);
    const input = parseInput(createPlanInput, raw ?? {});
    const created = await ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, input.pid, { live: true });
      const plan = em.create(TreatmentPlan, {
        practice: em.getReference(Practice, ctx.auth.practiceId),
        patient,
        user: em.getReference(User, ctx.auth.user.id),
        name: input.name,
        toothPosition: input.tooth_position ?? '',
        treatmentItem: input.treatment_item ?? '',
        remark: input.remark ?? '',
        protocol: input.protocol_id ? await ownProtocol(em, ctx, input.protocol_id) : null,
      });
      for (const step of input.treatment_plan ?? [])
        em.create(TreatmentStep, { plan, sopName: step.sop_name, sopTime: step.sop_time });
      await em.flush();
      recordAudit(
        em,
        ctx,
        'create',
        'TreatmentPlan',
        plan.id,
        Object.keys(input).filter((k) => k !== 'pid'),
      );
      return plan;
    });
    ctx.em.clear();
    return this.get(ctx, created.id);
  }

  async update(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<TreatmentPlan> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const input = parseInput(updatePlanInput, raw ?? {});
    await ctx.em.transactional(async (em) => {
      const plan = await ownPlan(em, ctx, id);
      const changed: string[] = [];
      const set = <K extends 'name' | 'toothPosition' | 'treatmentItem' | 'remark'>(
        key: K,
        value: TreatmentPlan[K] | undefined,
      ) => {
        if (value === undefined || plan[key] === value) return;
        plan[key] = value;
        changed.push(key);
      };
      set('name', input.name);
      set('toothPosition', input.tooth_position);
      set('treatmentItem', input.treatment_item);
      set('remark', input.remark);
      if (input.protocol_id !== undefined) {
        const protocol = input.protocol_id ? await ownProtocol(em, ctx, input.protocol_id) : null;
        if ((plan.protocol?.id ?? null) !== (protocol?.id ?? null)) changed.push('protocol');
        plan.protocol = protocol;
      }
      if (input.treatment_plan) {
        const kept = new Map(plan.steps.getItems().map((s) => [s.id, s]));
        const given = new Set<number>();
        for (const step of input.treatment_plan) {
          const existing = step.id ? kept.get(step.id) : undefined;
          if (step.id && !existing) throw notFound();
          if (existing) {
            given.add(existing.id);
            em.assign(existing, { sopName: step.sop_name, sopTime: step.sop_time });
          } else {
            em.create(TreatmentStep, { plan, sopName: step.sop_name, sopTime: step.sop_time });
          }
        }
        for (const [stepId, step] of kept) if (!given.has(stepId)) em.remove(step);
        changed.push('steps');
      }
      if (changed.length) recordAudit(em, ctx, 'update', 'TreatmentPlan', plan.id, changed);
    });
    ctx.em.clear();
    return this.get(ctx, id);
  }

  /** Deletes the plan and its steps; cases that linked a step keep their content and lose the link. */
  async delete(ctx: RequestContext, rawId: unknown): Promise<TreatmentPlan> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    return ctx.em.transactional(async (em) => {
      const plan = await ownPlan(em, ctx, id);
      recordAudit(em, ctx, 'delete', 'TreatmentPlan', plan.id);
      await em.flush();
      await em.nativeDelete(TreatmentPlan, { id: plan.id });
      for (const step of plan.steps.getItems()) em.getUnitOfWork().unsetIdentity(step);
      em.getUnitOfWork().unsetIdentity(plan);
      return plan;
    });
  }

  listSops(ctx: RequestContext, raw: unknown): Promise<Page<Sop>> {
    return this.listSettings(ctx, Sop, raw);
  }

  async saveSop(ctx: RequestContext, rawId: unknown | null, raw: unknown): Promise<Sop> {
    requireAuth(ctx);
    const input = parseInput(sopInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      if (rawId === null) {
        return em.create(Sop, {
          practice: em.getReference(Practice, ctx.auth.practiceId),
          name: input.name,
          cycleDays: input.cycle_days,
        });
      }
      const sop = await em.findOne(Sop, { id: parseInput(idSchema, rawId), practice: ctx.auth.practiceId });
      if (!sop) throw notFound();
      return em.assign(sop, { name: input.name, cycleDays: input.cycle_days });
    });
  }

  async deleteSop(ctx: RequestContext, rawId: unknown): Promise<Sop> {
    requireAuth(ctx);
    const sop = await ctx.em.findOne(Sop, { id: parseInput(idSchema, rawId), practice: ctx.auth.practiceId });
    if (!sop) throw notFound();
    await ctx.em.remove(sop).flush();
    return sop;
  }

  listProtocols(ctx: RequestContext, raw: unknown): Promise<Page<TreatmentProtocol>> {
    return this.listSettings(ctx, TreatmentProtocol, raw);
  }

  async saveProtocol(ctx: RequestContext, rawId: unknown | null, raw: unknown): Promise<TreatmentProtocol> {
    requireAuth(ctx);
    const input = parseInput(protocolInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      if (rawId === null)
        return em.create(TreatmentProtocol, {
          practice: em.getReference(Practice, ctx.auth.practiceId),
          name: input.name,
        });
      const protocol = await ownProtocol(em, ctx, parseInput(idSchema, rawId));
      return em.assign(protocol, { name: input.name });
    });
  }

  async deleteProtocol(ctx: RequestContext, rawId: unknown): Promise<TreatmentProtocol> {
    requireAuth(ctx);
    const protocol = await ownProtocol(ctx.em, ctx, parseInput(idSchema, rawId));
    await ctx.em.remove(protocol).flush();
    return protocol;
  }

  private async listSettings<T extends Sop | TreatmentProtocol>(
    ctx: RequestContext,
    entity: new () => T,
    raw: unknown,
  ): Promise<Page<T>> {
    requireAuth(ctx);
    const { page, limit, name } = parseInput(settingsListInput, raw ?? {});
    const [items, total] = await ctx.em.findAndCount(
      entity as typeof Sop,
      { practice: ctx.auth.practiceId, ...(name ? { name: { $ilike: likePattern(name) } } : {}) },
      { orderBy: { id: 'asc' }, limit, offset: offsetOf({ page, limit }) },
    );
    return { items: items as unknown as T[], total, page, limit };
  }
}

export async function ownPlan(em: EntityManager, ctx: AuthedContext, id: number): Promise<TreatmentPlan> {
  const plan = await em.findOne(
    TreatmentPlan,
    { id, practice: ctx.auth.practiceId, patient: { deletedAt: null } },
    { populate: ['steps'] },
  );
  if (!plan) throw notFound();
  return plan;
}

async function ownProtocol(em: EntityManager, ctx: AuthedContext, id: number): Promise<TreatmentProtocol> {
  const protocol = await em.findOne(TreatmentProtocol, { id, practice: ctx.auth.practiceId });
  if (!protocol) throw notFound();
  return protocol;
}
