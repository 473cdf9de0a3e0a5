import { sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { selectRows } from '../select-rows';
import { refreshPostMetrics } from './refresh-post-metrics';

export interface RefreshRecentOptions {
  now?: Date;
  /** Posts per statement. */
  batchSize?: number;
  /** A post computed less than this long ago is left alone. */
  minAgeMs?: number;
  /**
   * Also posts measured since this time, when it is earlier than 26 hours before `now`: after the
   * job did not run for a while, the posts that went quiet meanwhile still need the computation
   * that settles them at gain 0 and score 1.
   */
  since?: Date;
}

/** The widest window a derived measure looks at (24 h gains, the spike baseline), plus an hour. */
export const RECENT_WINDOW_MS = 26 * 3_600_000;

/**
 * The periodic half of the background job: gains and spikes change as time passes even when no
 * snapshot arrives, so every post with a snapshot in the last 26 hours (the widest window a
 * measure looks at, plus an hour), or since `since`, is recomputed once its values are older
 * than `minAgeMs`.
 * Posts quieter than that settled at gain 0 and score 1 on their last computation.
 * Walks posts_newest_idx; returns the number of posts recomputed.
 */
export async function refreshRecentPostMetrics(
  db: Database,
  { now = new Date(), batchSize = 5000, minAgeMs = 10 * 60_000, since }: RefreshRecentOptions = {},
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const recent = new Date(now.getTime() - RECENT_WINDOW_MS);
  const from = sql`${(since && since < recent ? since : recent).toISOString()}::timestamptz`;
  const staleBefore = sql`${new Date(now.getTime() - minAgeMs).toISOString()}::timestamptz`;
  let total = 0;
  let after: { metricsAt: string; id: number } | null = null;
  for (;;) {
    const cursor: ReturnType<typeof sql> = after
      ? sql`and (metrics_at, id) < (${after.metricsAt}::timestamptz, ${after.id})`
      : sql``;
    const rows: { id: string; metrics_at: string; due: boolean }[] = await selectRows(
      db,
      sql`select id::text as id, metrics_at::text as metrics_at,
            (derived_at is null or derived_at < ${staleBefore} or derived_at < metrics_at) as due
          from posts
          where metrics_at >= ${from} and metrics_at <= ${at} ${cursor}
          order by metrics_at desc nulls last, id desc nulls last
          limit ${batchSize}`,
    );
    const last = rows.at(-1);
    if (!last) return total;
    const due = rows.filter((row) => row.due).map((row) => Number(row.id));
    total += await refreshPostMetrics(db, due, now);
    if (rows.length < batchSize) return total;
    after = { metricsAt: last.metrics_at, id: Number(last.id) };
  }
}
