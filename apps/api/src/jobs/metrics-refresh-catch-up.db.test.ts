import {
  jobLeases,
  pages,
  posts,
  postSnapshots,
  refreshRecentPostMetrics,
  type DbHandle,
} from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_REFRESH_JOB, scheduleMetricsRefresh } from './schedule-metrics-refresh';

const start = new Date('2026-11-03T12:00:00Z');
const hoursAfter = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const log = { debug: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('the metrics refresh after a pause', () => {
  let database: DbHandle;
  let postId: number;

  beforeAll(async () => {
    database = await createTestDb();
    const [page] = await database.db
      .insert(pages)
      .values({ networkId: 'p1', name: 'Page' })
      .returning({ id: pages.id });
    const [post] = await database.db
      .insert(posts)
      .values({
        networkId: 'p1_1',
        kind: 'post',
        pageId: page?.id ?? 0,
        mediaType: 'text',
        createdTime: hoursAfter(-10),
        metricsAt: hoursAfter(-0.5),
      })
      .returning({ id: posts.id });
    postId = post?.id ?? 0;
    await database.db.insert(postSnapshots).values([
      { postId, at: hoursAfter(-3), reactionsLike: 0 },
      { postId, at: hoursAfter(-0.5), reactionsLike: 500 },
    ]);
  });
  afterAll(() => database.close());

  const gain = async () =>
    (await database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.reactionsGain24h;

  async function runJobAt(at: Date) {
    // The previous run's lease has run out: this process may claim it.
    await database.db.update(jobLeases).set({ lockedUntil: new Date(0) });
    const job = scheduleMetricsRefresh(database.db, { intervalMs: 300_000, log, now: () => at });
    await job.runNow();
    await job.stop();
  }

  it('settles the posts that went quiet while nothing ran the job', async () => {
    await runJobAt(start);
    expect(await gain()).toBe(500);
    // Three days without the job: the post is now far outside the usual 26-hour window...
    const later = hoursAfter(72);
    expect(await refreshRecentPostMetrics(database.db, { now: later })).toBe(0);
    expect(await gain()).toBe(500);
    // ...but the job starts 26 hours before its previous run and settles it.
    await runJobAt(later);
    expect(await gain()).toBe(0);
    const [lease] = await database.db
      .select()
      .from(jobLeases)
      .where(eq(jobLeases.name, METRICS_REFRESH_JOB));
    expect(lease?.lastResult).toMatchObject({ posts: 1, through: later.toISOString() });
  });
});
