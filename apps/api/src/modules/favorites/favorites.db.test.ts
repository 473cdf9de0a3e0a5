import { collectionLimits } from '@postradar/contracts';
import { favoriteCategories, favorites } from '@postradar/db';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { collectionCaller } from './test/collection-caller';

describe('favorite categories and saved posts (/api/favorites)', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let postIds: number[];

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(40, 3));
    postIds = fixture.posts.map((post) => post.id);
  });
  afterAll(() => app.close());

  const postAt = (index: number) => postIds[index] as number;

  async function signIn(email: string) {
    const { user, auth } = await signInTestUser(app, { email });
    return { userId: user.id, call: collectionCaller(app, auth) };
  }

  const categoryRows = (userId: string) =>
    app.db
      .select()
      .from(favoriteCategories)
      .where(eq(favoriteCategories.userId, userId))
      .orderBy(asc(favoriteCategories.id));
  const favoriteRows = (userId: string) =>
    app.db
      .select({ categoryId: favorites.categoryId, postId: favorites.postId })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.categoryId), asc(favorites.postId));

  it('answers 401 to every call without a signed-in user', async () => {
    const call = collectionCaller(app);
    const post = postAt(0);
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/favorites/categories'],
      ['POST', '/api/favorites/categories', { name: 'Shirts' }],
      ['PUT', '/api/favorites/categories/1', { name: 'Shirts' }],
      ['DELETE', '/api/favorites/categories/1'],
      ['GET', '/api/favorites'],
      ['PUT', `/api/favorites/categories/1/posts/${post}`],
      ['DELETE', `/api/favorites/categories/1/posts/${post}`],
      ['POST', '/api/favorites/categories/1/posts', { postIds: [String(post)] }],
      ['PUT', `/api/favorites/posts/${post}`],
      ['DELETE', `/api/favorites/posts/${post}`],
    ];
    for (const [method, url, payload] of calls) {
      const { status, body } = await call(method, url, payload);
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('creates the default category on the first list, once, and lets it be renamed', async () => {
    const { userId, call } = await signIn('lister@example.com');
    const first = await call('GET', '/api/favorites/categories');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      {
        _id: expect.any(String),
        name: 'Favorites',
        isDefault: true,
        postCount: 0,
        hasPost: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect((await call('GET', '/api/favorites/categories')).body.data).toEqual(first.body.data);
    expect(await categoryRows(userId)).toHaveLength(1);

    const defaultId = first.body.data[0]._id;
    const renamed = await call('PUT', `/api/favorites/categories/${defaultId}`, { name: 'Saved' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ _id: defaultId, name: 'Saved', isDefault: true });
    const refused = await call('DELETE', `/api/favorites/categories/${defaultId}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The default category cannot be deleted.',
    });
    expect(await categoryRows(userId)).toMatchObject([{ name: 'Saved', isDefault: true }]);
  });

  it('ends with one default category when the first requests race', async () => {
    const { userId, call } = await signIn('racer@example.com');
    const answers = await Promise.all([
      call('GET', '/api/favorites/categories'),
      call('PUT', `/api/favorites/posts/${postAt(0)}`),
      call('PUT', `/api/favorites/posts/${postAt(1)}`),
      call('GET', '/api/favorites/categories'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await categoryRows(userId);
    expect(rows).toMatchObject([{ name: 'Favorites', isDefault: true }]);
    expect(await favoriteRows(userId)).toHaveLength(2);
  });

  it('creates categories with trimmed names, unique without regard to case', async () => {
    const { userId, call } = await signIn('namer@example.com');
    const created = await call('POST', '/api/favorites/categories', { name: '  Dog Shirts ' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Dog Shirts',
      isDefault: false,
      postCount: 0,
      hasPost: false,
    });
    // The default category comes first, even when a category is created before any list.
    expect((await categoryRows(userId)).map((row) => [row.name, row.isDefault])).toEqual([
      ['Favorites', true],
      ['Dog Shirts', false],
    ]);

    for (const name of ['   ', 'x'.repeat(81)]) {
      const invalid = await call('POST', '/api/favorites/categories', { name });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toContain('Invalid name');
    }
    const duplicate = await call('POST', '/api/favorites/categories', { name: 'dog SHIRTS' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This name already exists',
    });
    const cats = await call('POST', '/api/favorites/categories', { name: 'Cats' });
    const renameToTaken = await call('PUT', `/api/favorites/categories/${cats.body.data._id}`, {
      name: 'FAVORITES',
    });
    expect(renameToTaken.status).toBe(409);
    expect(renameToTaken.body.code).toBe('CONFLICT');
    const recased = await call('PUT', `/api/favorites/categories/${cats.body.data._id}`, {
      name: 'CATS',
    });
    expect(recased.body.data).toMatchObject({ name: 'CATS' });

    // Another user may use the same names.
    const other = await signIn('other-namer@example.com');
    expect(
      (await other.call('POST', '/api/favorites/categories', { name: 'Dog shirts' })).status,
    ).toBe(200);
    expect((await categoryRows(userId)).map((row) => row.name)).toEqual([
      'Favorites',
      'Dog Shirts',
      'CATS',
    ]);
  });

  it('lists categories default first, then by name, with counts, the post marked and a filter', async () => {
    const { call } = await signIn('organiser@example.com');
    const make = async (name: string) =>
      (await call('POST', '/api/favorites/categories', { name })).body.data._id as string;
    const zebra = await make('zebra prints');
    await make('Apple pies');
    const mugs = await make('mugs & prints');
    await call('PUT', `/api/favorites/categories/${zebra}/posts/${postAt(0)}`);
    await call('PUT', `/api/favorites/categories/${zebra}/posts/${postAt(1)}`);
    await call('PUT', `/api/favorites/categories/${mugs}/posts/${postAt(1)}`);

    const { body } = await call('GET', `/api/favorites/categories?postId=${postAt(1)}`);
    expect(
      body.data.map((category: { name: string; postCount: number; hasPost: boolean }) => [
        category.name,
        category.postCount,
        category.hasPost,
      ]),
    ).toEqual([
      ['Favorites', 0, false],
      ['Apple pies', 0, false],
      ['mugs & prints', 1, true],
      ['zebra prints', 2, true],
    ]);
    const names = async (q: string) =>
      (await call('GET', `/api/favorites/categories?q=${encodeURIComponent(q)}`)).body.data.map(
        (category: { name: string }) => category.name,
      );
    expect(await names('PRINTS')).toEqual(['mugs & prints', 'zebra prints']);
    expect(await names('%')).toEqual([]);
    expect(await names('  apple ')).toEqual(['Apple pies']);
  });

  it('saves with the heart into the default category, once, and takes it out of every category', async () => {
    const { userId, call } = await signIn('hearts@example.com');
    const post = postAt(2);
    const saved = await call('PUT', `/api/favorites/posts/${post}`);
    expect(saved.status).toBe(200);
    const [defaultCategory] = await categoryRows(userId);
    const defaultId = String(defaultCategory?.id);
    expect(saved.body.data).toEqual({ postId: String(post), categoryIds: [defaultId] });
    expect((await call('PUT', `/api/favorites/posts/${post}`)).body.data).toEqual(saved.body.data);
    expect(await favoriteRows(userId)).toHaveLength(1);

    const other = await call('POST', '/api/favorites/categories', { name: 'Other' });
    const otherId = other.body.data._id;
    const both = await call('PUT', `/api/favorites/categories/${otherId}/posts/${post}`);
    expect(both.body.data).toEqual({ postId: String(post), categoryIds: [defaultId, otherId] });

    const gone = await call('DELETE', `/api/favorites/posts/${post}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ postId: String(post), categoryIds: [] });
    expect(await favoriteRows(userId)).toEqual([]);
    expect((await call('DELETE', `/api/favorites/posts/${post}`)).body.data.categoryIds).toEqual(
      [],
    );

    for (const [method, url] of [
      ['PUT', '/api/favorites/posts/999999999'],
      ['DELETE', '/api/favorites/posts/999999999'],
      ['PUT', `/api/favorites/categories/${otherId}/posts/999999999`],
      ['DELETE', `/api/favorites/categories/${otherId}/posts/999999999`],
    ] as const) {
      const missing = await call(method, url);
      expect(missing.status, `${method} ${url}`).toBe(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Post not found.' });
    }
    expect((await call('PUT', '/api/favorites/posts/abc')).status).toBe(400);
  });

  it('adds to and removes from one category, each idempotent', async () => {
    const { userId, call } = await signIn('sorter@example.com');
    const id = (await call('POST', '/api/favorites/categories', { name: 'Nurses' })).body.data._id;
    const url = `/api/favorites/categories/${id}/posts/${postAt(3)}`;
    expect((await call('PUT', url)).body.data).toEqual({
      postId: String(postAt(3)),
      categoryIds: [id],
    });
    expect((await call('PUT', url)).body.data.categoryIds).toEqual([id]);
    expect(await favoriteRows(userId)).toEqual([{ categoryId: Number(id), postId: postAt(3) }]);
    expect((await call('DELETE', url)).body.data.categoryIds).toEqual([]);
    expect((await call('DELETE', url)).status).toBe(200);
    expect(await favoriteRows(userId)).toEqual([]);
  });

  it('saves a page of posts at once, skipping posts that do not exist and those already saved', async () => {
    const { userId, call } = await signIn('bulk@example.com');
    const id = (await call('POST', '/api/favorites/categories', { name: 'Bulk' })).body.data._id;
    const url = `/api/favorites/categories/${id}/posts`;
    const some = postIds.slice(0, 5).map(String);
    const first = await call('POST', url, { postIds: [...some, '999999999', some[0]] });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ added: 5, postCount: 5 });
    const again = await call('POST', url, { postIds: postIds.slice(3, 8).map(String) });
    expect(again.body.data).toEqual({ added: 3, postCount: 8 });
    expect(await favoriteRows(userId)).toHaveLength(8);

    expect((await call('POST', url, { postIds: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => String(index + 1));
    expect((await call('POST', url, { postIds: tooMany })).status).toBe(400);
  });

  it('deletes a category with the posts saved in it', async () => {
    const { userId, call } = await signIn('deleter@example.com');
    await call('PUT', `/api/favorites/posts/${postAt(0)}`);
    const id = (await call('POST', '/api/favorites/categories', { name: 'Temp' })).body.data._id;
    await call('POST', `/api/favorites/categories/${id}/posts`, {
      postIds: [String(postAt(0)), String(postAt(1))],
    });
    expect(await favoriteRows(userId)).toHaveLength(3);
    const deleted = await call('DELETE', `/api/favorites/categories/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ removed: true });
    expect((await favoriteRows(userId)).map((row) => row.postId)).toEqual([postAt(0)]);
    expect((await categoryRows(userId)).map((row) => row.name)).toEqual(['Favorites']);
    const again = await call('DELETE', `/api/favorites/categories/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Favorite category not found.');
  });

  it('lists saved posts newest first, page by page, of one category or of all', async () => {
    const { userId, call } = await signIn('reader@example.com');
    const id = (await call('POST', '/api/favorites/categories', { name: 'Paged' })).body.data._id;
    const saved = postIds.slice(10, 25);
    for (const post of saved) await call('PUT', `/api/favorites/categories/${id}/posts/${post}`);
    await call('PUT', `/api/favorites/posts/${postAt(30)}`);
    // Saving times in a known order, a second apart, the heart newest.
    await app.db.execute(
      sql`update favorites set created_at = now() - (post_id * interval '1 second')
          where user_id = ${userId}`,
    );
    const newest = [...saved, postAt(30)].sort((a, b) => a - b);

    const first = await call('GET', `/api/favorites?categoryId=${id}&perPage=10`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      page: 1,
      pages: 2,
      total: 15,
      perPage: 10,
      totalCapped: false,
    });
    const ids = (body: { data: { docs: { post: { _id: string } }[] } }) =>
      body.data.docs.map((doc) => Number(doc.post._id));
    expect(ids(first.body)).toEqual([...saved].sort((a, b) => a - b).slice(0, 10));
    const doc = first.body.data.docs[0];
    expect(doc).toEqual({ post: expect.any(Object), categoryId: id, savedAt: expect.any(String) });
    const stored = fixture.posts.find((post) => post.id === Number(doc.post._id));
    expect(doc.post).toMatchObject({ networkId: stored?.networkId, kind: stored?.kind });

    const second = await call('GET', `/api/favorites?categoryId=${id}&perPage=10&page=2`);
    expect(ids(second.body)).toEqual([...saved].sort((a, b) => a - b).slice(10));
    const past = await call('GET', `/api/favorites?categoryId=${id}&perPage=10&page=3`);
    expect(past.body.data).toMatchObject({ docs: [], page: 3, pages: 2, total: 15 });

    const all = await call('GET', '/api/favorites?perPage=50');
    expect(ids(all.body)).toEqual(newest);
    expect(all.body.data.total).toBe(16);

    expect((await call('GET', '/api/favorites?perPage=7')).status).toBe(400);
  });

  it("answers another user's category ids as missing ones and changes nothing", async () => {
    const owner = await signIn('owner@example.com');
    const intruder = await signIn('intruder@example.com');
    await owner.call('PUT', `/api/favorites/posts/${postAt(5)}`);
    const id = (await owner.call('POST', '/api/favorites/categories', { name: 'Mine' })).body.data
      ._id;
    await owner.call('PUT', `/api/favorites/categories/${id}/posts/${postAt(6)}`);
    const [defaultRow] = await categoryRows(owner.userId);
    const categoriesBefore = await categoryRows(owner.userId);
    const favoritesBefore = await favoriteRows(owner.userId);

    for (const target of [id, String(defaultRow?.id), '999999999']) {
      const calls: [Parameters<typeof intruder.call>[0], string, object?][] = [
        ['PUT', `/api/favorites/categories/${target}`, { name: 'Taken over' }],
        ['DELETE', `/api/favorites/categories/${target}`],
        ['GET', `/api/favorites?categoryId=${target}`],
        ['PUT', `/api/favorites/categories/${target}/posts/${postAt(7)}`],
        ['DELETE', `/api/favorites/categories/${target}/posts/${postAt(6)}`],
        ['POST', `/api/favorites/categories/${target}/posts`, { postIds: [String(postAt(8))] }],
      ];
      for (const [method, url, payload] of calls) {
        const { status, body } = await intruder.call(method, url, payload);
        expect(status, `${method} ${url}`).toBe(404);
        expect(body).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: 'Favorite category not found.',
        });
      }
    }
    // The intruder's own heart and list touch only their own rows.
    await intruder.call('DELETE', `/api/favorites/posts/${postAt(5)}`);
    const theirs = await intruder.call('GET', '/api/favorites');
    expect(theirs.body.data).toMatchObject({ docs: [], total: 0 });
    expect(await categoryRows(owner.userId)).toEqual(categoriesBefore);
    expect(await favoriteRows(owner.userId)).toEqual(favoritesBefore);
    expect(await favoriteRows(intruder.userId)).toEqual([]);
  });

  it('refuses a category past the limit of 100', async () => {
    const { userId, call } = await signIn('collector@example.com');
    await call('GET', '/api/favorites/categories');
    await app.db.insert(favoriteCategories).values(
      Array.from({ length: collectionLimits.favoriteCategories - 2 }, (_, index) => ({
        userId,
        name: `Category ${index}`,
      })),
    );
    expect((await call('POST', '/api/favorites/categories', { name: 'Last' })).status).toBe(200);
    const refused = await call('POST', '/api/favorites/categories', { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'LIMIT_REACHED',
      message: 'You can keep at most 100 favorite categories.',
    });
    expect(await categoryRows(userId)).toHaveLength(collectionLimits.favoriteCategories);
  });

  it('refuses favorites past the limit of 10,000, adding nothing of a page that would cross it', async () => {
    const { userId, call } = await signIn('hoarder@example.com');
    const defaultId = (await call('GET', '/api/favorites/categories')).body.data[0]._id;
    // 300 categories of 40 posts each hold up to 12,000: fill them to 2 short of the limit.
    await app.db
      .insert(favoriteCategories)
      .values(Array.from({ length: 300 }, (_, index) => ({ userId, name: `Filler ${index}` })));
    await app.db.execute(
      sql`insert into favorites (category_id, post_id, user_id)
          select c.id, p.id, c.user_id from favorite_categories c cross join posts p
          where c.user_id = ${userId} and not c.is_default
          order by c.id, p.id limit ${collectionLimits.favorites - 2}`,
    );
    const held = async () =>
      (
        await app.db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId))
      )[0]?.total;
    expect(await held()).toBe(collectionLimits.favorites - 2);

    const url = `/api/favorites/categories/${defaultId}/posts`;
    const tooMany = await call('POST', url, { postIds: postIds.slice(0, 3).map(String) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({
      success: false,
      code: 'LIMIT_REACHED',
      message: 'You can keep at most 10,000 favorites.',
    });
    expect(await held()).toBe(collectionLimits.favorites - 2);

    const fits = await call('POST', url, {
      postIds: [...postIds.slice(0, 2), 999999999].map(String),
    });
    expect(fits.body.data).toEqual({ added: 2, postCount: 2 });
    // Full: saving what is saved already still answers, a new post is refused.
    expect((await call('PUT', `/api/favorites/posts/${postAt(0)}`)).status).toBe(200);
    expect((await call('POST', url, { postIds: [String(postAt(1))] })).body.data).toEqual({
      added: 0,
      postCount: 2,
    });
    expect((await call('PUT', `/api/favorites/posts/${postAt(2)}`)).status).toBe(409);
    expect(
      (await call('PUT', `/api/favorites/categories/${defaultId}/posts/${postAt(3)}`)).status,
    ).toBe(409);

    // Two saves racing for the last place: one wins.
    await call('DELETE', `/api/favorites/categories/${defaultId}/posts/${postAt(0)}`);
    expect(await held()).toBe(collectionLimits.favorites - 1);
    const raced = await Promise.all([
      call('PUT', `/api/favorites/posts/${postAt(4)}`),
      call('PUT', `/api/favorites/posts/${postAt(5)}`),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await held()).toBe(collectionLimits.favorites);
    const inDefault = await app.db
      .select({ total: count() })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.categoryId, Number(defaultId))));
    expect(inDefault[0]?.total).toBe(2);
  });
});
