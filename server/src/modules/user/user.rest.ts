import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { profileFromRest } from './profile.input.js';
import { restUserAnswer, toRestUser } from './user.view.js';

export function registerUserRest(rest: RestRouter, { users }: Services): void {
  rest.route(
    'GET',
    '/api/user/:id',
    async (ctx, { params }) => {
      const user = await users.get(ctx, params.id);
      return toRestUser(user, await users.actualChildren(ctx.em, user));
    },
    { answer: restUserAnswer },
  );
  rest.route(
    'PUT',
    '/api/user/:id',
    async (ctx, { params, body }) => {
      const user = await users.updateProfile(ctx, params.id, profileFromRest(body));
      return toRestUser(user, await users.actualChildren(ctx.em, user));
    },
    { answer: restUserAnswer },
  );
}
