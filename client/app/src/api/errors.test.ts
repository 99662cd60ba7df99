import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { feedbackForError, NETWORK_ABNORMAL } from './errors';

const graphqlError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions }] } as never);

describe('global error handling (seed 000 section 8)', () => {
  it('offline: the network is abnormal', () => {
    expect(feedbackForError(new Error('x'), { online: false })).toMatchObject({
      kind: 'error',
      message: NETWORK_ABNORMAL,
    });
  });

  it('401: unauthenticated, decided by path where it is shown', () => {
    expect(
      feedbackForError(graphqlError({ code: 'UNAUTHENTICATED', message: 'Authrication is invalid' }), { online: true }),
    ).toEqual({
      kind: 'unauthenticated',
      message: 'Authrication is invalid',
    });
    const http401 = new ServerError('401', {
      response: new Response('', { status: 401 }),
      bodyText: '{"code":401,"msg":"Authrication is invalid"}',
    } as never);
    expect(feedbackForError(http401, { online: true })).toMatchObject({ kind: 'unauthenticated' });
  });

  it('other errors: the catalogue message for 3000 ms, with its values', () => {
    expect(
      feedbackForError(
        graphqlError({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many failed login attempts, please try again in {minutes} minutes',
          values: { minutes: 15 },
        }),
        {
          online: true,
        },
      ),
    ).toEqual({
      kind: 'error',
      message: 'Too many failed login attempts, please try again in {minutes} minutes',
      values: { minutes: 15 },
      timeout: 3000,
    });
  });

  it('no message: the service is abnormal; 409 without message: user already exists', () => {
    expect(feedbackForError(graphqlError({ code: 'INTERNAL_SERVER_ERROR' }), { online: true })).toMatchObject({
      message: 'The service is abnormal, please try again later',
    });
    expect(feedbackForError(graphqlError({ code: 'CONFLICT' }), { online: true })).toMatchObject({
      message: 'user already exists',
    });
  });
});
