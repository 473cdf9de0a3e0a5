import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

describe('answers with tokens, codes or sessions are never cached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('sends Cache-Control: no-store on each of them, successful or not', async () => {
    const staff = await signInTestUser(app, { email: 'cache@example.com', roles: ['admin'] });
    const handoff = await app.inject({
      method: 'POST',
      url: '/authentication/admin-handoff',
      headers: staff.auth,
    });
    const answers = {
      token: await app.inject({
        method: 'POST',
        url: '/authentication/oauth/token',
        headers: { 'refresh-token': staff.refreshToken },
      }),
      'refused token': await app.inject({
        method: 'POST',
        url: '/authentication/oauth/token',
        headers: { 'refresh-token': 'not-a-token' },
      }),
      heartbeat: await app.inject({
        method: 'GET',
        url: '/authentication/heartbeat',
        headers: staff.auth,
      }),
      sessions: await app.inject({ method: 'GET', url: '/api/user/sessions', headers: staff.auth }),
      handoff,
      exchange: await app.inject({
        method: 'POST',
        url: '/admin-api/auth/exchange',
        payload: { code: handoff.json().data.code },
      }),
      'sign-in callback': await app.inject({
        method: 'GET',
        url: '/passport/auth/google/callback?error=access_denied',
      }),
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]),
    );
    expect(statuses).toEqual({
      token: 200,
      'refused token': 401,
      heartbeat: 200,
      sessions: 200,
      handoff: 200,
      exchange: 200,
      'sign-in callback': 302,
    });
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
  });
});
