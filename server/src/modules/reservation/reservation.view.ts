import type { Reservation } from './reservation.entity.js';

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
