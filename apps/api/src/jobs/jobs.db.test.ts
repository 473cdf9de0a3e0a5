import { jobLeases, posts, selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobLease, lastJobResult } from './job-lease';
import { scheduleLeasedJob } from './schedule-leased-job';
import { loadDemoCorpus } from './load-demo-corpus';
import { METRICS_REFRESH_JOB, scheduleMetricsRefresh } from './schedule-metrics-refresh';
import { STATISTICS_UPKEEP_JOB, scheduleStatisticsUpkeep } from './schedule-statistics-upkeep';

describe('start-up and background jobs', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('loads the demo corpus into an empty database only, printing progress', async () => {
    const printed: string[] = [];
    const summary = await loadDemoCorpus(database.db, {
      count: 300,
      print: (line) => printed.push(line),
    });
    expect(summary).toMatchObject({ status: 'succeeded', skipped: 0 });
    expect(summary?.source).toMatch(
      /^demo-corpus\?seed=1&posts=300&end=\d{4}-\d\d-\d\dT\d\d%3A00%3A00.000Z$/,
    );
    expect(summary?.storedByType.post).toBe(300);
    const [stored] = await database.db.select({ total: count() }).from(posts);
    expect(stored?.total).toBe(300);
    expect(printed[0]).toBe('Empty database: loading a demo corpus of 300 posts...');
    expect(printed).toContain('  300 / 300 posts');
    expect(printed.at(-1)).toMatch(/^Demo corpus loaded in [\d.]+ s/);
    const trending = await selectRows<{ gain: number }>(
      database.db,
      sql`select max(reactions_gain_24h) as gain from posts`,
    );
    expect(trending[0]?.gain).toBeGreaterThan(0);

    expect(await loadDemoCorpus(database.db, { count: 300, print: () => {} })).toBeNull();
  });

  it('lets one holder claim a job lease at a time, until it runs out', async () => {
    expect(await claimJobLease(database.db, 'test-job', 'a', 60_000)).toBe(true);
    expect(await claimJobLease(database.db, 'test-job', 'b', 60_000)).toBe(false);
    await database.db
      .update(jobLeases)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobLeases.name, 'test-job'));
    expect(await claimJobLease(database.db, 'test-job', 'b', 60_000)).toBe(true);
  });

  it('gives the lease back when stopped midway, and keeps it after a finished run', async () => {
    const log = { debug: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const hourLong = (run: (signal: AbortSignal) => Promise<Record<string, unknown>>) =>
      scheduleLeasedJob(
        database.db,
        { name: 'long-job', tickMs: 3_600_000, leaseMs: () => 3_600_000, run },
        log,
      );
    const finished = hourLong(async () => ({ done: true }));
    await finished.runNow();
    await finished.stop();
    expect(await claimJobLease(database.db, 'long-job', 'other', 60_000)).toBe(false);

    await database.db
      .update(jobLeases)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobLeases.name, 'long-job'));
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const interrupted = hourLong(
      (signal) =>
        new Promise((resolve) => {
          started();
          signal.addEventListener('abort', () => resolve({ aborted: true }));
        }),
    );
    void interrupted.runNow();
    await running;
    await interrupted.stop();
    expect(await claimJobLease(database.db, 'long-job', 'other', 60_000)).toBe(true);
  });

  it('refreshes trending and spike scores once per period across processes', async () => {
    const log = { debug: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const first = scheduleMetricsRefresh(database.db, { intervalMs: 300_000, log });
    const second = scheduleMetricsRefresh(database.db, { intervalMs: 300_000, log });
    await Promise.all([first.runNow(), second.runNow()]);
    await Promise.all([first.stop(), second.stop()]);
    const [lease] = await database.db
      .select()
      .from(jobLeases)
      .where(eq(jobLeases.name, METRICS_REFRESH_JOB));
    expect(lease?.lastResult).toMatchObject({ posts: expect.any(Number) });
    expect(lease?.lastFinishedAt).toBeInstanceOf(Date);
    expect(lease?.lockedUntil.getTime()).toBeGreaterThan(Date.now() + 200_000);
  });

  // The server schedules it on PGlite only: on PostgreSQL, autovacuum analyzes the tables too.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'analyzes the tables of the embedded database never analyzed, and only those',
    async () => {
      const log = { debug: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
      const upkeep = scheduleStatisticsUpkeep(database.db, log);
      const analyzed = async () => {
        await upkeep.runNow();
        return (await lastJobResult(database.db, STATISTICS_UPKEEP_JOB))?.analyzed;
      };
      expect(await analyzed()).toEqual(expect.arrayContaining(['posts', 'post_snapshots']));
      const [estimate] = await selectRows<{ rows: number }>(
        database.db,
        sql`select reltuples::int as rows from pg_class where oid = 'posts'::regclass`,
      );
      expect(estimate?.rows).toBe(300);

      expect(await analyzed()).toEqual([]);
      await upkeep.stop();
    },
  );
});
