import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { createReservationInput, reservationListInput, updateReservationInput } from './reservation.service.js';
import { toRestReservation } from './reservation.view.js';

export function registerReservationRest(rest: RestRouter, { reservations }: Services): void {
  rest.route(
    'GET',
    '/api/reservation',
    async (ctx, { query }) => listData(await reservations.list(ctx, query), toRestReservation),
    { query: reservationListInput },
  );
  rest.route('GET', '/api/reservation/:id', async (ctx, { params }) =>
    toRestReservation(await reservations.get(ctx, params.id)),
  );
  rest.route(
    'POST',
    '/api/reservation',
    async (ctx, { body }) => toRestReservation(await reservations.create(ctx, body)),
    { body: createReservationInput },
  );
  rest.route(
    'PUT',
    '/api/reservation/:id',
    async (ctx, { params, body }) => toRestReservation(await reservations.update(ctx, params.id, body)),
    { body: updateReservationInput },
  );
  rest.route('DELETE', '/api/reservation/:id', async (ctx, { params }) => ({
    id: (await reservations.delete(ctx, params.id)).id,
  }));
}
