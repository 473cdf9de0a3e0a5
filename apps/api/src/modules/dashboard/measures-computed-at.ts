import type { PostDto } from '@postradar/contracts';
import { posts, type Database } from '@postradar/db';
import { inArray, max } from 'drizzle-orm';
import { lastJobResult } from '../../jobs/job-lease';
import { METRICS_REFRESH_JOB } from '../../jobs/schedule-metrics-refresh';

/** The time the metrics job last computed the measures for, if it ran. */
async function lastMetricsRefresh(db: Database): Promise<Date | undefined> {
  const through = (await lastJobResult(db, METRICS_REFRESH_JOB))?.through;
  if (typeof through !== 'string') return undefined;
  const at = new Date(through);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** When the shown posts' measures were last computed (an import computes them too). */
async function latestDerivedAt(db: Database, shown: readonly PostDto[]) {
  if (shown.length === 0) return undefined;
  const [row] = await db
    .select({ at: max(posts.derivedAt) })
    .from(posts)
    .where(
      inArray(
        posts.id,
        shown.map((post) => Number(post._id)),
      ),
    );
  return row?.at ?? undefined;
}

/**
 * How current the trending gains and spike scores are: the later of the metrics job's last run
 * and the latest computation of the shown posts' own measures; null before either.
 */
export async function measuresComputedAt(
  db: Database,
  shown: readonly PostDto[],
): Promise<string | null> {
  const times = [await lastMetricsRefresh(db), await latestDerivedAt(db, shown)].filter(
    (time): time is Date => time !== undefined,
  );
  if (times.length === 0) return null;
  return new Date(Math.max(...times.map((time) => time.getTime()))).toISOString();
}
