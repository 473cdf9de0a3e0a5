import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('rate limits on sign-in, token, heartbeat and admin hand-off calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '2',
      RATE_LIMIT_TOKEN_PER_MINUTE: '2',
      RATE_LIMIT_HEARTBEAT_PER_MINUTE: '2',
    });
  });
  afterAll(() => app.close());

  it.each([
    ['POST', '/authentication/oauth/token', {}],
    ['GET', '/authentication/heartbeat', {}],
    // Reached by another host name than PUBLIC_URL's: answered with a redirect until limited.
    ['GET', '/passport/auth/google?device=d1', { headers: { host: '127.0.0.1:3000' } }],
    ['GET', '/passport/auth/google/callback?error=access_denied', {}],
    ['POST', '/admin-api/auth/exchange', { payload: { code: 'guessed-code' } }],
  ] as const)(
    'answers the third %s %s within a minute with 429 and Retry-After',
    async (method, url, options) => {
      for (let i = 0; i < 2; i++) await app.inject({ method, url, ...options });
      const limited = await app.inject({ method, url, ...options });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    },
  );
});
