import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { Patient } from '../patient/patient.entity.js';
import { TreatmentPlan, TreatmentStep } from '../plan/plan.entity.js';
import { Reservation } from '../reservation/reservation.entity.js';
import { User } from '../user/user.entity.js';
import { CaseEntryInput } from './case-entry.js';
import { Case, CaseGroup } from './case.entity.js';
import { toServiceInput } from './graphql-input.js';
import { loadMany, loadOne } from './loaders.js';

@ObjectType()
class CasePage {
  @Field(() => [Case])
  items!: Case[];

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  limit!: number;

  countTotal!: () => Promise<number>;
}

/** `total` is counted only when selected: paging on without it skips counting the whole list. */
@Resolver(() => CasePage)
export class CasePageResolver {
  @FieldResolver(() => Int)
  total(@Root() page: CasePage): Promise<number> {
    return page.countTotal();
  }
}

@ObjectType()
class ProductCaseCount {
  @Field(() => Int, { nullable: true })
  productId!: number | null;

  @Field(() => Int)
  count!: number;
}

@ObjectType()
class CaseSummary {
  @Field(() => Int) total!: number;
  @Field(() => Int) open!: number;
  @Field(() => Int) submitted!: number;
  @Field(() => Int) trash!: number;
  @Field(() => [ProductCaseCount]) byProduct!: ProductCaseCount[];
}

const CONTENT_RENAMES = { treatmentStepId: 'treatment_plan_id' };

@InputType()
class CaseContentInput {
  @Field(() => String, { nullable: true }) recordName?: string;
  @Field(() => String, { nullable: true }) chiefComplaint?: string;
  @Field(() => String, { nullable: true }) currentCondition?: string;
  @Field(() => String, { nullable: true }) treatmentItem?: string;
  @Field(() => String, { nullable: true }) doctorAdvice?: string;
  @Field(() => [CaseEntryInput], { nullable: true }) examination?: CaseEntryInput[];
  @Field(() => [CaseEntryInput], { nullable: true }) diagnosis?: CaseEntryInput[];
  @Field(() => [CaseEntryInput], { nullable: true }) dispose?: CaseEntryInput[];
  @Field(() => Int, { nullable: true, description: '1 first visit, 2 follow-up.' }) type?: number;
  @Field(() => String, { nullable: true }) memo?: string;
  @Field(() => ID, { nullable: true, description: 'A step of one of the patient’s treatment plans; null unlinks.' })
  treatmentStepId?: string | null;
  @Field(() => Date, { nullable: true, description: 'Next appointment; null cancels it.' })
  reservationTime?: Date | null;
  @Field(() => String, { nullable: true }) reservationRemark?: string | null;
}

@InputType()
class CreateCaseInput extends CaseContentInput {
  @Field(() => ID) patientId!: string;
  @Field(() => Int, { nullable: true, description: 'The application; paid ones are charged.' }) productId?: number;
  @Field(() => ID, { nullable: true, description: 'An existing case group instead of a new one.' })
  caseGroupId?: string;
  @Field(() => Int, { nullable: true }) caseType?: number;
}

@InputType()
class UpdateCaseInput extends CaseContentInput {}

@Resolver(() => Case)
export class CaseResolver {
  @Query(() => Case)
  case(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<Case> {
    return ctx.services.cases.get(ctx, id);
  }

  @Query(() => CasePage, { description: 'Cases newest first; the relations of a page load with it.' })
  cases(
    @Ctx() ctx: GraphqlContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('patientId', () => ID, { nullable: true }) patientId?: string,
    @Arg('status', () => Int, { nullable: true }) status?: number,
    @Arg('productId', () => Int, { nullable: true }) productId?: number,
    @Arg('trash', () => Boolean, { nullable: true }) trash?: boolean,
    @Arg('keyword', () => String, { nullable: true }) keyword?: string,
  ): Promise<CasePage> {
    return ctx.services.cases.listPage(
      ctx,
      toServiceInput({ page, limit, pid: patientId, status, productId, state: trash ? 1 : undefined, keyword }),
    );
  }

  @Query(() => CaseSummary)
  caseSummary(@Ctx() ctx: GraphqlContext): Promise<CaseSummary> {
    return ctx.services.cases.summary(ctx);
  }

  @Mutation(() => Case, { description: 'Case group, appointment and case in one transaction.' })
  createCase(@Arg('input', () => CreateCaseInput) input: CreateCaseInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.cases.create(
      ctx,
      toServiceInput(input, { ...CONTENT_RENAMES, patientId: 'pid', caseGroupId: 'product_illcase_id' }),
    );
  }

  @Mutation(() => Case, { description: 'Saves an open case and applies the appointment rules in one transaction.' })
  updateCase(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateCaseInput) input: UpdateCaseInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.cases.update(ctx, id, toServiceInput(input, CONTENT_RENAMES));
  }

