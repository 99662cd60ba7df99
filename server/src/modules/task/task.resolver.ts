import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import type { FacebowState } from './facebow.service.js';
import { TaskStatus } from './task.entity.js';
import type { TaskView } from './task.service.js';
import { PageOf } from '../../core/graphql-page.js';

@ObjectType('CaseTask', { description: 'The application task of a case group and its place in the queue.' })
class CaseTaskObject {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  caseGroupId!: number;

  @Field(() => ID, { nullable: true })
  productId!: number | null;

  @Field(() => TaskStatus)
  status!: TaskStatus;

  @Field(() => Int, { description: '1 = next to run; 0 when running or not waiting.' })
  position!: number;

  @Field(() => Int)
  estimatedMinutes!: number;

  @Field(() => Boolean, { description: 'Running longer than expected.' })
  overdue!: boolean;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  result!: Record<string, unknown> | null;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}

const CaseTaskPage = PageOf(CaseTaskObject, 'CaseTaskPage');

@ObjectType('Facebow', { description: 'Digital facebow configuration and collected data of a case group.' })
export class FacebowObject {
  @Field(() => ID)
  caseGroupId!: number;

  @Field(() => GraphQLJSONObject)
  config!: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, { nullable: true })
  collected!: Record<string, unknown> | null;

  @Field(() => Date, { nullable: true })
  collectedAt!: Date | null;

  @Field(() => Boolean, { description: 'This save changed the configuration and discarded collected data.' })
  invalidated!: boolean;
}

const toObject = ({ task, position, estimatedMinutes, overdue }: TaskView): CaseTaskObject => ({
  id: task.id,
  caseGroupId: task.caseGroupId,
  productId: task.productId,
  status: task.status,
  position,
  estimatedMinutes,
  overdue,
  attempts: task.attempts,
  error: task.error,
  result: task.result,
  submittedAt: task.submittedAt,
  startedAt: task.startedAt,
  finishedAt: task.finishedAt,
});
export const toFacebow = (s: FacebowState): FacebowObject => ({
  ...s,
  collectedAt: s.collectedAt ? new Date(s.collectedAt) : null,
});

@Resolver()
export class TaskResolver {
  @Query(() => CaseTaskObject)
  async caseTask(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toObject(await ctx.services.tasks.get(ctx, caseGroupId));
  }

  @Query(() => CaseTaskPage)
  async caseTasks(
    @Ctx() ctx: GraphqlContext,
    @Arg('status', () => TaskStatus, { nullable: true }) status?: TaskStatus,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    const result = await ctx.services.tasks.list(
      ctx,
      Object.fromEntries(Object.entries({ status, page, limit }).filter(([, v]) => v !== undefined && v !== null)),
    );
    return { ...result, items: result.items.map(toObject) };
  }

  @Mutation(() => CaseTaskObject, { description: 'Queues the case group’s task with the tool input.' })
  async submitCaseTask(
    @Arg('caseGroupId', () => ID) caseGroupId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('input', () => GraphQLJSONObject, { nullable: true }) input?: Record<string, unknown>,
  ) {
    return toObject(await ctx.services.tasks.submit(ctx, { caseGroupId, ...(input ? { input } : {}) }));
  }

  @Mutation(() => CaseTaskObject)
  async retryCaseTask(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toObject(await ctx.services.tasks.retry(ctx, caseGroupId));
  }

  @Mutation(() => CaseTaskObject)
  async cancelCaseTask(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toObject(await ctx.services.tasks.cancel(ctx, caseGroupId));
  }

  @Mutation(() => CaseTaskObject)
  async confirmCaseTask(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toObject(await ctx.services.tasks.confirm(ctx, caseGroupId));
  }

  @Query(() => FacebowObject)
  async facebow(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toFacebow(await ctx.services.facebow.get(ctx, caseGroupId));
  }

  @Mutation(() => FacebowObject, { description: 'Saves the configuration; changing it discards collected data.' })
  async saveFacebowConfig(
    @Arg('caseGroupId', () => ID) caseGroupId: string,
    @Arg('config', () => GraphQLJSONObject) config: Record<string, unknown>,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.facebow.saveConfig(ctx, caseGroupId, config));
  }

  @Mutation(() => FacebowObject)
  async recordFacebowCollection(
    @Arg('caseGroupId', () => ID) caseGroupId: string,
    @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.facebow.recordCollection(ctx, caseGroupId, data));
  }

  @Mutation(() => FacebowObject)
  async clearFacebow(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toFacebow(await ctx.services.facebow.clear(ctx, caseGroupId));
  }
}
