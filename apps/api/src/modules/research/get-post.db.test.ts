import { postSnapshots } from '@postradar/db';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

describe("a post's detail, read in one prepared statement", () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let auth: Record<string, string>;
  const detailOf = async (id: number) => {
    const response = await app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: auth });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    auth = (await signInTestUser(app, { email: 'seller@example.com' })).auth;
    fixture = await loadFixture(app.db, generateFixture(20, 7));
  });
  afterAll(() => app.close());

  it('shows the latest 2,000 engagement points, oldest first', async () => {
    const post = fixture.posts[0];
    if (!post) throw new Error('the fixture has no post');
    const start = Date.parse('2026-08-01T00:00:00Z');
    const hour = 3_600_000;
    await app.db.insert(postSnapshots).values(
      Array.from({ length: 2001 }, (_, index) => ({
        postId: post.id,
        at: new Date(start + index * hour),
        reactionsLove: index,
        comments: 1,
      })),
    );
    const { status, body } = await detailOf(post.id);
    expect(status).toBe(200);
    const history = body.data.history as { at: string; reactions: number }[];
    expect(history).toHaveLength(2000);
    expect(history[0]).toEqual({
      at: new Date(start + hour).toISOString(),
      reactions: 1,
      comments: 1,
      shares: 0,
    });
    expect(history.at(-1)).toMatchObject({
      at: new Date(start + 2000 * hour).toISOString(),
      reactions: 2000,
    });
  });

  it('answers the same after PostgreSQL has switched to its generic plan (after five runs)', async () => {
    const [first, second] = fixture.posts;
    if (!first || !second) throw new Error('the fixture has fewer than two posts');
    const answers = new Set<string>();
    for (let run = 0; run < 8; run++) {
      answers.add(JSON.stringify((await detailOf(first.id)).body));
      expect((await detailOf(second.id)).body.data._id).toBe(String(second.id));
      expect((await detailOf(999_999_999)).status).toBe(404);
    }
    expect(answers.size).toBe(1);
  });
});
