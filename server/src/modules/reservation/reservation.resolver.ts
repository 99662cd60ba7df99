import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { toServiceInput } from '../case/graphql-input.js';
import { loadOne } from '../case/loaders.js';
import { Patient } from '../patient/patient.entity.js';
import { User } from '../user/user.entity.js';
import { Reservation } from './reservation.entity.js';
import { PageOf } from '../../core/graphql-page.js';
import type { Page } from '../../core/page.js';

const ReservationPage = PageOf(Reservation, 'ReservationPage');

@Resolver(() => Reservation)
export class ReservationResolver {
  @Query(() => Reservation)
  reservation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<Reservation> {
    return ctx.services.reservations.get(ctx, id);
  }

  @Query(() => ReservationPage)
  reservations(
    @Ctx() ctx: GraphqlContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('patientId', () => ID, { nullable: true }) patientId?: string,
    @Arg('status', () => Int, { nullable: true }) status?: number,
    @Arg('from', () => Date, { nullable: true }) from?: Date,
    @Arg('to', () => Date, { nullable: true }) to?: Date,
  ): Promise<Page<Reservation>> {
    return ctx.services.reservations.list(ctx, toServiceInput({ page, limit, pid: patientId, status, from, to }));
  }

  @Mutation(() => Reservation)
  createReservation(
    @Arg('patientId', () => ID) patientId: string,
    @Arg('reservationTime', () => Date) reservationTime: Date,
    @Ctx() ctx: GraphqlContext,
    @Arg('remark', () => String, { nullable: true }) remark?: string,
  ) {
    return ctx.services.reservations.create(ctx, toServiceInput({ pid: patientId, reservationTime, remark }));
  }

  @Mutation(() => Reservation, { description: 'Pending appointments only; status 2 completes, 3 cancels.' })
  updateReservation(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('reservationTime', () => Date, { nullable: true }) reservationTime?: Date,
    @Arg('remark', () => String, { nullable: true }) remark?: string,
    @Arg('status', () => Int, { nullable: true }) status?: number,
  ) {
    return ctx.services.reservations.update(ctx, id, toServiceInput({ reservationTime, remark, status }));
  }

  @Mutation(() => ID)
  async deleteReservation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.reservations.delete(ctx, id)).id);
  }

  @FieldResolver(() => Patient)
  async patient(@Root() r: Reservation, @Ctx() ctx: GraphqlContext): Promise<Patient> {
    return (await loadOne(ctx.em, Patient, r.patient))!;
  }

  @FieldResolver(() => User)
  async doctor(@Root() r: Reservation, @Ctx() ctx: GraphqlContext): Promise<User> {
    return (await loadOne(ctx.em, User, r.user))!;
  }
}
