import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { toServiceInput } from '../case/graphql-input.js';
import { loadMany, loadOne } from '../case/loaders.js';
import { Patient } from '../patient/patient.entity.js';
import { Sop, TreatmentPlan, TreatmentProtocol, TreatmentStep } from './plan.entity.js';
import { PageOf } from '../../core/graphql-page.js';
import type { Page } from '../../core/page.js';

const TreatmentPlanPage = PageOf(TreatmentPlan, 'TreatmentPlanPage');

const SopPage = PageOf(Sop, 'SopPage');

const TreatmentProtocolPage = PageOf(TreatmentProtocol, 'TreatmentProtocolPage');

@InputType()
class TreatmentStepInput {
  @Field(() => ID, { nullable: true, description: 'An existing step to keep; absent for a new one.' }) id?: string;
  @Field(() => String) sopName!: string;
  @Field(() => Date) sopTime!: Date;
}

@InputType()
class TreatmentPlanInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) toothPosition?: string;
  @Field(() => String, { nullable: true }) treatmentItem?: string;
  @Field(() => String, { nullable: true }) remark?: string;
  @Field(() => ID, { nullable: true }) protocolId?: string | null;
  @Field(() => [TreatmentStepInput], {
    nullable: true,
    description: 'When given, the plan’s steps become exactly these.',
  })
  steps?: TreatmentStepInput[];
}

const planInput = (input: TreatmentPlanInput, extra: Record<string, unknown> = {}) =>
  toServiceInput({
    ...input,
    steps: undefined,
    treatmentPlan: input.steps?.map((s) => toServiceInput({ ...s })),
    ...extra,
  });

@Resolver(() => TreatmentPlan)
export class TreatmentPlanResolver {
  @Query(() => TreatmentPlan)
  treatmentPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<TreatmentPlan> {
    return ctx.services.plans.get(ctx, id);
  }

  @Query(() => TreatmentPlanPage)
  treatmentPlans(
    @Ctx() ctx: GraphqlContext,
    @Arg('patientId', () => ID, { nullable: true }) patientId?: string,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('withSteps', () => Boolean, { nullable: true, description: 'Only plans that have steps.' })
    withSteps?: boolean,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<TreatmentPlan>> {
    return ctx.services.plans.list(ctx, toServiceInput({ pid: patientId, name, withSteps, page, limit }));
  }

  @Mutation(() => TreatmentPlan)
  createTreatmentPlan(
    @Arg('patientId', () => ID) patientId: string,
    @Arg('input', () => TreatmentPlanInput) input: TreatmentPlanInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.plans.create(ctx, planInput(input, { pid: patientId }));
  }

  @Mutation(() => TreatmentPlan)
  updateTreatmentPlan(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TreatmentPlanInput) input: TreatmentPlanInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.plans.update(ctx, id, planInput(input));
  }

  @Mutation(() => ID)
  async deleteTreatmentPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.plans.delete(ctx, id)).id);
  }

  @FieldResolver(() => [TreatmentStep])
  steps(@Root() plan: TreatmentPlan, @Ctx() ctx: GraphqlContext): Promise<TreatmentStep[]> {
    if (plan.steps.isInitialized()) return Promise.resolve(plan.steps.getItems());
    return loadMany(
      ctx.em,
      'TreatmentPlan.steps',
      plan.id,
      (ids) => ctx.em.find(TreatmentStep, { plan: { $in: ids } }, { orderBy: { sopTime: 'asc', id: 'asc' } }),
      (s) => s.plan.id,
    );
  }

  @FieldResolver(() => Patient)
  async patient(@Root() plan: TreatmentPlan, @Ctx() ctx: GraphqlContext): Promise<Patient> {
    return (await loadOne(ctx.em, Patient, plan.patient))!;
  }

  @FieldResolver(() => TreatmentProtocol, { nullable: true })
  protocol(@Root() plan: TreatmentPlan, @Ctx() ctx: GraphqlContext): Promise<TreatmentProtocol | null> {
    return loadOne(ctx.em, TreatmentProtocol, plan.protocol);
  }

  @Query(() => SopPage)
  sops(
    @Ctx() ctx: GraphqlContext,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<Sop>> {
    return ctx.services.plans.listSops(ctx, toServiceInput({ name, page, limit }));
  }

  @Mutation(() => Sop, { description: 'Creates an SOP, or updates it when id is given.' })
  saveSop(
    @Arg('name', () => String) name: string,
    @Arg('cycleDays', () => Int) cycleDays: number,
    @Ctx() ctx: GraphqlContext,
    @Arg('id', () => ID, { nullable: true }) id?: string,
  ) {
    return ctx.services.plans.saveSop(ctx, id ?? null, { name, cycle_days: cycleDays });
  }

  @Mutation(() => ID)
  async deleteSop(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.plans.deleteSop(ctx, id)).id);
  }

  @Query(() => TreatmentProtocolPage)
  treatmentProtocols(
    @Ctx() ctx: GraphqlContext,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<TreatmentProtocol>> {
    return ctx.services.plans.listProtocols(ctx, toServiceInput({ name, page, limit }));
  }

  @Mutation(() => TreatmentProtocol, { description: 'Creates a protocol, or renames it when id is given.' })
  saveTreatmentProtocol(
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('id', () => ID, { nullable: true }) id?: string,
  ) {
    return ctx.services.plans.saveProtocol(ctx, id ?? null, { name });
  }

  @Mutation(() => ID)
  async deleteTreatmentProtocol(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.plans.deleteProtocol(ctx, id)).id);
  }
}

@Resolver(() => TreatmentStep)
export class TreatmentStepResolver {
  @FieldResolver(() => TreatmentPlan)
  async plan(@Root() step: TreatmentStep, @Ctx() ctx: GraphqlContext): Promise<TreatmentPlan> {
    return (await loadOne(ctx.em, TreatmentPlan, step.plan))!;
  }
}
