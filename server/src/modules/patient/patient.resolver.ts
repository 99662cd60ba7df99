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
import { Case } from '../case/case.entity.js';
import { toServiceInput } from '../case/graphql-input.js';
import { loadMany } from '../case/loaders.js';
import { TreatmentPlan } from '../plan/plan.entity.js';
import { Reservation } from '../reservation/reservation.entity.js';
import { Patient } from './patient.entity.js';
import { PageOf } from '../../core/graphql-page.js';
import type { Page } from '../../core/page.js';

const PatientPage = PageOf(Patient, 'PatientPage');

@ObjectType({ description: 'Patient-number check: id "0" when no other patient uses the number.' })
class MemoCheck {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;
}

@InputType()
class PatientInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Int, { nullable: true }) sex?: number;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd or ISO date-time.' }) birthday?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) nationality?: string | null;
  @Field(() => Int, { nullable: true }) maritalStatus?: number | null;
  @Field(() => String, { nullable: true }) career?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => Int, { nullable: true }) level?: number;
  @Field(() => String, { nullable: true }) memo?: string | null;
  @Field(() => String, { nullable: true }) illnessHistory?: string | null;
  @Field(() => String, { nullable: true }) allergyHistory?: string | null;
  @Field(() => String, { nullable: true }) smokingHistory?: string | null;
  @Field(() => String, { nullable: true }) drinkingHistory?: string | null;
  @Field(() => String, { nullable: true }) takingMedication?: string | null;
  @Field(() => String, { nullable: true }) oralAnesthesiaReaction?: string | null;
  @Field(() => String, { nullable: true }) infection?: string | null;
  @Field(() => Int, { nullable: true }) bePregnant?: number | null;
  @Field(() => String, { nullable: true }) issuesWithOralTreatment?: string | null;
  @Field(() => String, { nullable: true }) anyMajorDiseaseNoMention?: string | null;
}

@Resolver(() => Patient)
export class PatientResolver {
  @Query(() => Patient)
  patient(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<Patient> {
    return ctx.services.patients.get(ctx, id);
  }

  @Query(() => PatientPage, { description: 'Keyword: substring of name, phone or patient number, any case.' })
  patients(
    @Ctx() ctx: GraphqlContext,
    @Arg('keyword', () => String, { nullable: true }) keyword?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('uid', () => ID, { nullable: true }) uid?: string,
    @Arg('trash', () => Boolean, { nullable: true, description: 'The recycle bin instead of live patients.' })
    trash?: boolean,
  ): Promise<Page<Patient>> {
    return ctx.services.patients.list(ctx, toServiceInput({ keyword, page, limit, uid, state: trash ? 1 : undefined }));
  }

  @Query(() => MemoCheck)
  patientMemoCheck(
    @Arg('memo', () => String) memo: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('excludeId', () => ID, { nullable: true }) excludeId?: string,
  ): Promise<MemoCheck> {
    return ctx.services.patients.checkMemo(ctx, toServiceInput({ memo, id: excludeId }));
  }

  @Mutation(() => Patient)
  createPatient(@Arg('input', () => PatientInput) input: PatientInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.patients.create(ctx, toServiceInput(input));
  }

  @Mutation(() => Patient)
  updatePatient(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PatientInput) input: PatientInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.patients.update(ctx, id, toServiceInput(input));
  }

  @Mutation(() => Patient, { description: 'Moves the patient and its cases to the recycle bin.' })
  stashPatient(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.patients.stash(ctx, id);
  }

  @Mutation(() => Patient, { description: 'Brings the patient back with the cases stashed with it.' })
  restorePatient(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.patients.restore(ctx, id);
  }

  @Mutation(() => ID, { description: 'Removes the patient, its records and stored files for good; answers the id.' })
  async destroyPatient(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.patients.destroy(ctx, id)).id);
  }

  @FieldResolver(() => [Case], {
    description: 'Cases not in the recycle bin (all of them for a stashed patient), newest first.',
  })
  cases(@Root() patient: Patient, @Ctx() ctx: GraphqlContext): Promise<Case[]> {
    const trashed = patient.deletedAt !== null;
    return loadMany(
      ctx.em,
      trashed ? 'Patient.trashedCases' : 'Patient.cases',
      patient.id,
      (ids) =>
        ctx.em.find(
          Case,
          { patient: { $in: ids }, ...(trashed ? {} : { deletedAt: null }) },
          { orderBy: { id: 'desc' } },
        ),
      (c) => c.patient.id,
    );
  }

  @FieldResolver(() => Int)
  async caseCount(@Root() patient: Patient, @Ctx() ctx: GraphqlContext): Promise<number> {
    return (await this.cases(patient, ctx)).length;
  }

  @FieldResolver(() => [Reservation], { description: 'Appointments, latest first.' })
  reservations(@Root() patient: Patient, @Ctx() ctx: GraphqlContext): Promise<Reservation[]> {
    return loadMany(
      ctx.em,
      'Patient.reservations',
      patient.id,
      (ids) =>
        ctx.em.find(Reservation, { patient: { $in: ids } }, { orderBy: { reservationTime: 'desc', id: 'desc' } }),
      (r) => r.patient.id,
    );
  }

  @FieldResolver(() => [TreatmentPlan])
  treatmentPlans(@Root() patient: Patient, @Ctx() ctx: GraphqlContext): Promise<TreatmentPlan[]> {
    return loadMany(
      ctx.em,
      'Patient.treatmentPlans',
      patient.id,
      (ids) => ctx.em.find(TreatmentPlan, { patient: { $in: ids } }, { orderBy: { id: 'desc' } }),
      (p) => p.patient.id,
    );
  }
}