  @Mutation(() => Case, { description: 'Status 2: the case becomes read-only.' })
  submitCase(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.cases.submit(ctx, id);
  }

  @Mutation(() => Case)
  stashCase(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.cases.stash(ctx, id);
  }

  @Mutation(() => Case)
  restoreCase(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.cases.restore(ctx, id);
  }

  @Mutation(() => ID, {
    description: 'Removes the case (and its unused case group and files) for good; answers the id.',
  })
  async destroyCase(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.cases.destroy(ctx, id)).id);
  }

  @FieldResolver(() => Patient)
  async patient(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<Patient> {
    return (await loadOne(ctx.em, Patient, c.patient))!;
  }

  @FieldResolver(() => User, { description: 'The doctor who created the case.' })
  async doctor(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<User> {
    return (await loadOne(ctx.em, User, c.user))!;
  }

  @FieldResolver(() => Reservation, { nullable: true })
  reservation(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<Reservation | null> {
    return loadOne(ctx.em, Reservation, c.reservation);
  }

  @FieldResolver(() => TreatmentStep, { nullable: true })
  treatmentStep(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<TreatmentStep | null> {
    return loadOne(ctx.em, TreatmentStep, c.treatmentStep);
  }

  @FieldResolver(() => TreatmentPlan, { nullable: true, description: 'The plan of the linked step.' })
  async treatmentPlan(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<TreatmentPlan | null> {
    const step = await loadOne(ctx.em, TreatmentStep, c.treatmentStep);
    return step ? loadOne(ctx.em, TreatmentPlan, step.plan) : null;
  }

  @FieldResolver(() => CaseGroup, { nullable: true })
  group(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<CaseGroup | null> {
    return loadOne(ctx.em, CaseGroup, c.group);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The application of the case group.' })
  async productId(@Root() c: Case, @Ctx() ctx: GraphqlContext): Promise<number | null> {
    return (await loadOne(ctx.em, CaseGroup, c.group))?.productId ?? null;
  }
}

@Resolver(() => CaseGroup)
export class CaseGroupResolver {
  @Query(() => CaseGroup)
  async caseGroup(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<CaseGroup> {
    return (await ctx.services.cases.group(ctx, id)).group;
  }

  @Mutation(() => CaseGroup, { description: 'A case group alone (legacy flow); paid products are charged.' })
  createCaseGroup(
    @Arg('patientId', () => ID) patientId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('productId', () => Int, { nullable: true }) productId?: number,
    @Arg('caseType', () => Int, { nullable: true }) caseType?: number,
  ) {
    return ctx.services.cases.createGroup(ctx, toServiceInput({ pid: patientId, productId, caseType }));
  }

  @FieldResolver(() => Patient)
  async patient(@Root() g: CaseGroup, @Ctx() ctx: GraphqlContext): Promise<Patient> {
    return (await loadOne(ctx.em, Patient, g.patient))!;
  }

  @FieldResolver(() => [Case])
  cases(@Root() g: CaseGroup, @Ctx() ctx: GraphqlContext): Promise<Case[]> {
    return loadMany(
      ctx.em,
      'CaseGroup.cases',
      g.id,
      (ids) => ctx.em.find(Case, { group: { $in: ids } }, { orderBy: { id: 'asc' } }),
      (c) => c.group!.id,
    );
  }
}
