import { z } from 'zod';
import { recordId } from '../../core/answers.js';
import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { loginInput } from './auth.service.js';

export function registerAuthRest(rest: RestRouter, { auth }: Services): void {
  rest.route(
    'POST',
    '/api/login',
    async (ctx, { body }, reply) => {
      const { user, token } = await auth.login(ctx, body);
      reply.header('authorization', token);
      reply.header('access-control-expose-headers', 'authorization');
      return { id: user.id, token };
    },
    { public: true, body: loginInput, answer: z.object({ id: recordId, token: z.string().min(1) }) },
  );
  rest.route('GET', '/api/rsakey', async () => auth.publicKeyPem, {
    public: true,
    answer: z.string().startsWith('-----BEGIN PUBLIC KEY-----'),
  });
  rest.route(
    'POST',
    '/api/logout',
    async (ctx) => {
      await auth.logout(ctx);
      return null;
    },
    { answer: z.null() },
  );
  rest.route(
    'POST',
    '/api/reset_password',
    async (ctx, { body }) => {
      await auth.resetPassword(ctx, body);
      return null;
    },
    { answer: z.null() },
  );
}
