import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { likePattern, offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { recordAudit } from '../audit/audit.service.js';
import { entryListSchema, normalizeEntries } from '../case/case.input.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';
import { CaseTemplate } from './template.entity.js';

const TEXT_MAX = 5000;
const fields = {
  name: z.string().trim().min(1).max(100),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  chief_complaint: z.string().max(TEXT_MAX).optional(),
  current_condition: z.string().max(TEXT_MAX).optional(),
  treatment_item: z.string().max(TEXT_MAX).optional(),
  doctor_advice: z.string().max(TEXT_MAX).optional(),
  examination: entryListSchema.optional(),
  diagnosis: entryListSchema.optional(),
  dispose: entryListSchema.optional(),
};
export const createTemplateInput = z.object(fields).strict();
export const updateTemplateInput = z.object({ ...fields, name: fields.name.optional() }).strict();
export type TemplateInput = z.input<typeof updateTemplateInput>;

export const templateListInput = pagingSchema(10, 100).extend({
  name: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  /** 1 public, 2 personal; both when omitted. */
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});

const PROPERTIES = {
  name: 'name',
  status: 'status',
  chief_complaint: 'chiefComplaint',
  current_condition: 'currentCondition',
  treatment_item: 'treatmentItem',
  doctor_advice: 'doctorAdvice',
  examination: 'examination',
  diagnosis: 'diagnosis',
  dispose: 'dispose',
} as const;

function templateValues(input: z.output<typeof updateTemplateInput>): Partial<CaseTemplate> {
  const values: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(PROPERTIES)) {
    const value = input[field as keyof typeof input];
    if (value === undefined) continue;
    values[property] = Array.isArray(value) ? normalizeEntries(value) : value;
  }
  return values as Partial<CaseTemplate>;
}

/** Public templates (read-only) and the caller's personal ones. */
export class TemplateService {
  async get(ctx: RequestContext, rawId: unknown): Promise<CaseTemplate> {
    requireAuth(ctx);
    return visibleTemplate(ctx.em, ctx, parseInput(idSchema, rawId));
  }

  async list(ctx: RequestContext, raw: unknown): Promise<Page<CaseTemplate>> {
    requireAuth(ctx);
    const { page, limit, name, status, type } = parseInput(templateListInput, raw ?? {});
    const owner = { practice: ctx.auth.practiceId, user: ctx.auth.user.id };
    const [items, total] = await ctx.em.findAndCount(
      CaseTemplate,
      {
        ...(type === 1 ? { practice: null } : type === 2 ? owner : { $or: [{ practice: null }, owner] }),
        ...(name ? { name: { $ilike: likePattern(name) } } : {}),
        ...(status !== undefined ? { status } : {}),
      },
      { orderBy: { id: 'desc' }, limit, offset: offsetOf({ page, limit }) },
    );
    return { items, total, page, limit };
  }

  async create(ctx: RequestContext, raw: unknown): Promise<CaseTemplate> {
    requireAuth(ctx);
    const input = parseInput(createTemplateInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      const template = em.create(CaseTemplate, {
        ...templateValues(input),
        name: input.name,
        practice: em.getReference(Practice, ctx.auth.practiceId),
        user: em.getReference(User, ctx.auth.user.id),
      });
      await em.flush();
      recordAudit(em, ctx, 'create', 'CaseTemplate', template.id, Object.keys(input));
      return template;
    });
  }

  async update(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<CaseTemplate> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const input = parseInput(updateTemplateInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      const template = await ownTemplate(em, ctx, id);
      const values = templateValues(input);
      const changed = Object.keys(values).filter(
        (key) =>
          JSON.stringify(template[key as keyof CaseTemplate]) !== JSON.stringify(values[key as keyof CaseTemplate]),
      );
      em.assign(template, values);
      if (changed.length) recordAudit(em, ctx, 'update', 'CaseTemplate', template.id, changed);
      return template;
    });
  }

  async delete(ctx: RequestContext, rawId: unknown): Promise<CaseTemplate> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    return ctx.em.transactional(async (em) => {
      const template = await ownTemplate(em, ctx, id);
      recordAudit(em, ctx, 'delete', 'CaseTemplate', template.id);
      em.remove(template);
      return template;
    });
  }
}

async function visibleTemplate(em: EntityManager, ctx: AuthedContext, id: number): Promise<CaseTemplate> {
  const template = await em.findOne(CaseTemplate, {
    id,
    $or: [{ practice: null }, { practice: ctx.auth.practiceId, user: ctx.auth.user.id }],
  });
  if (!template) throw notFound();
  return template;
}

/** A template the caller may change: their own; a public one is read-only. */
async function ownTemplate(em: EntityManager, ctx: AuthedContext, id: number): Promise<CaseTemplate> {
  const template = await visibleTemplate(em, ctx, id);
  if (template.isPublic) throw new AppError('TemplateReadOnly');
  return template;
}
