import { generateFixture, loadFixture } from '@postradar/search/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

/** The word whose folding the test database makes slow. */
const SLOW_WORD = 'slowsearch';

/**
 * A search for SLOW_WORD runs a statement that outlasts the statement timeout: the test
 * database's folding function sleeps for it. PGlite cannot stop a running statement (decision
 * 0036), so there the function fails the statement the way PostgreSQL's timeout does.
 */
async function slowDownFolding(app: FastifyInstance) {
  const slow = process.env.DATABASE_URL
    ? 'perform pg_sleep(30)'
    : "raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'";
  await app.db.execute(sql`alter function postradar_fold(text) rename to postradar_fold_unslowed`);
  await app.db.execute(
    sql.raw(`create function postradar_fold(input text) returns text
      language plpgsql immutable strict as $$
      begin
        if input = '${SLOW_WORD}' then ${slow}; end if;
        return postradar_fold_unslowed(input);
      end $$`),
  );
}

describe('a search that outlasts the statement timeout (decision 0036)', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: auth });
  const tookTooLong = {
    success: false,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The search took too long. Narrow it down and try again.',
  };

  beforeAll(async () => {
    app = await buildTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '200' });
    auth = (await signInTestUser(app, { email: 'patient@example.com' })).auth;
    await loadFixture(app.db, generateFixture(20, 5));
    await slowDownFolding(app);
  });
  afterAll(() => app.close());

  it('answers 503 saying so, and the next search answers', async () => {
    for (const url of [`/api/posts?q=${SLOW_WORD}`, `/api/pages?q=${SLOW_WORD}`]) {
      const slow = await get(url);
      expect({ url, status: slow.statusCode }).toEqual({ url, status: 503 });
      expect(slow.json()).toEqual(tookTooLong);
      const next = await get('/api/posts?q=nurse');
      expect(next.statusCode).toBe(200);
      expect(next.json().data.docs.length).toBeGreaterThan(0);
    }
  });

  it('frees the place of every search that timed out', async () => {
    const answers = [];
    for (let index = 0; index < 3; index++) answers.push(await get(`/api/posts?q=${SLOW_WORD}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    expect((await get('/api/pages')).statusCode).toBe(200);
  });
});
