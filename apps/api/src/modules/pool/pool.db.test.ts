import { collectionLimits } from '@postradar/contracts';
import { poolItems, users } from '@postradar/db';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { collectionCaller } from '../favorites/test/collection-caller';

describe('the pool (/api/pool)', () => {
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

  async function signIn(email: string, name?: string) {
    const { user, auth } = await signInTestUser(app, { email, name });
    return { userId: user.id, call: collectionCaller(app, auth) };
  }

  const poolRows = (ownerId: string) =>
    app.db
      .select()
      .from(poolItems)
      .where(eq(poolItems.poolOwnerId, ownerId))
      .orderBy(asc(poolItems.id));

  it('answers 401 to every call without a signed-in user', async () => {
    const call = collectionCaller(app);
    const post = postAt(0);
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/pool'],
      ['PUT', `/api/pool/posts/${post}`],
      ['DELETE', `/api/pool/posts/${post}`],
      ['PUT', `/api/pool/posts/${post}/note`, { note: 'hi' }],
    ];
    for (const [method, url, payload] of calls) {
      const { status, body } = await call(method, url, payload);
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('puts a post on the pool once, with who added it, and answers the existing item as it is', async () => {
    const { userId, call } = await signIn('pooler@example.com', 'Lan Pham');
    await app.db
      .update(users)
      .set({ avatarUrl: 'https://example.com/lan.png' })
      .where(eq(users.id, userId));
    const post = postAt(0);
    const added = await call('PUT', `/api/pool/posts/${post}`);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      post: expect.objectContaining({ _id: String(post), networkId: fixture.posts[0]?.networkId }),
      addedBy: { name: 'Lan Pham', avatar: 'https://example.com/lan.png' },
      note: '',
      addedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(added.body.data.addedAt).toISOString()).toBe(added.body.data.addedAt);
    await call('PUT', `/api/pool/posts/${post}/note`, { note: 'Good hook' });
    const again = await call('PUT', `/api/pool/posts/${post}`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ note: 'Good hook', addedAt: added.body.data.addedAt });
    expect(await poolRows(userId)).toHaveLength(1);

    const missing = await call('PUT', '/api/pool/posts/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Post not found.' });
    expect((await call('PUT', '/api/pool/posts/0')).status).toBe(400);
  });

  it('writes notes, trimmed, and refuses a note on a post that is not on the pool', async () => {
    const { userId, call } = await signIn('noter@example.com');
    const post = postAt(1);
    await call('PUT', `/api/pool/posts/${post}`);
    await app.db.execute(
      sql`update pool_items set updated_at = now() - interval '1 hour' where pool_owner_id = ${userId}`,
    );
    const [before] = await poolRows(userId);
    const written = await call('PUT', `/api/pool/posts/${post}/note`, { note: '  Try in red  ' });
    expect(written.status).toBe(200);
    expect(written.body.data.note).toBe('Try in red');
    expect(new Date(written.body.data.updatedAt).getTime()).toBeGreaterThan(
      before?.updatedAt.getTime() ?? 0,
    );
    expect(written.body.data.addedAt).toBe(before?.createdAt.toISOString());
    expect((await call('PUT', `/api/pool/posts/${post}/note`, { note: '' })).body.data.note).toBe(
      '',
    );

    const tooLong = await call('PUT', `/api/pool/posts/${post}/note`, { note: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    const absent = await call('PUT', `/api/pool/posts/${postAt(2)}/note`, { note: 'Nope' });
    expect(absent.status).toBe(404);
    expect(absent.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Post is not on the pool.',
    });
    expect((await poolRows(userId)).map((row) => [row.postId, row.note])).toEqual([[post, '']]);
  });

  it('takes a post off the pool, saying whether it was there', async () => {
    const { userId, call } = await signIn('remover@example.com');
    await call('PUT', `/api/pool/posts/${postAt(3)}`);
    const removed = await call('DELETE', `/api/pool/posts/${postAt(3)}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true });
    expect((await call('DELETE', `/api/pool/posts/${postAt(3)}`)).body.data).toEqual({
      removed: false,
    });
    expect(await poolRows(userId)).toEqual([]);
    expect((await call('DELETE', '/api/pool/posts/999999999')).status).toBe(404);
  });

  it('lists the pool latest first, page by page', async () => {
    const { userId, call } = await signIn('board@example.com', 'Board Keeper');
    const pooled = postIds.slice(5, 17);
    for (const post of pooled) await call('PUT', `/api/pool/posts/${post}`);
    await app.db.execute(
      sql`update pool_items set created_at = now() - (post_id * interval '1 second')
          where pool_owner_id = ${userId}`,
    );
    // Whoever added it may be gone: the item stays, without its adder.
    await app.db
      .update(poolItems)
      .set({ addedBy: null })
      .where(sql`${poolItems.poolOwnerId} = ${userId} and ${poolItems.postId} = ${postAt(16)}`);
    const latest = [...pooled].sort((a, b) => a - b);
    const ids = (body: { data: { docs: { post: { _id: string } }[] } }) =>
      body.data.docs.map((doc) => Number(doc.post._id));

    const first = await call('GET', '/api/pool?perPage=10');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      page: 1,
      pages: 2,
      total: 12,
      perPage: 10,
      totalCapped: false,
    });
    expect(ids(first.body)).toEqual(latest.slice(0, 10));
    expect(first.body.data.docs[0].addedBy).toEqual({ name: 'Board Keeper', avatar: null });
    const second = await call('GET', '/api/pool?perPage=10&page=2');
    expect(ids(second.body)).toEqual(latest.slice(10));
    const gone = second.body.data.docs.find(
      (doc: { post: { _id: string } }) => doc.post._id === String(postAt(16)),
    );
    expect(gone?.addedBy).toBeNull();
    const past = await call('GET', '/api/pool?perPage=10&page=5');
    expect(past.body.data).toMatchObject({ docs: [], page: 5, pages: 2, total: 12 });
    expect((await call('GET', '/api/pool?page=0')).status).toBe(400);
  });

  it("keeps each user's pool their own: another user's items answer as absent and stay", async () => {
    const owner = await signIn('pool-owner@example.com');
    const other = await signIn('pool-other@example.com');
    await owner.call('PUT', `/api/pool/posts/${postAt(20)}`);
    await owner.call('PUT', `/api/pool/posts/${postAt(20)}/note`, { note: 'Mine' });
    const before = await poolRows(owner.userId);

    expect((await other.call('GET', '/api/pool')).body.data).toMatchObject({ docs: [], total: 0 });
    const note = await other.call('PUT', `/api/pool/posts/${postAt(20)}/note`, { note: 'Theirs' });
    expect(note.status).toBe(404);
    expect(note.body.message).toBe('Post is not on the pool.');
    expect((await other.call('DELETE', `/api/pool/posts/${postAt(20)}`)).body.data).toEqual({
      removed: false,
    });
    // The same post on the other's pool is a separate item.
    const theirs = await other.call('PUT', `/api/pool/posts/${postAt(20)}`);
    expect(theirs.body.data.note).toBe('');
    expect(await poolRows(owner.userId)).toEqual(before);
    expect(await poolRows(other.userId)).toHaveLength(1);
  });

  it('refuses a post past the limit of 10,000 on the pool', async () => {
    const { userId, call } = await signIn('full-pool@example.com');
    const pageId = fixture.pageIds[0] as number;
    const bulk = collectionLimits.poolItems - 1;
    await app.db.execute(
      sql`insert into posts (network_id, kind, page_id, media_type, created_time)
          select 'pool_bulk_' || n, 'post', ${pageId}, 'photo', now()
          from generate_series(1, ${bulk}) as n`,
    );
    await app.db.execute(
      sql`insert into pool_items (pool_owner_id, post_id, added_by)
          select ${userId}, id, ${userId} from posts where network_id like 'pool_bulk_%'`,
    );
    const held = async () =>
      (
        await app.db
          .select({ total: count() })
          .from(poolItems)
          .where(eq(poolItems.poolOwnerId, userId))
      )[0]?.total;
    expect(await held()).toBe(bulk);

    expect((await call('PUT', `/api/pool/posts/${postAt(0)}`)).status).toBe(200);
    expect((await call('PUT', `/api/pool/posts/${postAt(0)}`)).status).toBe(200);
    const refused = await call('PUT', `/api/pool/posts/${postAt(1)}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'LIMIT_REACHED',
      message: 'You can keep at most 10,000 posts on the pool.',
    });
    expect(await held()).toBe(collectionLimits.poolItems);

    await call('DELETE', `/api/pool/posts/${postAt(0)}`);
    const raced = await Promise.all([
      call('PUT', `/api/pool/posts/${postAt(1)}`),
      call('PUT', `/api/pool/posts/${postAt(2)}`),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await held()).toBe(collectionLimits.poolItems);
  });
});
