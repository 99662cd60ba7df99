import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { TaskStatus } from '../task/task.entity.js';
import type { CrownDesignState } from './crown.service.js';

@InputType('CrownDesignInput', { description: 'Setup of a crown design; parameters in mm, defaults when omitted.' })
class CrownDesignInput {
  @Field(() => ID)
  caseGroupId!: string;

  @Field(() => Int, { description: 'FDI tooth: 16, 26, 36 or 46.' })
  tooth!: number;

  @Field(() => ID, { description: 'Model file (STL) of the upper arch.' })
  upperFileId!: string;

  @Field(() => ID, { description: 'Model file (STL) of the lower arch.' })
  lowerFileId!: string;

  @Field(() => Float, { nullable: true })
  cementGapMm?: number;

  @Field(() => Float, { nullable: true })
  minimalThicknessMm?: number;

  @Field(() => Float, { nullable: true })
  marginWidthMm?: number;

  @Field(() => [[Float]], { nullable: true, description: 'Adjusted margin line (closed loop of [x, y, z]).' })
  margin?: number[][];

  @Field(() => [Float], {
    nullable: true,
    description: 'Jaw Position: the opposing scan moved from the scans’ occlusion, [x, y, z] mm (each within ±3).',
  })
  opposingShiftMm?: number[];
}

@ObjectType('CrownSetup')
class CrownSetupObject {
  @Field(() => Int) tooth!: number;
  @Field(() => ID) upperFileId!: number;
  @Field(() => ID) lowerFileId!: number;
  @Field(() => Float) cementGapMm!: number;
  @Field(() => Float) minimalThicknessMm!: number;
  @Field(() => Float) marginWidthMm!: number;
  @Field(() => [Float], { description: 'The opposing scan moved from the scans’ occlusion, [x, y, z] mm.' })
  opposingShiftMm!: number[];
}

@ObjectType('CrownMeshUrls', { description: 'Presigned GET URLs of the design’s files (STL; undercut map JSON).' })
class CrownMeshUrlsObject {
  @Field(() => String, { nullable: true }) inner!: string | null;
  @Field(() => String, { nullable: true, description: 'Proposed outer surface.' }) outer!: string | null;
  @Field(() => String, { nullable: true, description: 'Closed crown: inner and outer joined at the margin.' })
  crown!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      '{ positions: [x, y, z, ...] of the preparation’s scan vertices, depthMm: blocked-out depth of each }.',
  })
  undercut!: string | null;
  @Field(() => String, { nullable: true, description: 'The clinician’s edited crown.' }) edited!: string | null;
}

@ObjectType('CrownDesign', { description: 'Crown design of a case group: setup, task status and the computed design.' })
class CrownDesignObject {
  @Field(() => ID) caseGroupId!: number;
  @Field(() => TaskStatus) status!: TaskStatus;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => CrownSetupObject, { nullable: true }) setup!: CrownSetupObject | null;
  @Field(() => [[Float]], { nullable: true, description: 'Margin line, closed loop of [x, y, z] (mm, scan frame).' })
  margin!: number[][] | null;
  @Field(() => Boolean, { nullable: true, description: 'The margin was adjusted by the clinician.' })
  marginGiven!: boolean | null;
  @Field(() => [Float], { nullable: true, description: 'Insertion axis (unit vector, towards occlusal).' })
  axis!: number[] | null;
  @Field(() => Float, { nullable: true }) undercutVolumeMm3!: number | null;
  @Field(() => Float, { nullable: true }) maxUndercutMm!: number | null;
  @Field(() => CrownMeshUrlsObject) urls!: CrownMeshUrlsObject;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The full result of the proposal task.' })
  result!: Record<string, unknown> | null;
}

const toObject = ({ caseGroupId, task, setup, result, urls }: CrownDesignState): CrownDesignObject => ({
  caseGroupId,
  status: task.task.status,
  error: task.task.error,
  // designs queued before the jaw position could be set kept the scans' occlusion
  setup: setup ? { ...setup, opposingShiftMm: setup.opposingShiftMm ?? [0, 0, 0] } : null,
  margin: result?.margin ?? null,
  marginGiven: result?.marginGiven ?? null,
  axis: result?.axis ?? null,
  undercutVolumeMm3: result?.undercutVolumeMm3 ?? null,
  maxUndercutMm: result?.maxUndercutMm ?? null,
  urls: {
    inner: urls.inner ?? null,
    outer: urls.outer ?? null,
    crown: urls.crown ?? null,
    undercut: urls.undercut ?? null,
    edited: urls.edited ?? null,
  },
  result: result ? { ...result } : null,
});

@Resolver()
export class CrownResolver {
  @Query(() => CrownDesignObject)
  async crownDesign(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return toObject(await ctx.services.crown.get(ctx, caseGroupId));
  }

  @Mutation(() => CrownDesignObject, {
    description: 'Validates the setup and queues the proposal (again, when a design awaits confirmation).',
  })
  async startCrownDesign(@Arg('input', () => CrownDesignInput) input: CrownDesignInput, @Ctx() ctx: GraphqlContext) {
    return toObject(await ctx.services.crown.start(ctx, { ...input }));
  }

  @Mutation(() => CrownDesignObject, {
    description:
      'Records the edited crown uploaded (storage upload) under the case group’s crown folder: a binary STL that is closed, 2-manifold, consistently oriented outward, without degenerate triangles and 3-20 mm along each axis; otherwise refused and nothing changes.',
  })
  async saveCrownMesh(
    @Arg('caseGroupId', () => ID) caseGroupId: string,
    @Arg('key', () => String) key: string,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toObject(await ctx.services.crown.saveMesh(ctx, { caseGroupId, key }));
  }

  @Query(() => String, { description: 'Storage folder for the case group’s crown files (upload edited meshes here).' })
  async crownFolder(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.crown.folder(ctx, caseGroupId);
  }
}
