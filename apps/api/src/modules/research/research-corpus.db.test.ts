import { posts, postSnapshots } from '@postradar/db';
import { importNdjson } from '@postradar/ingest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { generateFixture, loadFixture, type StoredFixture } from './test/corpus-fixture';

const samplePath = fileURLToPath(
  new URL('../../../../../docs/examples/sample.ndjson', import.meta.url),
);

describe('post detail, pages, domains and pixels', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let auth: Record<string, string>;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    auth = (await signInTestUser(app, { email: 'seller@example.com' })).auth;
    fixture = await loadFixture(app.db, generateFixture(60, 7));
  });
  afterAll(() => app.close());

  it('answers signed-in users only, before looking at the parameters', async () => {
    for (const url of ['/api/posts', '/api/posts?perPage=7', '/api/pages', '/api/pixels/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('returns a post with its engagement history and its domain pixels', async () => {
    const post = fixture.posts.find((candidate) => candidate.domain === 0);
    if (!post) throw new Error('fixture has no post on the first domain');
    await app.db.insert(postSnapshots).values([
      { postId: post.id, at: new Date('2026-11-02T11:00:00Z'), reactionsLike: 9, comments: 2 },
      { postId: post.id, at: new Date('2026-11-02T10:00:00Z'), reactionsLike: 5, shares: 1 },
    ]);
    const { status, body } = await get(`/api/posts/${post.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: String(post.id),
      networkId: post.networkId,
      message: post.message,
      page: { _id: String(fixture.pageIds[post.page]) },
      domain: { host: 'nurselife.shop', platform: 'shopify' },
      pixels: [{ networkId: '812345678901234' }],
      history: [
        { at: '2026-11-02T10:00:00.000Z', reactions: 5, comments: 0, shares: 1 },
        { at: '2026-11-02T11:00:00.000Z', reactions: 9, comments: 2, shares: 0 },
      ],
    });
    expect((await get('/api/posts/999999999')).status).toBe(404);
    const malformed = await get('/api/posts/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });

  it("lists pages, finds them by name without diacritics, and pages a page's posts", async () => {
    const list = await get('/api/pages?perPage=10');
    expect(list.body.data).toMatchObject({ total: 5, pages: 1, perPage: 10 });
    const found = await get(`/api/pages?q=${encodeURIComponent('qua tang')}`);
    expect(found.body.data.docs.map((page: { name: string }) => page.name)).toEqual([
      'Quà Tặng Mẹ',
    ]);
    const pageId = fixture.pageIds[0] as number;
    const detail = await get(`/api/pages/${pageId}`);
    const expectedPosts = fixture.posts.filter((post) => post.page === 0);
    expect(detail.body.data).toMatchObject({
      name: 'Nurse Life Co',
      postCount: expectedPosts.length,
    });
    const postsOfPage = await get(`/api/pages/${pageId}/posts?perPage=10`);
    expect(postsOfPage.body.data.total).toBe(expectedPosts.length);
    const newestFirst = [...expectedPosts]
      .sort((a, b) => b.createdTime.getTime() - a.createdTime.getTime() || b.id - a.id)
      .slice(0, 10)
      .map((post) => String(post.id));
    expect(postsOfPage.body.data.docs.map((post: { _id: string }) => post._id)).toEqual(
      newestFirst,
    );
    expect((await get('/api/pages/999999/posts')).status).toBe(404);
  });

  it("lists domains by host, with a domain's pixels and posts", async () => {
    const found = await get('/api/domains?q=nurselife');
    expect(found.body.data.docs.map((domain: { host: string }) => domain.host)).toEqual([
      'nurselife.shop',
      'shop.nurselife.shop',
    ]);
    const domainId = fixture.domainIds[2] as number;
    const detail = await get(`/api/domains/${domainId}`);
    expect(detail.body.data).toMatchObject({
      host: 'aothun.vn',
      pixels: [{ networkId: '812345678909999' }],
      postCount: fixture.posts.filter((post) => post.domain === 2).length,
    });
    const postsOfDomain = await get(`/api/domains/${domainId}/posts`);
    expect(postsOfDomain.body.data.total).toBe(detail.body.data.postCount);
  });

  it("lists pixels, with a pixel's domains and posts", async () => {
    const found = await get('/api/pixels?q=8123456789012');
    expect(found.body.data.docs).toEqual([
      { _id: String(fixture.pixelIds[0]), networkId: '812345678901234' },
    ]);
    const pixelId = fixture.pixelIds[0] as number;
    const detail = await get(`/api/pixels/${pixelId}`);
    expect(detail.body.data.domains.map((domain: { host: string }) => domain.host)).toEqual([
      'nurselife.shop',
      'shop.nurselife.shop',
    ]);
    const postsOfPixel = await get(`/api/pixels/${pixelId}/posts?perPage=100`);
    expect(postsOfPixel.body.data.total).toBe(
      fixture.posts.filter((post) => post.domain === 0 || post.domain === 1).length,
    );
    expect((await get('/api/pixels/1/posts?perPage=7')).status).toBe(400);
  });
});

describe('an imported post', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    auth = (await signInTestUser(app, { email: 'seller@example.com' })).auth;
  });
  afterAll(() => app.close());

  it('shows an imported ad as its import line described it', async () => {
    await importNdjson(app.db, createReadStream(samplePath), {
      source: 'sample',
      now: () => new Date('2026-11-02T12:30:00Z'),
    });
    const [stored] = await app.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.networkId, '1048576_5566'));
    const response = await app.inject({
      method: 'GET',
      url: `/api/posts/${stored?.id}`,
      headers: auth,
    });
    const { status, body } = { status: response.statusCode, body: response.json() };
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: String(stored?.id),
      networkId: '1048576_5566',
      kind: 'ad',
      page: {
        networkId: '1048576',
        name: 'Nurse Life Co',
        username: 'nurselifeco',
        category: 'Clothing (Brand)',
        pictureUrl: 'https://cdn.example.com/pages/1048576.jpg',
        followers: 15400,
        country: 'US',
      },
      message: 'Proud nurse? 🩺 Our Christmas scrub tee is back — order by Dec 10 for delivery.',
      mediaType: 'photo',
      media: [
        {
          thumb: 'https://cdn.example.com/p/5566-s.jpg',
          original: 'https://cdn.example.com/p/5566.jpg',
        },
      ],
      link: 'https://nurselife.shop/products/christmas-nurse-tee',
      domain: { host: 'nurselife.shop', platform: 'shopify' },
      cta: { type: 'SHOP_NOW', title: 'Christmas Nurse Tee' },
      tags: ['nurse', 'christmas'],
      language: 'en',
      country: 'US',
      createdTime: '2026-11-01T10:00:00.000Z',
      firstSeenAt: '2026-11-02T10:00:00.000Z',
      metricsAt: '2026-11-02T12:00:00.000Z',
      reactions: { total: 227, like: 190, love: 31, care: 4, haha: 1, wow: 1, sad: 0, angry: 0 },
      comments: 21,
      shares: 11,
      ad: {
        adSets: 3,
        platforms: ['facebook', 'instagram'],
        startTime: '2026-11-01T10:00:00.000Z',
        stopTime: null,
      },
      gained24h: { reactions: 103, comments: 9, shares: 6 },
      pixels: [{ networkId: '812345678901234' }],
    });
  });
});
