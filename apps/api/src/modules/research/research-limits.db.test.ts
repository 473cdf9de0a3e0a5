import { selectRows } from '@postradar/db';
import { withAdminClient } from '@postradar/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

const researchCalls = [
  '/api/posts?q=gift',
  '/api/posts/1',
  '/api/pages',
  '/api/pages/1',
  '/api/pages/1/posts',
  '/api/domains',
  '/api/domains/1',
  '/api/domains/1/posts',
  '/api/pixels',
  '/api/pixels/1',
  '/api/pixels/1/posts',
];

describe('rate limits on the research calls (decision 0035)', () => {
  let app: FastifyInstance;
  const signIn = async (email: string) => (await signInTestUser(app, { email })).auth;
  const call = (url: string, headers: Record<string, string>, remoteAddress: string) =>
    app.inject({ method: 'GET', url, headers, remoteAddress });

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_RESEARCH_PER_MINUTE: String(researchCalls.length),
      RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: String(researchCalls.length + 4),
    });
  });
  afterAll(() => app.close());

  it("counts every research call of a user and answers the one past the minute's limit with 429", async () => {
    const auth = await signIn('busy@example.com');
    const limit = String(researchCalls.length);
    for (const [index, url] of researchCalls.entries()) {
      const response = await call(url, auth, '198.51.100.1');
      expect({ url, status: response.statusCode }).not.toMatchObject({ status: 429 });
      expect(response.headers).toMatchObject({
        'x-ratelimit-limit': limit,
        'x-ratelimit-remaining': String(researchCalls.length - index - 1),
      });
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await call('/api/pages', auth, '198.51.100.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers).toMatchObject({
      'x-ratelimit-limit': limit,
      'x-ratelimit-remaining': '0',
    });

    const other = await call('/api/pages', await signIn('calm@example.com'), '198.51.100.1');
    expect(other.statusCode).toBe(200);
  });

  it("counts the calls of an address, signed in or not, whoever's they are", async () => {
    const address = '203.0.113.9';
    const [ann, bob] = [await signIn('ann@example.com'), await signIn('bob@example.com')];
    for (let index = 0; index < 4; index++) {
      expect((await call('/api/pages', {}, address)).statusCode).toBe(401);
    }
    for (let index = 0; index < researchCalls.length - 1; index++) {
      expect((await call('/api/pages', index % 2 ? ann : bob, address)).statusCode).toBe(200);
    }
    const last = await call('/api/pages', ann, address);
    expect(last.headers).toMatchObject({ 'x-ratelimit-remaining': '0' });
    const limited = await call('/api/pages', bob, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers).toMatchObject({
      'x-ratelimit-limit': String(researchCalls.length + 4),
    });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await call('/api/pages', bob, '203.0.113.10')).statusCode).toBe(200);
  });
});

/**
 * Searches held in the database by a lock on the posts table, taken by the test on a connection
 * of its own: of three searches sent at once, two take their places and wait for the lock, and
 * the third is refused before anything else can answer. PGlite has one connection, which such a
 * lock would stop for everyone: there limit-research.test.ts holds searches in the handler.
 */
describe.skipIf(!process.env.DATABASE_URL)('searches of one user running at once', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  const search = () =>
    app
      .inject({ method: 'GET', url: '/api/posts?q=gift', headers: auth })
      .then((response) => response);

  beforeAll(async () => {
    app = await buildTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '0' });
    auth = (await signInTestUser(app, { email: 'eager@example.com' })).auth;
  });
  afterAll(() => app.close());

  it('runs two and answers a third with 429 and Retry-After: 1', async () => {
    const [{ name }] = (await selectRows<{ name: string }>(
      app.db,
      sql`select current_database() as name`,
    )) as [{ name: string }];
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    await withAdminClient(url.toString(), async (client) => {
      await client.query('begin');
      await client.query('lock table posts in access exclusive mode');
      const searches = [search(), search(), search()];
      const refused = await Promise.race(searches);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      await client.query('rollback');
      const answers = await Promise.all(searches);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    });
    expect((await search()).statusCode).toBe(200);
  });
});
