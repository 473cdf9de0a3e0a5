import { createDb, type DbHandle } from '@postradar/db';
import {
  createTestDb,
  startCuttableTcpProxy,
  type CuttableTcpProxy,
  type TestDbHandle,
} from '@postradar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

const unreachable = {
  success: false,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The database cannot be reached right now. Please try again in a moment.',
};
const healthDown = {
  success: false,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The database is unreachable.',
};

/** The calls of a signed-in user while the database is out of reach: each must answer. */
const calls = ['/api/posts?q=nurse', '/api/pages', '/api/user/profile', '/api/plans'];

/** What the app answers while the database is out of reach (no call may hang: decision 0037). */
async function expectUnavailable(app: FastifyInstance, auth: Record<string, string>) {
  for (const url of calls) {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 503 });
    expect(response.json()).toEqual(unreachable);
  }
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual(healthDown);
}

async function expectAnswering(app: FastifyInstance, auth: Record<string, string>) {
  for (const url of calls) {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  }
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
}

/**
 * PostgreSQL behind a TCP proxy that the test cuts (open connections dropped, new ones never
 * answered) and restores, with short connect timeouts so that the test does not wait long.
 */
describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL server out of reach', () => {
  let target: TestDbHandle;
  let proxy: CuttableTcpProxy;
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    target = await createTestDb();
    const url = new URL(target.databaseUrl ?? '');
    proxy = await startCuttableTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const database = await createDb({
      databaseUrl: proxy.urlFor(url.toString()),
      migrate: false,
      connectTimeoutMs: 300,
      statementTimeoutMs: 5_000,
      onIdleConnectionError: () => {},
    });
    app = await buildTestApp({}, database);
    auth = (await signInTestUser(app, { email: 'steady@example.com' })).auth;
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await target.close();
  });

  it('answers 503 at once, reports the database down, and recovers without a restart', async () => {
    await expectAnswering(app, auth);
    proxy.cut();
    await expectUnavailable(app, auth);
    proxy.restore();
    await expectAnswering(app, auth);
  });
});

/** The embedded database closed under the running app: it answers, and says why. */
describe.skipIf(process.env.DATABASE_URL)('an embedded database that closed', () => {
  let database: DbHandle;
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDb();
    app = await buildTestApp({}, database);
    auth = (await signInTestUser(app, { email: 'steady@example.com' })).auth;
  });
  afterAll(() => app.close());

  it('answers 503 and reports the database down', async () => {
    await expectAnswering(app, auth);
    await database.close();
    await expectUnavailable(app, auth);
  });
});
