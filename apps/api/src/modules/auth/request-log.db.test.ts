import { createTestDb } from '@postradar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signInTestUser } from '../../test/sign-in-test-user';

describe('request logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const database = await createTestDb();
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => app.close());

  it('never show one-time codes: provider code and state, admin hand-off codes', async () => {
    const staff = await signInTestUser(app, {
      email: 'logged@example.com',
      roles: ['admin'],
      plan: null,
    });
    const handoff = await app.inject({
      method: 'POST',
      url: '/authentication/admin-handoff',
      headers: staff.auth,
    });
    const { code } = handoff.json().data as { code: string };
    const secrets = ['provider-code-4f9a', 'state-77c1', code];
    lines.length = 0;

    await app.inject({
      method: 'GET',
      url: `/passport/auth/google/callback?code=${secrets[0]}&state=${secrets[1]}&iss=x`,
    });
    await app.inject({ method: 'GET', url: `/admin/auth/${code}` });
    await app.inject({ method: 'GET', url: `/admin/auth/${code}?from=ass` });
    await app.inject({ method: 'POST', url: '/admin-api/auth/exchange', payload: { code } });

    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/passport/auth/google/callback?code=[redacted]&state=[redacted]&iss=x',
      '/admin/auth/[redacted]',
      '/admin/auth/[redacted]?from=ass',
      '/admin-api/auth/exchange',
    ]);
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });
});
