import { favoriteCategories, favorites, poolItems } from '@postradar/db';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInCaller, type Caller } from './test/collection-caller';

describe('the marks of a page of results: saved, pooled, followed and ignored', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let seller: Caller;
  let other: Caller;

  const noneIgnored = { postIds: [], pageIds: [], domainIds: [] };
  const postIds = () => fixture.posts.slice(0, 12).map((post) => String(post.id));
  const marksUrl = () =>
    `/api/collections/marks?posts=${postIds().join(',')}` +
    `&pages=${fixture.pageIds.join(',')}&domains=${fixture.domainIds.join(',')}` +
    `&pixels=${fixture.pixelIds.join(',')}`;

  /** Saves posts (by fixture index) into a new category of the user. */
  async function saveFavorites(userId: string, name: string, indexes: number[]) {
    const [category] = await app.db
      .insert(favoriteCategories)
      .values({ userId, name })
      .returning({ id: favoriteCategories.id });
    await app.db.insert(favorites).values(
      indexes.map((index) => ({
        categoryId: category?.id as number,
        postId: fixture.posts[index]?.id as number,
        userId,
      })),
    );
  }

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(60, 3));
    seller = await signInCaller(app, 'seller@example.com');
    other = await signInCaller(app, 'other@example.com');
  });
  afterAll(() => app.close());

  it('marks the named posts saved in any category or pooled, and the followed entities', async () => {
    await saveFavorites(seller.userId, 'Nurse', [1, 4, 7]);
    await saveFavorites(seller.userId, 'Dogs', [4, 9, 30]);
    await app.db.insert(poolItems).values(
      [2, 4, 31].map((index) => ({
        poolOwnerId: seller.userId,
        postId: fixture.posts[index]?.id as number,
        addedBy: seller.userId,
      })),
    );
    await seller.put(`/api/follows/page/${fixture.pageIds[3]}`);
    await seller.put(`/api/follows/domain/${fixture.domainIds[0]}`);
    await seller.put(`/api/follows/pixel/${fixture.pixelIds[1]}`);
    // Another user's collections mark nothing for the seller.
    await saveFavorites(other.userId, 'Theirs', [0, 1]);
    await other.put(`/api/follows/page/${fixture.pageIds[0]}`);

    const id = (index: number) => String(fixture.posts[index]?.id);
    const { status, body } = await seller.get(marksUrl());
    expect(status).toBe(200);
    expect(body.data).toEqual({
      favoritePostIds: [id(1), id(4), id(7), id(9)],
      pooledPostIds: [id(2), id(4)],
      followed: {
        pageIds: [String(fixture.pageIds[3])],
        domainIds: [String(fixture.domainIds[0])],
        pixelIds: [String(fixture.pixelIds[1])],
      },
      ignored: noneIgnored,
    });
    expect((await other.get(marksUrl())).body.data).toEqual({
      favoritePostIds: [id(0), id(1)],
      pooledPostIds: [],
      followed: { pageIds: [String(fixture.pageIds[0])], domainIds: [], pixelIds: [] },
      ignored: noneIgnored,
    });
  });

  it("marks the named posts, pages and domains the user ignores, never another user's", async () => {
    const id = (index: number) => String(fixture.posts[index]?.id);
    await seller.put(`/api/ignored/post/${id(5)}`);
    await seller.put(`/api/ignored/post/${id(3)}`);
    await seller.put(`/api/ignored/page/${fixture.pageIds[1]}`);
    await seller.put(`/api/ignored/domain/${fixture.domainIds[2]}`);
    await other.put(`/api/ignored/post/${id(6)}`);
    await other.put(`/api/ignored/page/${fixture.pageIds[0]}`);
    await other.put(`/api/ignored/domain/${fixture.domainIds[1]}`);

    const { body } = await seller.get(marksUrl());
    expect(body.data.ignored).toEqual({
      postIds: [id(3), id(5)],
      pageIds: [String(fixture.pageIds[1])],
      domainIds: [String(fixture.domainIds[2])],
    });
    expect((await other.get(marksUrl())).body.data.ignored).toEqual({
      postIds: [id(6)],
      pageIds: [String(fixture.pageIds[0])],
      domainIds: [String(fixture.domainIds[1])],
    });

    // Taken off the blacklist, it is no longer marked.
    await seller.del(`/api/ignored/page/${fixture.pageIds[1]}`);
    const after = await seller.get(`/api/collections/marks?pages=${fixture.pageIds.join(',')}`);
    expect(after.body.data.ignored).toEqual(noneIgnored);
    await seller.del(`/api/ignored/post/${id(5)}`);
    await seller.del(`/api/ignored/post/${id(3)}`);
    await seller.del(`/api/ignored/domain/${fixture.domainIds[2]}`);
  });

  it('answers only what was named, nothing when nothing was, and names a bad list', async () => {
    const only = await seller.get(`/api/collections/marks?pages=${fixture.pageIds[3]},999999`);
    expect(only.body.data).toEqual({
      favoritePostIds: [],
      pooledPostIds: [],
      followed: { pageIds: [String(fixture.pageIds[3])], domainIds: [], pixelIds: [] },
      ignored: noneIgnored,
    });
    expect((await seller.get('/api/collections/marks')).body.data).toEqual({
      favoritePostIds: [],
      pooledPostIds: [],
      followed: { pageIds: [], domainIds: [], pixelIds: [] },
      ignored: noneIgnored,
    });
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    const refused = await seller.get(`/api/collections/marks?posts=${tooMany}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("'posts'");
    expect((await seller.get('/api/collections/marks?domains=1,abc')).status).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/collections/marks' });
    expect(anonymous.statusCode).toBe(401);
  });
});
