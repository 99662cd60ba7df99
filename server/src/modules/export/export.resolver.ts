import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';

@ObjectType({ description: "A practice's data export: one zip of JSON per entity and the original files." })
class PracticeExport {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'queued, running, finished or failed' })
  status!: string;

  @Field(() => Int, { description: '0-100' })
  progress!: number;

  @Field(() => Float, { nullable: true, description: 'Archive bytes once finished.' })
  size!: number | null;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}

@ObjectType()
class PracticeExportLink {
  @Field(() => String)
  url!: string;

  @Field(() => Date)
  expiresAt!: Date;
}

@Resolver()
export class ExportResolver {
  @Mutation(() => PracticeExport, {
    description: 'Queues an export of all the practice’s data (main account); answers the one already under way.',
  })
  requestPracticeExport(@Ctx() ctx: GraphqlContext) {
    return ctx.services.exports.request(ctx);
  }

  @Query(() => [PracticeExport], { description: 'The practice’s exports, newest first (main account).' })
  practiceExports(@Ctx() ctx: GraphqlContext) {
    return ctx.services.exports.list(ctx);
  }

  @Query(() => PracticeExport)
  practiceExport(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.exports.get(ctx, id);
  }

  @Query(() => PracticeExportLink, { description: 'A download link to a finished export, valid for 15 minutes.' })
  practiceExportLink(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.exports.link(ctx, id);
  }
}
