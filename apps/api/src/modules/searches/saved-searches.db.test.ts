import { collectionLimits } from '@postradar/contracts';
import { savedSearches } from '@postradar/db';
import { insertTestPosts, type TestPost } from '@postradar/db/testing';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = Record<string, string>;

const day = 86_400_000;
/** After now and after every post of the fixture was first seen (up to early December 2026). */
const lastRun = new Date(Math.max(Date.now(), Date.parse('2026-12-10T00:00:00Z')) + day);
const later = new Date(lastRun.getTime() + day);

describe('saved searches', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;

  async function call(auth: Auth, method: Method, url: string, payload?: object) {
    const response = await app.inject({ method, url, headers: auth, payload });
    return { status: response.statusCode, body: response.json() };
  }
  async function save(auth: Auth, search: object) {
    const { status, body } = await call(auth, 'POST', '/api/saved-searches', search);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }
  async function newPosts(auth: Auth, id: string) {
    const { status, body } = await call(auth, 'GET', `/api/saved-searches/${id}/new-posts`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }
  function newPost(
    networkId: string,
    post: Partial<TestPost> & { pageId: number; firstSeenAt: Date },
  ): TestPost {
    return {
      networkId,
      kind: 'post',
      domainId: null,
      message: 'a new design',
      mediaType: 'photo',
      tags: [],
      createdTime: post.firstSeenAt,
      metricsAt: post.firstSeenAt,
      ...post,
    };
  }
  const pageId = (index: number) => fixture.pageIds[index] as number;

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(60, 5));
  });
  afterAll(() => app.close());

  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/saved-searches'],
      ['POST', '/api/saved-searches'],
      ['PUT', '/api/saved-searches/1'],
      ['DELETE', '/api/saved-searches/1'],
      ['GET', '/api/saved-searches/1/new-posts'],
      ['POST', '/api/saved-searches/1/run'],
    ] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('names searches: trimmed, 1 to 80 characters, unique per user in any case', async () => {
    const { auth } = await signInTestUser(app, { email: 'names@example.com' });
    const mugs = await save(auth, {
      name: '  Nurse mugs ',
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions' },
    });
    expect(mugs).toMatchObject({
      name: 'Nurse mugs',
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions' },
    });
    for (const name of ['   ', 'x'.repeat(81)]) {
      const invalid = await call(auth, 'POST', '/api/saved-searches', {
        name,
        path: '/a/posts',
        params: {},
      });
      expect(invalid.status, name).toBe(400);
      expect(invalid.body.message).toContain('Invalid name');
    }
    const longest = await save(auth, { name: 'y'.repeat(80), path: '/a/ads', params: {} });
    expect(longest.name).toHaveLength(80);
    const duplicate = await call(auth, 'POST', '/api/saved-searches', {
      name: 'NURSE MUGS',
      path: '/a/ads',
      params: {},
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'This name already exists' },
    });
    const unusable = await call(auth, 'POST', '/api/saved-searches', {
      name: 'Bad sort',
      path: '/a/posts',
      params: { sort: 'bogus' },
    });
    expect(unusable.status).toBe(400);
    expect(unusable.body.message).toContain("'sort'");

    const renamed = await call(auth, 'PUT', `/api/saved-searches/${mugs._id}`, {
      name: 'Mugs for nurses',
    });
    expect(renamed.body.data).toMatchObject({ _id: mugs._id, name: 'Mugs for nurses' });
    const taken = await call(auth, 'PUT', `/api/saved-searches/${mugs._id}`, {
      name: 'Y'.repeat(80),
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This name already exists' } });
    const blank = await call(auth, 'PUT', `/api/saved-searches/${mugs._id}`, { name: ' ' });
    expect(blank.status).toBe(400);

    const list = await call(auth, 'GET', '/api/saved-searches');
    expect(list.body.data).toMatchObject({
      page: 1,
      pages: 1,
      total: 2,
      perPage: 50,
      totalCapped: false,
    });
    expect(list.body.data.docs.map((saved: { _id: string }) => saved._id)).toEqual([
      longest._id,
      mugs._id,
    ]);
    const removed = await call(auth, 'DELETE', `/api/saved-searches/${longest._id}`);
    expect(removed.body).toEqual({ success: true, data: { removed: true } });
    expect((await call(auth, 'DELETE', `/api/saved-searches/${longest._id}`)).status).toBe(404);
  });

  it('keeps at most 200 saved searches', async () => {
    const { auth, user } = await signInTestUser(app, { email: 'full@example.com' });
    await app.db.insert(savedSearches).values(
      Array.from({ length: collectionLimits.savedSearches - 1 }, (_, index) => ({
        userId: user.id,
        name: `Search ${index}`,
        path: '/a/posts',
        params: { q: `word${index}` },
      })),
    );
    await save(auth, { name: 'The last one', path: '/a/posts', params: {} });
    const refused = await call(auth, 'POST', '/api/saved-searches', {
      name: 'One more',
      path: '/a/posts',
      params: {},
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'LIMIT_REACHED', message: 'You can keep at most 200 saved searches.' },
    });
  });

  it("answers another user's saved search as one that does not exist, changing nothing", async () => {
    const alice = await signInTestUser(app, { email: 'alice@example.com' });
    const bob = await signInTestUser(app, { email: 'bob@example.com' });
    const saved = await save(alice.auth, { name: 'Mine', path: '/a/posts', params: {} });
    const [before] = await app.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, Number(saved._id)));
    for (const [method, path, payload] of [
      ['PUT', '', { name: 'Taken over' }],
      ['DELETE', '', undefined],
      ['GET', '/new-posts', undefined],
      ['POST', '/run', undefined],
    ] as const) {
      const answer = await call(
        bob.auth,
        method,
        `/api/saved-searches/${saved._id}${path}`,
        payload,
      );
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Saved search not found.' },
      });
    }
    const [after] = await app.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, Number(saved._id)));
    expect(after).toEqual(before);
    expect((await call(bob.auth, 'GET', '/api/saved-searches')).body.data.docs).toEqual([]);
  });

  it('counts the posts first seen since the search was last run, up to 100', async () => {
    const { auth, user } = await signInTestUser(app, { email: 'watcher@example.com' });
    const bob = await signInTestUser(app, { email: 'other@example.com' });
    const group = await call(auth, 'POST', '/api/groups', { name: 'Page two' });
    await call(auth, 'PUT', `/api/groups/${group.body.data._id}/members/page/${pageId(2)}`);
    const searches = {
      all: await save(auth, { name: 'All', path: '/a/posts', params: {} }),
      word: await save(auth, { name: 'Word', path: '/a/posts', params: { q: 'zanzibar' } }),
      ads: await save(auth, { name: 'Ads', path: '/a/ads', params: {} }),
      page: await save(auth, { name: 'Page', path: `/a/pages/${pageId(2)}`, params: {} }),
      trending: await save(auth, { name: 'Trend', path: '/a/trending', params: { kind: 'post' } }),
      group: await save(auth, {
        name: 'Group',
        path: `/a/groups/${group.body.data._id}`,
        params: {},
      }),
    };
    await app.db
      .update(savedSearches)
      .set({ lastRunAt: lastRun })
      .where(eq(savedSearches.userId, user.id));
    for (const saved of Object.values(searches)) {
      expect(await newPosts(auth, saved._id)).toEqual({ count: 0, isCapped: false });
    }

    await insertTestPosts(app.db, [
      newPost('new_1', { pageId: pageId(2), firstSeenAt: later, message: 'zanzibar mug' }),
      newPost('new_2', { pageId: pageId(2), firstSeenAt: later, kind: 'ad' }),
      newPost('new_3', { pageId: pageId(3), firstSeenAt: later, kind: 'ad' }),
      // Seen just before the search was last run: not new.
      newPost('old_1', { pageId: pageId(2), firstSeenAt: new Date(lastRun.getTime() - 1) }),
    ]);
    // One at a time: new-posts counts are searches, two of which run at once per user.
    const counts = async () => {
      const found: Record<string, number> = {};
      for (const [key, saved] of Object.entries(searches)) {
        found[key] = (await newPosts(auth, saved._id)).count;
      }
      return found;
    };
    expect(await counts()).toEqual({ all: 3, word: 1, ads: 2, page: 2, trending: 1, group: 2 });

    await insertTestPosts(
      app.db,
      Array.from({ length: 100 }, (_, index) =>
        newPost(`many_${index}`, { pageId: pageId(4), firstSeenAt: later }),
      ),
    );
    expect(await newPosts(auth, searches.all._id)).toEqual({ count: 100, isCapped: true });
    expect(await newPosts(auth, searches.page._id)).toEqual({ count: 2, isCapped: false });

    // Running it starts the count again from now.
    const ran = await call(auth, 'POST', `/api/saved-searches/${searches.page._id}/run`);
    expect(ran.status).toBe(200);
    const ranAt = new Date(ran.body.data.lastRunAt);
    expect(Math.abs(ranAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [stored] = await app.db
      .select({ lastRunAt: savedSearches.lastRunAt })
      .from(savedSearches)
      .where(eq(savedSearches.id, Number(searches.page._id)))
      .orderBy(asc(savedSearches.id));
    expect(stored?.lastRunAt.toISOString()).toBe(ranAt.toISOString());
    // The page's posts of the fixture first seen after now, and the three inserted above.
    const sinceRun = fixture.posts.filter(
      (post) => post.page === 2 && post.firstSeenAt > ranAt,
    ).length;
    expect(await newPosts(auth, searches.page._id)).toEqual({
      count: sinceRun + 3,
      isCapped: false,
    });

    // The posts of another user's group stay hidden, as on the group's screen.
    const hidden = await save(bob.auth, {
      name: 'Not mine',
      path: `/a/groups/${group.body.data._id}`,
      params: {},
    });
    const refused = await call(bob.auth, 'GET', `/api/saved-searches/${hidden._id}/new-posts`);
    expect(refused).toMatchObject({ status: 404, body: { message: 'Group not found.' } });
  });
});
