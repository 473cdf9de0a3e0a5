import { posts, postSnapshots } from '@postradar/db';
import { importNdjson } from '@postradar/ingest';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

const samplePath = fileURLToPath(
  new URL('../../../../../docs/examples/sample.ndjson', import.meta.url),
);

describe('post detail', () => {
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
