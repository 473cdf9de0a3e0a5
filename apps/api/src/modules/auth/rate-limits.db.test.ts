import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('rate limits on sign-in, token and heartbeat calls', () => {
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
    ['POST', '/authentication/oauth/token'],
    ['GET', '/authentication/heartbeat'],
    ['GET', '/passport/auth/google/callback?error=access_denied'],
  ] as const)(
    'answers the third %s %s within a minute with 429 and Retry-After',
    async (method, url) => {
      for (let i = 0; i < 2; i++) await app.inject({ method, url });
      const limited = await app.inject({ method, url });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    },
  );
});
