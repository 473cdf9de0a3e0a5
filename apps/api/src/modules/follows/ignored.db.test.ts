import { postSearchQuerySchema } from '@postradar/contracts';
import { posts } from '@postradar/db';
import { insertTestPosts } from '@postradar/db/testing';
import {
  generateFixture,
  isOf,
  loadFixture,
  referenceSearch,
  type FixtureEntity,
  type Ignored,
  type StoredFixture,
} from '@postradar/search/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { docIds, signInCaller, type Caller } from './test/collection-caller';

describe('ignore lists: the blacklist, and every search of the user leaving it out', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let seller: Caller;
  let other: Caller;

  const pageId = (index: number) => fixture.pageIds[index] as number;
  const domainId = (index: number) => fixture.domainIds[index] as number;
  const postId = (index: number) => fixture.posts[index]?.id as number;
  const search = { sort: 'reactions', perPage: '100' } as const;
  const searchUrl = `/api/posts?sort=${search.sort}&perPage=${search.perPage}`;

  /** What `caller` sees of the corpus against the reference with `ignored` left out. */
  async function expectSearchesLeaveOut(caller: Caller, ignored: Ignored) {
    const query = postSearchQuerySchema.parse(search);
    const expected = referenceSearch(fixture, query, ignored);
    const found = await caller.get(searchUrl);
    expect(found.body.data.total).toBe(expected.length);
    expect(docIds(found.body)).toEqual(expected.slice(0, 100));
    const entities: [FixtureEntity, number][] = [
      [{ kind: 'pages', index: 0 }, pageId(0)],
      [{ kind: 'pages', index: 1 }, pageId(1)],
      [{ kind: 'domains', index: 3 }, domainId(3)],
      [{ kind: 'pixels', index: 0 }, fixture.pixelIds[0] as number],
    ];
    for (const [entity, id] of entities) {
      const own = new Set(fixture.posts.filter(isOf(entity)).map((post) => post.id));
      const expectedOwn = expected.filter((post) => own.has(post));
      const { body } = await caller.get(
        `/api/${entity.kind}/${id}/posts?${new URLSearchParams(search)}`,
      );
      expect(body.data.total, `${entity.kind} ${entity.index}`).toBe(expectedOwn.length);
      expect(docIds(body)).toEqual(expectedOwn);
    }
    const pages = await caller.get('/api/pages?sort=posts&perPage=100');
    const shownPages = fixture.pageIds.filter((id) => !ignored.pageIds?.includes(id));
    expect(pages.body.data.total).toBe(shownPages.length);
    expect(new Set(docIds(pages.body))).toEqual(new Set(shownPages));
    const domains = await caller.get('/api/domains?sort=posts&perPage=100');
    const shownDomains = fixture.domainIds.filter((id) => !ignored.domainIds?.includes(id));
    expect(domains.body.data.total).toBe(shownDomains.length);
    expect(new Set(docIds(domains.body))).toEqual(new Set(shownDomains));
  }

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(120, 11));
    seller = await signInCaller(app, 'seller@example.com');
    other = await signInCaller(app, 'other@example.com');
  });
  afterAll(() => app.close());

  it('leaves ignored posts, pages and domains out of every search at once, and brings them back', async () => {
    await expectSearchesLeaveOut(seller, {});
    const ignored: Ignored = {
      postIds: [postId(0), postId(5)],
      pageIds: [pageId(1)],
      domainIds: [domainId(3)],
    };
    for (const id of ignored.postIds ?? []) {
      expect((await seller.put(`/api/ignored/post/${id}`)).body.data).toEqual({
        kind: 'post',
        id: String(id),
        isIgnored: true,
      });
    }
    await seller.put(`/api/ignored/page/${pageId(1)}`);
    await seller.put(`/api/ignored/domain/${domainId(3)}`);
    // Ignoring twice keeps one.
    expect((await seller.put(`/api/ignored/page/${pageId(1)}`)).status).toBe(200);
    expect((await seller.get('/api/follows/summary')).body.data.ignored).toBe(4);
    await expectSearchesLeaveOut(seller, ignored);
    expect(
      referenceSearch(fixture, postSearchQuerySchema.parse(search), ignored).length,
    ).toBeLessThan(fixture.posts.length - 10);
    expect((await seller.get('/api/pages?q=AoThunDep')).body.data.total).toBe(0);
    // A link to an ignored post still opens it, and so do an ignored page and domain.
    expect((await seller.get(`/api/posts/${postId(0)}`)).status).toBe(200);
    expect((await seller.get(`/api/pages/${pageId(1)}`)).status).toBe(200);
    expect((await seller.get(`/api/domains/${domainId(3)}`)).status).toBe(200);

    // Another user's searches are not touched, nor can they change the seller's list.
    await expectSearchesLeaveOut(other, {});
    expect((await other.get('/api/ignored')).body.data).toMatchObject({ total: 0, docs: [] });
    expect((await other.del(`/api/ignored/page/${pageId(1)}`)).body.data.isIgnored).toBe(false);
    await expectSearchesLeaveOut(seller, ignored);

    for (const id of ignored.postIds ?? []) await seller.del(`/api/ignored/post/${id}`);
    const back = await seller.del(`/api/ignored/page/${pageId(1)}`);
    expect(back.body.data).toEqual({ kind: 'page', id: String(pageId(1)), isIgnored: false });
    expect((await seller.del(`/api/ignored/page/${pageId(1)}`)).status).toBe(200);
    await seller.del(`/api/ignored/domain/${domainId(3)}`);
    await expectSearchesLeaveOut(seller, {});
    expect((await seller.get('/api/ignored')).body.data.total).toBe(0);
  });

  it('lists the blacklist latest first, of one kind or of all, page by page', async () => {
    const ignoredPosts = Array.from({ length: 15 }, (_, index) => postId(index + 20));
    for (const id of ignoredPosts) await seller.put(`/api/ignored/post/${id}`);
    await seller.put(`/api/ignored/page/${pageId(2)}`);
    await seller.put(`/api/ignored/domain/${domainId(4)}`);
    const latestFirst = [
      ['domain', domainId(4)],
      ['page', pageId(2)],
      ...[...ignoredPosts].reverse().map((id) => ['post', id]),
    ];
    const keyOf = (doc: Record<string, { _id: string }> & { kind: string }) => [
      doc.kind,
      Number(doc[doc.kind]?._id),
    ];
    const first = await seller.get('/api/ignored?perPage=10');
    expect(first.body.data).toMatchObject({ total: 17, pages: 2, page: 1, perPage: 10 });
    const second = await seller.get('/api/ignored?perPage=10&page=2');
    expect([...first.body.data.docs, ...second.body.data.docs].map(keyOf)).toEqual(latestFirst);
    const onlyPosts = await seller.get('/api/ignored?kind=post&perPage=50');
    expect(onlyPosts.body.data.total).toBe(15);
    expect(onlyPosts.body.data.docs.map(keyOf)).toEqual(latestFirst.slice(2));
    expect((await seller.get('/api/ignored?kind=pixel')).status).toBe(400);

    // Each item as the rest of the app shows it: the post as a search shows it, list rows.
    const post = onlyPosts.body.data.docs[0];
    const detail = (await seller.get(`/api/posts/${post.post._id}`)).body.data;
    expect(detail).toEqual({ ...post.post, history: expect.any(Array) });
    expect(typeof post.ignoredAt).toBe('string');
    const page = (await seller.get('/api/ignored?kind=page')).body.data.docs[0];
    const pages = (await other.get('/api/pages?perPage=100')).body.data.docs;
    expect(page.page).toEqual(pages.find((row: { _id: string }) => row._id === String(pageId(2))));
    const domain = (await seller.get('/api/ignored?kind=domain')).body.data.docs[0];
    const domains = (await other.get('/api/domains?perPage=100')).body.data.docs;
    expect(domain.domain).toEqual(
      domains.find((row: { _id: string }) => row._id === String(domainId(4))),
    );
  });

  it('skips an ignored item whose target is gone', async () => {
    const [stored] = await insertTestPosts(app.db, [
      {
        networkId: 'soon_gone',
        kind: 'post',
        pageId: pageId(0),
        message: 'gone soon',
        mediaType: 'text',
        createdTime: new Date(),
      },
    ]);
    const id = stored?.id as number;
    await seller.put(`/api/ignored/post/${id}`);
    const before = (await seller.get('/api/ignored?kind=post')).body.data.total;
    await app.db.delete(posts).where(eq(posts.id, id));
    const after = await seller.get('/api/ignored?kind=post');
    expect(after.body.data.total).toBe(before - 1);
    const listed = after.body.data.docs.map((doc: { post: { _id: string } }) => doc.post._id);
    expect(listed).not.toContain(String(id));
    // The page and the domain ignored before are still counted.
    expect((await seller.get('/api/follows/summary')).body.data.ignored).toBe(before - 1 + 2);
  });

  it('answers a target that does not exist with 404 naming its kind', async () => {
    for (const [kind, name] of [
      ['post', 'Post'],
      ['page', 'Page'],
      ['domain', 'Domain'],
    ]) {
      expect(await seller.put(`/api/ignored/${kind}/999999`)).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: `${name} not found.` },
      });
    }
    expect((await seller.put(`/api/ignored/pixel/${fixture.pixelIds[0]}`)).status).toBe(400);
  });

  it('refuses an item beyond 10,000 with LIMIT_REACHED', async () => {
    const full = await signInCaller(app, 'full@example.com');
    await app.db.execute(
      sql`insert into ignored_items (user_id, kind, target_id)
        select ${full.userId}::uuid, 'post', 1000000000 + n from generate_series(1, 9999) as n`,
    );
    expect((await full.put(`/api/ignored/page/${pageId(0)}`)).status).toBe(200);
    expect(await full.put(`/api/ignored/page/${pageId(1)}`)).toMatchObject({
      status: 409,
      body: { code: 'LIMIT_REACHED', message: 'You can keep at most 10,000 ignored items.' },
    });
    expect((await full.put(`/api/ignored/page/${pageId(0)}`)).status).toBe(200);
    expect((await full.get('/api/ignored')).body.data).toMatchObject({ total: 1 });
    expect((await full.get('/api/follows/summary')).body.data.ignored).toBe(1);
  });
});
