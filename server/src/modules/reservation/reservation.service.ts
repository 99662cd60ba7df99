import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { echoed, idSchema, parseInput } from '../../core/validation.js';
import { recordAudit } from '../audit/audit.service.js';
import { Case } from '../case/case.entity.js';
import type { Patient } from '../patient/patient.entity.js';
import { ownPatient } from '../patient/patient.service.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';

const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(2100, 0, 1);

/** An instant as the seeds send it (ISO with milliseconds and offset) or a Date from GraphQL. */
export const instantSchema = z
  .union([z.date(), z.iso.datetime({ offset: true }).transform((v) => new Date(v))])
  .refine((d) => !Number.isNaN(d.getTime()) && d.getTime() >= MIN_TIME && d.getTime() < MAX_TIME);

const statusSchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

export const createReservationInput = z
  .object({
    pid: idSchema,
    reservation_time: instantSchema,
    remark: z.string().trim().max(1000).nullish(),
    uid: echoed.id,
  })
  .strict();

export const updateReservationInput = z
  .object({
    reservation_time: instantSchema.optional(),
    remark: z.string().trim().max(1000).nullish(),
    status: statusSchema.optional(),
    id: echoed.id,
    pid: echoed.id,
    uid: echoed.id,
  })
  .strict();

export const reservationListInput = pagingSchema(20, 100).extend({
  pid: idSchema.optional(),
  uid: idSchema.optional(),
  status: statusSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

export class ReservationService {
  async get(ctx: RequestContext, rawId: unknown): Promise<Reservation> {
    requireAuth(ctx);
    return ownReservation(ctx.em, ctx, parseInput(idSchema, rawId));
  }

  async list(ctx: RequestContext, raw: unknown): Promise<Page<Reservation>> {
    requireAuth(ctx);
    const { page, limit, pid, uid, status, from, to } = parseInput(reservationListInput, raw ?? {});
    const [items, total] = await ctx.em.findAndCount(
      Reservation,
      {
        practice: ctx.auth.practiceId,
        patient: { deletedAt: null, ...(pid ? { id: pid } : {}) },
        ...(uid ? { user: uid } : {}),
        ...(status ? { status } : {}),
        ...(from || to ? { reservationTime: { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) } } : {}),
      },
      { orderBy: { reservationTime: 'desc', id: 'desc' }, limit, offset: offsetOf({ page, limit }) },
    );
    return { items, total, page, limit };
  }

  async create(ctx: RequestContext, raw: unknown): Promise<Reservation> {
    requireAuth(ctx);
    const input = parseInput(createReservationInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, input.pid, { live: true });
      return createReservation(em, ctx, patient, input.reservation_time, input.remark ?? '');
    });
  }

  /** Time, remark and status of a pending appointment; completed and cancelled ones are history. */
  async update(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<Reservation> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const input = parseInput(updateReservationInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      const reservation = await ownReservation(em, ctx, id, true);
      if (reservation.closed) throw new AppError('AppointmentClosed');
      const changed: string[] = [];
      if (input.reservation_time && input.reservation_time.getTime() !== reservation.reservationTime.getTime()) {
        reservation.reservationTime = input.reservation_time;
        changed.push('reservationTime');
      }
      if (input.remark !== undefined && (input.remark ?? '') !== reservation.remark) {
        reservation.remark = input.remark ?? '';
        changed.push('remark');
      }
      if (input.status && input.status !== reservation.status) {
        reservation.status = input.status;
        changed.push('status');
      }
      if (changed.length) recordAudit(em, ctx, 'update', 'Reservation', reservation.id, changed);
      return reservation;
    });
  }

  /** Deletes a pending appointment and unlinks it from its cases. */
  async delete(ctx: RequestContext, rawId: unknown): Promise<Reservation> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    return ctx.em.transactional(async (em) => {
      const reservation = await ownReservation(em, ctx, id, true);
      if (reservation.closed) throw new AppError('AppointmentClosed');
      await deleteReservation(em, ctx, reservation);
      return reservation;
    });
  }
}

export async function ownReservation(
  em: EntityManager,
  ctx: AuthedContext,
  id: number,
  lock = false,
): Promise<Reservation> {
  const reservation = await em.findOne(
    Reservation,
    { id, practice: ctx.auth.practiceId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!reservation) throw notFound();
  return reservation;
}

export async function createReservation(
  em: EntityManager,
  ctx: AuthedContext,
  patient: Patient,
  time: Date,
  remark: string,
): Promise<Reservation> {
  const reservation = em.create(Reservation, {
    practice: em.getReference(Practice, ctx.auth.practiceId),
    patient,
    user: em.getReference(User, ctx.auth.user.id),
    reservationTime: time,
    remark,
  });
  await em.flush();
  recordAudit(em, ctx, 'create', 'Reservation', reservation.id, ['reservationTime', 'remark']);
  return reservation;
}

export async function deleteReservation(
  em: EntityManager,
  ctx: AuthedContext,
  reservation: Reservation,
): Promise<void> {
  await em.nativeUpdate(Case, { reservation: reservation.id }, { reservation: null });
  recordAudit(em, ctx, 'delete', 'Reservation', reservation.id);
  em.remove(reservation);
  await em.flush();
}

export { ReservationStatus };
