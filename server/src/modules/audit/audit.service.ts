import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireMainAccount, type AuthedContext, type RequestContext } from '../../core/context.js';
import { offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';
import { AuditEntry, type AuditAction } from './audit.entity.js';

export const auditListInput = pagingSchema(20).extend({
  entity: z.string().max(32).optional(),
  entityId: idSchema.optional(),
});

/**
 * Records a write in the caller's transaction (`em` is the transaction's manager), so the entry
 * exists exactly when the write does.
 */
export function recordAudit(
  em: EntityManager,
  ctx: AuthedContext,
  action: AuditAction,
  entity: string,
  entityId: number,
  changedFields: string[] = [],
): AuditEntry {
  return em.create(AuditEntry, {
    practice: em.getReference(Practice, ctx.auth.practiceId),
    user: em.getReference(User, ctx.auth.user.id),
    action,
    entity,
    entityId,
    changedFields,
    clientType: ctx.client.type,
    clientInfo: ctx.client.info,
    ip: ctx.client.ip,
  });
}

export class AuditService {
  /** The practice's audit trail, newest first; main account only. */
  async list(ctx: RequestContext, raw: unknown): Promise<Page<AuditEntry>> {
    requireMainAccount(ctx);
    const { page, limit, entity, entityId } = parseInput(auditListInput, raw ?? {});
    const [items, total] = await ctx.em.findAndCount(
      AuditEntry,
      {
        practice: ctx.auth.practiceId,
        ...(entity ? { entity } : {}),
        ...(entityId ? { entityId } : {}),
      },
      { orderBy: { id: 'desc' }, limit, offset: offsetOf({ page, limit }) },
    );
    return { items, total, page, limit };
  }
}
