import { idAnswer, listAnswer } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { createReservationInput, reservationListInput, updateReservationInput } from './reservation.service.js';
import { restReservationAnswer as reservation, toRestReservation } from './reservation.view.js';

export function registerReservationRest(rest: RestRouter, { reservations }: Services): void {
  rest.route(
    'GET',
    '/api/reservation',
    async (ctx, { query }) => listData(await reservations.list(ctx, query), toRestReservation),
    { query: reservationListInput, answer: listAnswer(reservation) },
  );
  rest.route(
    'GET',
    '/api/reservation/:id',
    async (ctx, { params }) => toRestReservation(await reservations.get(ctx, params.id)),
    { answer: reservation },
  );
  rest.route(
    'POST',
    '/api/reservation',
    async (ctx, { body }) => toRestReservation(await reservations.create(ctx, body)),
    { body: createReservationInput, answer: reservation },
  );
  rest.route(
    'PUT',
    '/api/reservation/:id',
    async (ctx, { params, body }) => toRestReservation(await reservations.update(ctx, params.id, body)),
    { body: updateReservationInput, answer: reservation },
  );
  rest.route(
    'DELETE',
    '/api/reservation/:id',
    async (ctx, { params }) => ({ id: (await reservations.delete(ctx, params.id)).id }),
    { answer: idAnswer },
  );
}
