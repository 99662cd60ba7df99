import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { AuditEntry } from './audit.entity.js';
import { PageOf } from '../../core/graphql-page.js';
import type { Page } from '../../core/page.js';

const AuditEntryPage = PageOf(AuditEntry, 'AuditEntryPage');

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Query(() => AuditEntryPage, { description: 'The practice’s record writes, newest first (main account only).' })
  auditEntries(
    @Ctx() ctx: GraphqlContext,
    @Arg('entity', () => String, { nullable: true }) entity?: string,
    @Arg('entityId', () => ID, { nullable: true }) entityId?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<AuditEntry>> {
    const given = Object.fromEntries(
      Object.entries({ entity, entityId, page, limit }).filter(([, v]) => v !== undefined),
    );
    return ctx.services.audit.list(ctx, given);
  }
}
