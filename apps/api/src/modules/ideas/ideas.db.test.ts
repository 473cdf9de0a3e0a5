import { ideas, users } from '@postradar/db';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { collectionCaller } from '../favorites/test/collection-caller';

describe('ideas (/api/ideas)', () => {
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
  const ideaRows = () => app.db.select().from(ideas).orderBy(asc(ideas.postId));

  async function signIn(
    email: string,
    options: { name?: string; roles?: string[]; plan?: string | null } = {},
  ) {
    const { user, auth } = await signInTestUser(app, { email, ...options });
    return { userId: user.id, call: collectionCaller(app, auth) };
  }
  const signInModerator = (email: string, name?: string) =>
    signIn(email, { name, roles: ['idea-mod'], plan: null });

  it('answers 401 to every call without a signed-in user', async () => {
    const call = collectionCaller(app);
    const post = postAt(0);
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/ideas'],
      ['GET', '/api/ideas/niches'],
      ['GET', `/api/ideas/posts/${post}`],
      ['PUT', `/api/ideas/posts/${post}`, { note: 'Hi', niche: 'nurse' }],
      ['DELETE', `/api/ideas/posts/${post}`],
    ];
    for (const [method, url, payload] of calls) {
      const { status, body } = await call(method, url, payload);
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses to add, edit or remove for anyone without the idea-mod role, storing nothing', async () => {
    const moderator = await signInModerator('first-mod@example.com');
    await moderator.call('PUT', `/api/ideas/posts/${postAt(1)}`, { note: 'Kept', niche: 'dog' });
    const before = await ideaRows();
    const refused = {
      success: false,
      code: 'NOT_FOUND',
      message: 'Only idea moderators can add, edit or remove ideas.',
    };
    const member = await signIn('member@example.com');
    const admin = await signIn('admin@example.com', { roles: ['admin', 'group-mod'] });
    const visitor = await signIn('no-plan@example.com', { plan: null });
    for (const { call } of [member, admin, visitor]) {
      const attempts: [Parameters<typeof call>[0], string, object?][] = [
        ['PUT', `/api/ideas/posts/${postAt(0)}`, { note: 'Mine', niche: 'nurse' }],
        ['PUT', `/api/ideas/posts/${postAt(1)}`, { note: 'Changed', niche: 'cat' }],
        // Refused before anything about the request is checked or told.
        ['PUT', `/api/ideas/posts/${postAt(0)}`, { note: '' }],
        ['PUT', '/api/ideas/posts/999999999', { note: 'Gone', niche: 'nurse' }],
        ['DELETE', `/api/ideas/posts/${postAt(1)}`],
        ['DELETE', '/api/ideas/posts/999999999'],
      ];
      for (const [method, url, payload] of attempts) {
        const { status, body } = await call(method, url, payload);
        expect(status, `${method} ${url}`).toBe(404);
        expect(body).toEqual(refused);
      }
    }
    expect(await ideaRows()).toEqual(before);
    await moderator.call('DELETE', `/api/ideas/posts/${postAt(1)}`);
  });

  it('adds a post with its note and niche, and the same call again changes nothing', async () => {
    const { userId, call } = await signInModerator('picker@example.com', 'Minh Tran');
    await app.db
      .update(users)
      .set({ avatarUrl: 'https://example.com/minh.png' })
      .where(eq(users.id, userId));
    const post = postAt(2);
    const body = { note: '  Sells well before Q4  ', niche: 'Nurse' };
    expect((await call('GET', `/api/ideas/posts/${post}`)).body).toEqual({
      success: true,
      data: null,
    });

    const added = await call('PUT', `/api/ideas/posts/${post}`, body);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      post: expect.objectContaining({ _id: String(post), networkId: fixture.posts[2]?.networkId }),
      note: 'Sells well before Q4',
      niche: 'nurse',
      addedBy: { name: 'Minh Tran', avatar: 'https://example.com/minh.png' },
      addedAt: expect.any(String),
      updatedAt: added.body.data.addedAt,
    });

    const again = await call('PUT', `/api/ideas/posts/${post}`, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(added.body.data);
    expect((await call('GET', `/api/ideas/posts/${post}`)).body.data).toEqual(added.body.data);
    expect((await ideaRows()).filter((row) => row.postId === post)).toHaveLength(1);
  });

  it('edits the note and niche, keeping when the post was first picked, naming the editor', async () => {
    const first = await signInModerator('editor-one@example.com', 'First Mod');
    const second = await signInModerator('editor-two@example.com', 'Second Mod');
    const post = postAt(3);
    const added = await first.call('PUT', `/api/ideas/posts/${post}`, {
      note: 'Try it',
      niche: 'dog',
    });
    await app.db.execute(
      sql`update ideas set created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour' where post_id = ${post}`,
    );

    const edited = await second.call('PUT', `/api/ideas/posts/${post}`, {
      note: 'Try it on mugs',
      niche: 'Dog lovers',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      note: 'Try it on mugs',
      niche: 'dog lovers',
      addedBy: { name: 'Second Mod', avatar: null },
    });
    const addedAt = new Date(edited.body.data.addedAt).getTime();
    expect(addedAt).toBeLessThan(new Date(added.body.data.addedAt).getTime());
    expect(new Date(edited.body.data.updatedAt).getTime()).toBeGreaterThan(addedAt);
  });

  it('refuses a post outside the corpus (404) and a note or niche it cannot file (400)', async () => {
    const { call } = await signInModerator('strict-mod@example.com');
    const before = await ideaRows();
    const missing = await call('PUT', '/api/ideas/posts/999999999', { note: 'x', niche: 'dog' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Post not found.' });
    const unknown = await call('GET', '/api/ideas/posts/999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Post not found.');
    const gone = await call('DELETE', '/api/ideas/posts/999999999');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Post not found.');
    expect((await call('PUT', '/api/ideas/posts/0', { note: 'x', niche: 'dog' })).status).toBe(400);

    const post = `/api/ideas/posts/${postAt(4)}`;
    const invalid: [object, string][] = [
      [{ note: '   ', niche: 'dog' }, "Invalid body field 'note': must not be empty"],
      [
        { note: 'x'.repeat(501), niche: 'dog' },
        "Invalid body field 'note': must be at most 500 characters",
      ],
      [
        { note: 'Nul \u0000 here', niche: 'dog' },
        "Invalid body field 'note': must not contain the NUL character (\\u0000)",
      ],
      [{ note: 'Fine' }, "Invalid body field 'niche'"],
      [{ note: 'Fine', niche: 'dog, cat' }, "Invalid body field 'niche': must not contain commas"],
      [
        { note: 'Fine', niche: 'n'.repeat(61) },
        "Invalid body field 'niche': must be at most 60 characters",
      ],
    ];
    for (const [body, message] of invalid) {
      const answer = await call('PUT', post, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.message).toContain(message);
    }
    expect(await ideaRows()).toEqual(before);
  });

  it('takes a post off ideas, saying whether it was one', async () => {
    const { call } = await signInModerator('remover-mod@example.com');
    const post = postAt(5);
    await call('PUT', `/api/ideas/posts/${post}`, { note: 'Soon gone', niche: 'cat' });
    const removed = await call('DELETE', `/api/ideas/posts/${post}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true });
    expect((await call('DELETE', `/api/ideas/posts/${post}`)).body.data).toEqual({
      removed: false,
    });
    expect((await ideaRows()).map((row) => row.postId)).not.toContain(post);
  });

  describe('reading', () => {
    let picked: number[];

    beforeAll(async () => {
      await app.db.delete(ideas);
      const { call } = await signInModerator('curator@example.com', 'Curator');
      picked = postIds.slice(10, 22);
      for (const [index, post] of picked.entries()) {
        const niche = index % 3 === 0 ? 'Cat' : 'dog';
        await call('PUT', `/api/ideas/posts/${post}`, { note: `Idea ${index}`, niche });
      }
      await app.db.execute(
        sql`update ideas set created_at = now() - (post_id * interval '1 second')`,
      );
      // Whoever picked it may be gone: the idea stays, without its picker.
      await app.db
        .update(ideas)
        .set({ addedBy: null })
        .where(eq(ideas.postId, picked[11] as number));
    });

    const ids = (body: { data: { docs: { post: { _id: string } }[] } }) =>
      body.data.docs.map((doc) => Number(doc.post._id));

    it('lists every niche newest first, page by page, with who picked each', async () => {
      const { call } = await signIn('reader@example.com', { plan: 'standard' });
      const newest = [...picked].sort((a, b) => a - b);

      const first = await call('GET', '/api/ideas?perPage=10');
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        page: 1,
        pages: 2,
        total: 12,
        perPage: 10,
        totalCapped: false,
      });
      expect(ids(first.body)).toEqual(newest.slice(0, 10));
      expect(first.body.data.docs[0]).toMatchObject({
        addedBy: { name: 'Curator', avatar: null },
        note: expect.stringMatching(/^Idea \d+$/),
        niche: expect.stringMatching(/^(cat|dog)$/),
      });
      const second = await call('GET', '/api/ideas?perPage=10&page=2');
      expect(ids(second.body)).toEqual(newest.slice(10));
      expect(
        second.body.data.docs.find(
          (doc: { post: { _id: string } }) => doc.post._id === String(picked[11]),
        )?.addedBy,
      ).toBeNull();
      const past = await call('GET', '/api/ideas?perPage=10&page=5');
      expect(past.body.data).toMatchObject({ docs: [], page: 5, pages: 2, total: 12 });
      expect((await call('GET', '/api/ideas?page=0')).status).toBe(400);
    });

    it('lists the ideas of one niche, whatever its case, and the niches with their counts', async () => {
      const { call } = await signIn('niche-reader@example.com', { plan: 'standard' });
      const cats = picked.filter((_, index) => index % 3 === 0).sort((a, b) => a - b);

      const catIdeas = await call('GET', '/api/ideas?niche=CAT');
      expect(catIdeas.body.data.total).toBe(4);
      expect(ids(catIdeas.body)).toEqual(cats);
      const none = await call('GET', '/api/ideas?niche=horse');
      expect(none.body.data).toMatchObject({ docs: [], total: 0, pages: 0 });
      expect((await call('GET', '/api/ideas?niche=a,b')).status).toBe(400);

      const niches = await call('GET', '/api/ideas/niches');
      expect(niches.status).toBe(200);
      expect(niches.body.data).toEqual([
        { niche: 'dog', ideas: 8 },
        { niche: 'cat', ideas: 4 },
      ]);
    });

    it('is for a plan running now, the trial included, or a staff role', async () => {
      const trial = await signIn('trial-reader@example.com', { plan: 'trial' });
      expect((await trial.call('GET', '/api/ideas')).body.data.total).toBe(12);
      const moderator = await signInModerator('reading-mod@example.com');
      expect((await moderator.call('GET', '/api/ideas/niches')).status).toBe(200);

      const never = await signIn('never-paid@example.com', { plan: null });
      const lapsed = await signIn('lapsed@example.com', { plan: 'standard' });
      await app.db.execute(
        sql`update memberships set starts_at = now() - interval '40 days', ends_at = now() - interval '10 days' where user_id = ${lapsed.userId}`,
      );
      for (const { call } of [never, lapsed]) {
        for (const url of ['/api/ideas', '/api/ideas/niches']) {
          const { status, body } = await call('GET', url);
          expect(status, url).toBe(402);
          expect(body.code).toBe('MEMBERSHIP_REQUIRED');
        }
      }
    });
  });
});
