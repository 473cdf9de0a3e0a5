import { searchModes } from '@postradar/contracts';
import { selectRows } from '@postradar/db';
import { generateFixture, loadFixture } from '@postradar/search/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

/** Text that would change a statement if it were pasted into SQL rather than bound. */
const payloads = [
  "' OR '1'='1",
  "'; DROP TABLE posts; --",
  '"; DROP TABLE pages; --',
  "') OR 1=1 --",
  "\\'; DELETE FROM users; --",
  "' UNION SELECT email FROM users --",
  '1; SELECT pg_sleep(5)',
  '$$; TRUNCATE domains; $$',
  "%' OR '%'='",
  '%_\\',
  '{"a","b"}',
  '$1 $2::text',
  "& | ! ( ) : * <-> 'a':*",
  // A NUL character is refused with 400 before any SQL (security/nul-characters.db.test.ts).
];

const tables = ['posts', 'post_contents', 'pages', 'domains', 'pixels', 'users', 'sessions'];

describe('text parameters of the research calls', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let before: Record<string, number>;

  const counts = async () => {
    const rows = await selectRows<{ name: string; rows: number }>(
      app.db,
      sql.join(
        tables.map(
          (name) => sql`select ${name} as name, count(*)::int as rows from ${sql.identifier(name)}`,
        ),
        sql` union all `,
      ),
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
  };

  const get = async (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    const response = await app.inject({
      method: 'GET',
      url: search ? `${path}?${search}` : path,
      headers: auth,
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    auth = (await signInTestUser(app, { email: 'prober@example.com' })).auth;
    await loadFixture(app.db, generateFixture(40, 11));
    before = await counts();
  });
  afterAll(() => app.close());

  it.each(payloads)('searches posts for %j like any other text', async (payload) => {
    const queries: Record<string, string>[] = [
      ...searchModes.map((mode) => ({ q: payload, mode })),
      { q: `nurse ${payload}` },
      { q: `"${payload}"` },
      { q: `page:${payload}` },
      { q: `page:"${payload}"` },
      { q: `p:${payload} nurse` },
      { q: `site:${payload}` },
      { q: `s:"${payload}"` },
      { q: `tag:${payload}` },
      { q: `t:"${payload}" nurse` },
      { q: 'nurse', exclude: payload },
      { exclude: `${payload}, life` },
    ];
    for (const query of queries) {
      const { status, body } = await get('/api/posts', query);
      expect({ query, status }).toEqual({ query, status: 200 });
      expect(Array.isArray(body.data.docs)).toBe(true);
    }
  });

  it.each(payloads)(
    'lists pages, domains and pixels for %j like any other text',
    async (payload) => {
      for (const path of ['/api/pages', '/api/domains', '/api/pixels']) {
        const { status, body } = await get(path, { q: payload });
        expect({ path, status }).toEqual({ path, status: 200 });
        expect(Array.isArray(body.data.docs)).toBe(true);
      }
    },
  );

  it.each(payloads)('refuses %j as an id with 400', async (payload) => {
    const id = encodeURIComponent(payload);
    for (const path of ['posts', 'pages', 'domains', 'pixels'].flatMap((entity) => [
      `/api/${entity}/${id}`,
      ...(entity === 'posts' ? [] : [`/api/${entity}/${id}/posts`]),
    ])) {
      const { status, body } = await get(path);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('answers ids beyond every row with 404, never a server error', async () => {
    for (const path of ['/api/posts/9999999999999999', '/api/pages/9007199254740993/posts']) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('leaves every table as it was', async () => {
    expect(await counts()).toEqual(before);
  });
});
