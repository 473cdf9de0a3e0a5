import { newPostsCountLimit } from '@postradar/contracts';
import { follows } from '@postradar/db';
import { insertTestPosts } from '@postradar/db/testing';
import {
  fixturePixelDomains,
  generateFixture,
  loadFixture,
  type StoredFixture,
} from '@postradar/search/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInCaller, type Caller } from './test/collection-caller';

/** A post as the new-post counts see it: its page and domain (fixture indexes), when found. */
interface SeenPost {
  page: number;
  domain: number | null;
  firstSeenAt: Date;
}

describe('follows: following pages, domains and pixels, with their new posts', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let seller: Caller;
  let other: Caller;
  let known: SeenPost[];

  const pageId = (index: number) => fixture.pageIds[index] as number;
  const domainId = (index: number) => fixture.domainIds[index] as number;
  const pixelId = (index: number) => fixture.pixelIds[index] as number;

  /** The reference: posts of the target first seen after `seenAt`, as the list shows them. */
  function expectedNewPosts(kind: 'page' | 'domain' | 'pixel', index: number, seenAt: string) {
    const own = (post: SeenPost) =>
      kind === 'page'
        ? post.page === index
        : kind === 'domain'
          ? post.domain === index
          : post.domain !== null && (fixturePixelDomains[index] ?? []).includes(post.domain);
    const count = known.filter(
      (post) => own(post) && post.firstSeenAt.getTime() > Date.parse(seenAt),
    ).length;
    return { count: Math.min(count, newPostsCountLimit), isCapped: count > newPostsCountLimit };
  }

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(120, 11));
    known = [...fixture.posts];
    seller = await signInCaller(app, 'seller@example.com');
    other = await signInCaller(app, 'other@example.com');
  });
  afterAll(() => app.close());

  it('follows once however often asked, latest first, each with the list row of its kind', async () => {
    const first = await seller.put(`/api/follows/page/${pageId(1)}`);
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, data: { kind: 'page', id: String(pageId(1)), isFollowed: true } },
    });
    await seller.put(`/api/follows/page/${pageId(3)}`);
    expect((await seller.put(`/api/follows/page/${pageId(1)}`)).status).toBe(200);
    const { status, body } = await seller.get('/api/follows?kind=page');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, pages: 1, page: 1, totalCapped: false });
    expect(body.data.docs.map((doc: { page: { _id: string } }) => Number(doc.page._id))).toEqual([
      pageId(3),
      pageId(1),
    ]);
    const listed = (await seller.get('/api/pages?perPage=100')).body.data.docs;
    for (const doc of body.data.docs) {
      expect(doc.kind).toBe('page');
      expect(doc.page).toEqual(listed.find((page: { _id: string }) => page._id === doc.page._id));
      expect(doc.followedAt).toEqual(doc.seenAt);
    }
    await seller.put(`/api/follows/domain/${domainId(2)}`);
    await seller.put(`/api/follows/pixel/${pixelId(0)}`);
    const domain = (await seller.get('/api/follows?kind=domain')).body.data.docs[0];
    expect(domain.domain).toEqual((await seller.get(`/api/domains?q=aothun.vn`)).body.data.docs[0]);
    const pixel = (await seller.get('/api/follows?kind=pixel')).body.data.docs[0];
    expect(pixel.pixel).toEqual((await seller.get(`/api/pixels/${pixelId(0)}`)).body.data);
    expect(await seller.get('/api/follows/summary')).toMatchObject({
      status: 200,
      body: { data: { follows: { page: 2, domain: 1, pixel: 1 }, ignored: 0 } },
    });
  });

  it('answers a target that does not exist with 404 naming its kind, and a bad kind or id with 400', async () => {
    for (const [kind, name] of [
      ['page', 'Page'],
      ['domain', 'Domain'],
      ['pixel', 'Pixel'],
    ]) {
      expect(await seller.put(`/api/follows/${kind}/999999`)).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: `${name} not found.` },
      });
    }
    const post = await seller.put(`/api/follows/post/${fixture.posts[0]?.id}`);
    expect(post.status).toBe(400);
    expect(post.body.message).toContain("'kind'");
    expect((await seller.put('/api/follows/page/abc')).status).toBe(400);
    expect((await seller.get('/api/follows')).status).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/follows/summary' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts the posts first seen since the user last looked, capped, until marked seen', async () => {
    await seller.put(`/api/follows/page/${pageId(0)}`);
    await seller.put(`/api/follows/domain/${domainId(0)}`);
    const lookedAt = '2026-10-20T00:00:00.000Z';
    await app.db
      .update(follows)
      .set({ seenAt: new Date(lookedAt) })
      .where(eq(follows.userId, seller.userId));
    const newOf = async (kind: string, id: number) => {
      const { body } = await seller.get(`/api/follows?kind=${kind}`);
      const doc = body.data.docs.find(
        (item: Record<string, { _id: string }>) => item[kind]?._id === String(id),
      );
      return { seenAt: doc.seenAt as string, newPosts: doc.newPosts };
    };
    expect(await newOf('page', pageId(0))).toEqual({
      seenAt: lookedAt,
      newPosts: expectedNewPosts('page', 0, lookedAt),
    });
    expect((await newOf('page', pageId(0))).newPosts.count).toBeGreaterThan(0);

    // More new posts than are counted: the page's count stops at the limit.
    const found = new Date(Date.now() - 3_600_000);
    const extra = Array.from({ length: newPostsCountLimit + 5 }, (_, index) => ({
      page: 0,
      domain: index < 3 ? 0 : null,
      firstSeenAt: found,
    }));
    await insertTestPosts(
      app.db,
      extra.map((post, index) => ({
        networkId: `new_${index}`,
        kind: 'post' as const,
        pageId: pageId(post.page),
        domainId: post.domain === null ? null : domainId(post.domain),
        message: 'new arrival',
        mediaType: 'photo' as const,
        createdTime: found,
        firstSeenAt: found,
      })),
    );
    known = [...known, ...extra];
    expect((await newOf('page', pageId(0))).newPosts).toEqual({
      count: newPostsCountLimit,
      isCapped: true,
    });
    for (const [kind, index, id] of [
      ['domain', 0, domainId(0)],
      ['domain', 2, domainId(2)],
      ['pixel', 0, pixelId(0)],
    ] as const) {
      expect(await newOf(kind, id)).toEqual({
        seenAt: lookedAt,
        newPosts: expectedNewPosts(kind, index, lookedAt),
      });
    }
    const summary = (await seller.get('/api/follows/summary')).body.data;
    const hasNew = (kind: 'page' | 'domain' | 'pixel', indexes: number[]) =>
      indexes.filter((index) => expectedNewPosts(kind, index, lookedAt).count > 0).length;
    expect(summary).toEqual({
      follows: { page: 3, domain: 2, pixel: 1 },
      withNewPosts: { page: hasNew('page', [0, 1, 3]), domain: hasNew('domain', [0, 2]), pixel: 1 },
      ignored: 0,
    });

    const seen = await seller.post(`/api/follows/page/${pageId(0)}/seen`);
    expect(seen.body.data).toEqual({ kind: 'page', id: String(pageId(0)), isFollowed: true });
    const after = await newOf('page', pageId(0));
    expect(Date.parse(after.seenAt)).toBeGreaterThan(found.getTime());
    expect(after.newPosts).toEqual(expectedNewPosts('page', 0, after.seenAt));
    expect(after.newPosts.isCapped).toBe(false);
    // The other follows keep their own time.
    expect((await newOf('domain', domainId(0))).seenAt).toBe(lookedAt);
  });

  it('unfollows, and unfollowing or marking seen what is not followed is not an error', async () => {
    const gone = await seller.del(`/api/follows/page/${pageId(3)}`);
    expect(gone.body.data).toEqual({ kind: 'page', id: String(pageId(3)), isFollowed: false });
    expect((await seller.del(`/api/follows/page/${pageId(3)}`)).status).toBe(200);
    expect((await seller.del('/api/follows/page/999999')).body.data.isFollowed).toBe(false);
    const seen = await seller.post(`/api/follows/page/${pageId(3)}/seen`);
    expect(seen).toMatchObject({ status: 200, body: { data: { isFollowed: false } } });
    const { body } = await seller.get('/api/follows?kind=page');
    expect(body.data.docs.map((doc: { page: { _id: string } }) => Number(doc.page._id))).toEqual([
      pageId(0),
      pageId(1),
    ]);
  });

  it("never shows or changes another user's follows", async () => {
    expect((await other.get('/api/follows?kind=page')).body.data).toMatchObject({
      total: 0,
      docs: [],
    });
    expect((await other.get('/api/follows/summary')).body.data).toEqual({
      follows: { page: 0, domain: 0, pixel: 0 },
      withNewPosts: { page: 0, domain: 0, pixel: 0 },
      ignored: 0,
    });
    const before = (await seller.get('/api/follows?kind=domain')).body.data;
    expect((await other.del(`/api/follows/domain/${domainId(0)}`)).status).toBe(200);
    expect((await other.post(`/api/follows/domain/${domainId(0)}/seen`)).body.data.isFollowed).toBe(
      false,
    );
    expect((await seller.get('/api/follows?kind=domain')).body.data).toEqual(before);
    await other.put(`/api/follows/domain/${domainId(0)}`);
    expect((await other.get('/api/follows/summary')).body.data.follows.domain).toBe(1);
    expect((await seller.get('/api/follows/summary')).body.data.follows.domain).toBe(2);
  });

  it('refuses a follow beyond 5,000 with LIMIT_REACHED, still answering those already kept', async () => {
    const full = await signInCaller(app, 'full@example.com');
    // 4,999 follows of pixels the corpus no longer holds: they count, but no list shows them.
    await app.db.execute(
      sql`insert into follows (user_id, kind, target_id)
        select ${full.userId}::uuid, 'pixel', 1000000000 + n from generate_series(1, 4999) as n`,
    );
    expect((await full.put(`/api/follows/page/${pageId(0)}`)).status).toBe(200);
    expect(await full.put(`/api/follows/page/${pageId(1)}`)).toMatchObject({
      status: 409,
      body: { code: 'LIMIT_REACHED', message: 'You can keep at most 5,000 follows.' },
    });
    expect((await full.put(`/api/follows/page/${pageId(0)}`)).status).toBe(200);
    expect((await full.put('/api/follows/page/999999')).status).toBe(404);
    expect((await full.get('/api/follows?kind=pixel')).body.data).toMatchObject({
      total: 0,
      docs: [],
    });
    expect((await full.get('/api/follows/summary')).body.data.follows).toEqual({
      page: 1,
      domain: 0,
      pixel: 0,
    });
    await full.del(`/api/follows/page/${pageId(0)}`);
    expect((await full.put(`/api/follows/page/${pageId(1)}`)).status).toBe(200);
  });
});
