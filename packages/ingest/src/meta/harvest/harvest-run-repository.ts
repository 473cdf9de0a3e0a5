import {
  metaHarvestRuns,
  selectRows,
  type Database,
  type HarvestRunError,
  type MetaHarvestRun,
} from '@postradar/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryKey, type AdsArchiveQuery } from '../ads-archive-query';

/** Errors kept per run: the first ones, and always the one that ended it. */
export const MAX_RUN_ERRORS = 20;

/** The UTC day of a time, as the API's `ad_delivery_date_min` reads it. */
function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/**
 * The day a new run of `query` starts from: the day the last successful run of the same query
 * started, so that it asks only for ads delivered since (new ones, and those still running, whose
 * last-seen time and status it refreshes); none for a first run or a query that names its own.
 */
export async function deliveredSinceFor(
  db: Database,
  query: AdsArchiveQuery,
): Promise<string | undefined> {
  if (query.deliveredSince) return query.deliveredSince;
  const [last] = await db
    .select({ startedAt: metaHarvestRuns.startedAt })
    .from(metaHarvestRuns)
    .where(
      and(eq(metaHarvestRuns.queryKey, queryKey(query)), eq(metaHarvestRuns.status, 'succeeded')),
    )
    .orderBy(desc(metaHarvestRuns.startedAt))
    .limit(1);
  return last ? utcDay(last.startedAt) : undefined;
}

/** A new run of `query`, from where the last successful run of it started. */
export async function createHarvestRun(
  db: Database,
  input: { query: AdsArchiveQuery; harvestId: number | null; pageLimit: number; now: Date },
): Promise<MetaHarvestRun> {
  const deliveredSince = await deliveredSinceFor(db, input.query);
  const query = { ...input.query, ...(deliveredSince ? { deliveredSince } : {}) };
  const [run] = await db
    .insert(metaHarvestRuns)
    .values({
      harvestId: input.harvestId,
      query,
      queryKey: queryKey(input.query),
      pageLimit: input.pageLimit,
      startedAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!run) throw new Error('the run was not created');
  return run;
}

export async function findHarvestRun(db: Database, id: number): Promise<MetaHarvestRun | null> {
  const [run] = await db.select().from(metaHarvestRuns).where(eq(metaHarvestRuns.id, id));
  return run ?? null;
}

/** What one stored page adds to a run, and where the run goes on from. */
export interface PageProgress {
  pass: number;
  cursor: string | null;
  pageLimit: number;
  adsSeen: number;
  adsNew: number;
  adsUpdated: number;
  errors: string[];
}

function errorEntries(messages: readonly string[], at: Date): HarvestRunError[] {
  return messages.map((message) => ({ at: at.toISOString(), message }));
}

/** Appends errors to a run's list, keeping the first MAX_RUN_ERRORS. */
function appendErrors(entries: HarvestRunError[]) {
  return sql`(${metaHarvestRuns.errors} || ${JSON.stringify(entries)}::jsonb)`;
}

export async function recordPage(
  db: Database,
  runId: number,
  progress: PageProgress,
  now: Date,
): Promise<void> {
  const entries = errorEntries(progress.errors, now);
  await db
    .update(metaHarvestRuns)
    .set({
      pass: progress.pass,
      cursor: progress.cursor,
      pageLimit: progress.pageLimit,
      pagesFetched: sql`${metaHarvestRuns.pagesFetched} + 1`,
      adsSeen: sql`${metaHarvestRuns.adsSeen} + ${progress.adsSeen}`,
      adsNew: sql`${metaHarvestRuns.adsNew} + ${progress.adsNew}`,
      adsUpdated: sql`${metaHarvestRuns.adsUpdated} + ${progress.adsUpdated}`,
      ...(entries.length > 0
        ? {
            errors: sql`(select coalesce(jsonb_agg(e.value order by e.n), '[]'::jsonb)
              from jsonb_array_elements(${appendErrors(entries)}) with ordinality as e(value, n)
              where e.n <= ${MAX_RUN_ERRORS})`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(metaHarvestRuns.id, runId));
}

/** A run taken up (again): running, no longer paused. */
export async function markRunning(db: Database, runId: number, now: Date): Promise<void> {
  await db
    .update(metaHarvestRuns)
    .set({ status: 'running', pausedUntil: null, finishedAt: null, updatedAt: now })
    .where(eq(metaHarvestRuns.id, runId));
}

export async function markPaused(
  db: Database,
  runId: number,
  until: Date,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(metaHarvestRuns)
    .set({
      status: 'paused',
      pausedUntil: until,
      errors: appendErrors(errorEntries([reason], now)),
      updatedAt: now,
    })
    .where(eq(metaHarvestRuns.id, runId));
}

export async function markFinished(
  db: Database,
  runId: number,
  outcome: { status: 'succeeded'; notice: string | null } | { status: 'failed'; failure: string },
  now: Date,
): Promise<void> {
  await db
    .update(metaHarvestRuns)
    .set({
      status: outcome.status,
      pausedUntil: null,
      finishedAt: now,
      updatedAt: now,
      ...(outcome.status === 'succeeded'
        ? { notice: outcome.notice }
        : { errors: appendErrors(errorEntries([outcome.failure], now)) }),
    })
    .where(eq(metaHarvestRuns.id, runId));
}

/**
 * The harvest run to take up first: one left running by a process that stopped (whoever holds
 * the harvest lease is the only one running runs), else a paused one whose pause is over. Any run
 * still paused, one-off runs included, holds everything back (`blockedUntil`): the rate budget is
 * the token's, not the run's. One-off runs (`npm run ingest:meta`) are resumed by hand only.
 */
export async function nextOpenRun(
  db: Database,
  now: Date,
): Promise<{ run: MetaHarvestRun | null; blockedUntil: Date | null }> {
  const [paused] = await selectRows<{ until: string }>(
    db,
    sql`select max(paused_until)::text as until from meta_harvest_runs
      where status = 'paused' and paused_until > ${now.toISOString()}::timestamptz
      having max(paused_until) is not null`,
  );
  if (paused) return { run: null, blockedUntil: new Date(paused.until) };
  const [open] = await selectRows<{ id: string }>(
    db,
    sql`select id::text from meta_harvest_runs
      where status in ('running', 'paused') and harvest_id is not null
      order by (status = 'running') desc, paused_until, id limit 1`,
  );
  return { run: open ? await findHarvestRun(db, Number(open.id)) : null, blockedUntil: null };
}

/** The harvest's run that has not ended (running, or paused), if any. */
export async function openRunOf(db: Database, harvestId: number): Promise<MetaHarvestRun | null> {
  const [run] = await db
    .select()
    .from(metaHarvestRuns)
    .where(
      and(
        eq(metaHarvestRuns.harvestId, harvestId),
        sql`${metaHarvestRuns.status} in ('running', 'paused')`,
      ),
    )
    .orderBy(desc(metaHarvestRuns.id))
    .limit(1);
  return run ?? null;
}
