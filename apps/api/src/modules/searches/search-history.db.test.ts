import { collectionLimits } from '@postradar/contracts';
import { searchHistory } from '@postradar/db';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

type Method = 'GET' | 'POST' | 'DELETE';
type Auth = Record<string, string>;

describe('the search history', () => {
  let app: FastifyInstance;

  async function call(auth: Auth, method: Method, url: string, payload?: object) {
    const response = await app.inject({ method, url, headers: auth, payload });
    return { status: response.statusCode, body: response.json() };
  }
  async function record(auth: Auth, search: object) {
    const { status, body } = await call(auth, 'POST', '/api/search-history', search);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }
  async function storedCount(userId: string) {
    const [row] = await app.db
      .select({ total: count() })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId));
    return row?.total;
  }

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/search-history'],
      ['POST', '/api/search-history'],
      ['DELETE', '/api/search-history/1'],
      ['DELETE', '/api/search-history'],
    ] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('updates the newest entry for the same search, in any parameter order', async () => {
    const { auth } = await signInTestUser(app, { email: 'history@example.com' });
    const first = await record(auth, {
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions' },
      total: 12,
    });
    expect(first).toMatchObject({
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions' },
      total: 12,
      totalCapped: false,
    });
    const again = await record(auth, {
      path: '/a/posts',
      params: { sort: 'reactions', q: 'nurse mug' },
      total: 1000,
      totalCapped: true,
    });
    expect(again).toMatchObject({ _id: first._id, total: 1000, totalCapped: true });
    expect(Date.parse(again.ranAt)).toBeGreaterThanOrEqual(Date.parse(first.ranAt));

    // Another screen with the same parameters, then the first search again: new entries.
    const ads = await record(auth, {
      path: '/a/ads',
      params: { q: 'nurse mug', sort: 'reactions' },
      total: 3,
    });
    const third = await record(auth, {
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions' },
      total: 12,
    });
    expect(new Set([first._id, ads._id, third._id]).size).toBe(3);
    const narrower = await record(auth, {
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions', kind: 'ad' },
      total: 2,
    });
    expect(narrower._id).not.toBe(third._id);

    const history = await call(auth, 'GET', '/api/search-history');
    expect(history.body.data).toMatchObject({
      page: 1,
      pages: 1,
      total: 4,
      perPage: 50,
      totalCapped: false,
    });
    expect(history.body.data.docs.map((entry: { _id: string }) => entry._id)).toEqual([
      narrower._id,
      third._id,
      ads._id,
      first._id,
    ]);
    const paged = await call(auth, 'GET', '/api/search-history?perPage=10&page=2');
    expect(paged.body.data).toMatchObject({ docs: [], page: 2, total: 4 });
  });

  it("names the saved search of an entry's screen and parameters, never another user's", async () => {
    const alice = await signInTestUser(app, { email: 'saver@example.com' });
    const bob = await signInTestUser(app, { email: 'copier@example.com' });
    const mugs = { path: '/a/posts', params: { q: 'nurse mug', sort: 'reactions' } };
    const entry = await record(alice.auth, { ...mugs, total: 12 });
    const other = await record(alice.auth, { path: '/a/ads', params: mugs.params, total: 3 });
    await record(bob.auth, { ...mugs, total: 12 });
    const savedAs = async (auth: Auth) => {
      const history = await call(auth, 'GET', '/api/search-history');
      return history.body.data.docs.map((doc: { _id: string; savedAs: unknown }) => [
        doc._id,
        doc.savedAs,
      ]);
    };
    expect(await savedAs(alice.auth)).toEqual([
      [other._id, null],
      [entry._id, null],
    ]);

    // Saved with its parameters in another order: the same search.
    const save = (auth: Auth, name: string) =>
      call(auth, 'POST', '/api/saved-searches', {
        name,
        path: '/a/posts',
        params: { sort: 'reactions', q: 'nurse mug' },
      });
    const saved = (await save(alice.auth, 'Nurse mugs')).body.data;
    expect(await savedAs(alice.auth)).toEqual([
      [other._id, null],
      [entry._id, { _id: saved._id, name: 'Nurse mugs' }],
    ]);
    const [bobEntry] = await savedAs(bob.auth);
    expect(bobEntry[1]).toBeNull();

    // Saved twice, the newest name; deleted, no longer saved.
    const newer = (await save(alice.auth, 'Mugs again')).body.data;
    expect((await savedAs(alice.auth))[1]).toEqual([
      entry._id,
      { _id: newer._id, name: 'Mugs again' },
    ]);
    for (const { _id } of [saved, newer]) {
      await call(alice.auth, 'DELETE', `/api/saved-searches/${_id}`);
    }
    expect((await savedAs(alice.auth))[1]).toEqual([entry._id, null]);
  });

  it('refuses a search of another screen', async () => {
    const { auth } = await signInTestUser(app, { email: 'paths@example.com' });
    for (const path of ['/a/ideas', '/a/pages/abc', 'https://example.com/a/posts']) {
      const answer = await call(auth, 'POST', '/api/search-history', {
        path,
        params: {},
        total: 1,
      });
      expect(answer.status, path).toBe(400);
    }
  });

  it('keeps the newest 1,000 entries', async () => {
    const { auth, user } = await signInTestUser(app, { email: 'busy@example.com' });
    const start = Date.parse('2026-01-01T00:00:00Z');
    await app.db.insert(searchHistory).values(
      Array.from({ length: collectionLimits.searchHistory }, (_, index) => ({
        userId: user.id,
        path: '/a/posts',
        params: { q: `search ${index}` },
        total: index,
        ranAt: new Date(start + index * 60_000),
      })),
    );
    const latest = await record(auth, { path: '/a/trending', params: {}, total: 40 });
    expect(await storedCount(user.id)).toBe(collectionLimits.searchHistory);
    const [oldest] = await app.db
      .select({ params: searchHistory.params })
      .from(searchHistory)
      .where(eq(searchHistory.userId, user.id))
      .orderBy(asc(searchHistory.ranAt))
      .limit(1);
    expect(oldest?.params).toEqual({ q: 'search 1' });
    const history = await call(auth, 'GET', '/api/search-history?perPage=10');
    expect(history.body.data).toMatchObject({ total: 1000, pages: 100 });
    expect(history.body.data.docs[0]._id).toBe(latest._id);
  });

  it("deletes one entry or all of them, never another user's", async () => {
    const alice = await signInTestUser(app, { email: 'alice@example.com' });
    const bob = await signInTestUser(app, { email: 'bob@example.com' });
    const kept = await record(alice.auth, { path: '/a/posts', params: { q: 'kept' }, total: 1 });
    const gone = await record(alice.auth, { path: '/a/posts', params: { q: 'gone' }, total: 1 });
    await record(bob.auth, { path: '/a/ads', params: {}, total: 5 });

    const refused = await call(bob.auth, 'DELETE', `/api/search-history/${gone._id}`);
    expect(refused).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await storedCount(alice.user.id)).toBe(2);

    const removed = await call(alice.auth, 'DELETE', `/api/search-history/${gone._id}`);
    expect(removed.body).toEqual({ success: true, data: { removed: true } });
    expect((await call(alice.auth, 'DELETE', `/api/search-history/${gone._id}`)).status).toBe(404);
    const left = await call(alice.auth, 'GET', '/api/search-history');
    expect(left.body.data.docs.map((entry: { _id: string }) => entry._id)).toEqual([kept._id]);

    const cleared = await call(alice.auth, 'DELETE', '/api/search-history');
    expect(cleared.body).toEqual({ success: true, data: { removed: 1 } });
    expect(await storedCount(alice.user.id)).toBe(0);
    expect(await storedCount(bob.user.id)).toBe(1);
  });
});
