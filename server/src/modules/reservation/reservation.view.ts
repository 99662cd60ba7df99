import { z } from 'zod';
import { recordId, timestamp } from '../../core/answers.js';
import type { Reservation } from './reservation.entity.js';

export const restReservationAnswer = z.object({
  id: recordId,
  pid: recordId,
  uid: recordId,
  reservation_time: timestamp,
  remark: z.string(),
  status: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const toRestReservation = (r: Reservation) => ({
  id: r.id,
  pid: r.pid,
  uid: r.uid,
  reservation_time: r.reservationTime,
  remark: r.remark,
  status: r.status,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
