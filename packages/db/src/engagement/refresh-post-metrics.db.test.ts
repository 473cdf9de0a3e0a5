import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { pages, posts, postSnapshots } from '../schema';
import { createTestDb } from '../testing';
import { refreshPostMetrics, SPIKE_SMOOTHING } from './refresh-post-metrics';
import { refreshRecentPostMetrics } from './refresh-recent-post-metrics';

const now = new Date('2026-11-03T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('refreshPostMetrics', () => {
  let handle: DbHandle;
  let pageId: number;
  beforeAll(async () => {
    handle = await createTestDb();
    const [page] = await handle.db
      .insert(pages)
      .values({ networkId: 'p1', name: 'Page' })
      .returning({ id: pages.id });
    if (!page) throw new Error('page not stored');
    pageId = page.id;
  });
  afterAll(() => handle.close());

  async function postWith(networkId: string, snapshots: [number, number, number, number][]) {
    const [post] = await handle.db
      .insert(posts)
      .values({
        networkId,
        kind: 'post',
        pageId,
        mediaType: 'text',
        createdTime: hoursAgo(100),
        // As the importer does: the time of the latest snapshot it stored.
        metricsAt: hoursAgo(Math.min(...snapshots.map(([age]) => age))),
      })
      .returning({ id: posts.id });
    if (!post) throw new Error('post not stored');
    await handle.db.insert(postSnapshots).values(
      snapshots.map(([age, likes, comments, shares]) => ({
        postId: post.id,
        at: hoursAgo(age),
        reactionsLike: likes,
        reactionsLove: 1,
        comments,
        shares,
      })),
    );
    return post.id;
  }

  async function read(id: number) {
    const [row] = await handle.db.select().from(posts).where(eq(posts.id, id));
    if (!row) throw new Error('post missing');
    return row;
  }

  it('measures 24-hour gains from the snapshot at or before 24 hours ago', async () => {
    // 30 h, 25 h, 24.5 h, 2 h, 0.5 h ago; a snapshot after `now` is ignored.
    const id = await postWith('old', [
      [30, 10, 1, 0],
      [25, 40, 2, 1],
      [24.5, 100, 5, 2],
      [2, 300, 20, 4],
      [0.5, 400, 30, 10],
      [-1, 9999, 999, 999],
    ]);
    expect(await refreshPostMetrics(handle.db, [id], now)).toBe(1);
    const post = await read(id);
    expect(post.reactions).toBe(401);
    expect(post.comments).toBe(30);
    expect(post.metricsAt).toEqual(hoursAgo(0.5));
    expect(post.reactionsGain24h).toBe(400 - 100);
    expect(post.commentsGain24h).toBe(30 - 5);
    expect(post.sharesGain24h).toBe(10 - 2);
    // Latest hour: 400 - 300 (value at 1 h ago is the 2 h snapshot). Baseline: (300 - 40) / 24
    // (value at 25 h ago is the 25 h snapshot; the post was watched the whole window).
    const k = SPIKE_SMOOTHING;
    expect(post.massReactions).toBeCloseTo((100 + k) / (260 / 24 + k), 10);
    expect(post.massComments).toBeCloseTo((10 + k) / (18 / 24 + k), 10);
    expect(post.massShares).toBeCloseTo((6 + k) / (3 / 24 + k), 10);
    expect(post.derivedAt).toEqual(now);
  });

  it('measures a young post against its first snapshot and its watched hours', async () => {
    const id = await postWith('young', [
      [5, 10, 0, 0],
      [3, 20, 0, 0],
      [0.2, 120, 4, 0],
    ]);
    await refreshPostMetrics(handle.db, [id], now);
    const post = await read(id);
    expect(post.reactionsGain24h).toBe(110);
    // Baseline window: first snapshot (5 h ago) to 1 h ago = 4 hours, gain 20 - 10.
    expect(post.massReactions).toBeCloseTo((100 + SPIKE_SMOOTHING) / (10 / 4 + SPIKE_SMOOTHING));
    expect(post.massShares).toBe(1);
  });

  it('lets spikes and gains fade as time passes without new snapshots', async () => {
    const id = await postWith('fading', [
      [3, 0, 0, 0],
      [0.5, 500, 0, 0],
    ]);
    await refreshPostMetrics(handle.db, [id], now);
    expect((await read(id)).massReactions).toBeGreaterThan(10);
    const later = new Date(now.getTime() + 30 * 3_600_000);
    expect(await refreshRecentPostMetrics(handle.db, { now: later })).toBeGreaterThanOrEqual(0);
    await refreshPostMetrics(handle.db, [id], later);
    const post = await read(id);
    expect(post.reactionsGain24h).toBe(0);
    expect(post.massReactions).toBe(1);
  });

  it('recomputes every recently measured post that is due', async () => {
    const id = await postWith('recent', [
      [2, 0, 0, 0],
      [0.1, 50, 0, 0],
    ]);
    const count = await refreshRecentPostMetrics(handle.db, { now, batchSize: 2 });
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await read(id)).reactionsGain24h).toBe(50);
    expect(await refreshRecentPostMetrics(handle.db, { now, batchSize: 2 })).toBe(0);
  });

  it('ignores an empty list and posts without snapshots', async () => {
    expect(await refreshPostMetrics(handle.db, [], now)).toBe(0);
    const [bare] = await handle.db
      .insert(posts)
      .values({ networkId: 'bare', kind: 'post', pageId, mediaType: 'text', createdTime: now })
      .returning({ id: posts.id });
    expect(await refreshPostMetrics(handle.db, [bare?.id ?? 0], now)).toBe(0);
  });
});
