import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const harvestFrequencies = ['hourly', 'daily'] as const;
export type HarvestFrequency = (typeof harvestFrequencies)[number];

/**
 * The Ad Library search a harvest or a one-off run asks (`GET /ads_archive`), as the connector's
 * `AdsArchiveQuery` (packages/ingest): terms or page ids, countries, ad type, active status, and
 * whether its ads are labelled by media type (one pass per media type).
 */
export type HarvestQuery = Record<string, unknown>;

/** A standing Meta Ad Library search that the API processes run on a schedule (decision 0051). */
export const metaHarvests = pgTable(
  'meta_harvests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What staff call it; unique. */
    name: text('name').notNull(),
    query: jsonb('query').$type<HarvestQuery>().notNull(),
    every: text('every').$type<HarvestFrequency>().notNull(),
    /** When the scheduler starts its next run. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meta_harvests_name_key').on(sql`lower(${table.name})`),
    index('meta_harvests_next_run_idx').on(table.nextRunAt),
    check('meta_harvests_every', sql`${table.every} in ('hourly', 'daily')`),
  ],
);

export type MetaHarvest = typeof metaHarvests.$inferSelect;

export const harvestRunStatuses = ['running', 'paused', 'succeeded', 'failed'] as const;
export type HarvestRunStatus = (typeof harvestRunStatuses)[number];

/** One error a run met and got past (a retried request, a smaller page), or the one that ended it. */
export interface HarvestRunError {
  at: string;
  message: string;
}

/**
 * One run of an Ad Library search, of a harvest or one-off (`npm run ingest:meta`): where it is
 * (the media pass and the cursor of the next page, recorded after every stored page, so that a
 * paused, failed or killed run resumes there) and what it did so far.
 */
export const metaHarvestRuns = pgTable(
  'meta_harvest_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    harvestId: bigint('harvest_id', { mode: 'number' }).references(() => metaHarvests.id, {
      onDelete: 'set null',
    }),
    /** The query as asked, with the delivery date it starts from when it only fetches what is new. */
    query: jsonb('query').$type<HarvestQuery>().notNull(),
    /** The query without its start date: the runs of "the same query". */
    queryKey: text('query_key').notNull(),
    status: text('status').$type<HarvestRunStatus>().notNull().default('running'),
    /** Index of the media pass in progress (one pass when ads are not labelled by media type). */
    pass: integer('pass').notNull().default(0),
    /** The `after` cursor of the next page of the pass in progress; null at a pass's start. */
    cursor: text('cursor'),
    /** Ads asked per page; smaller after the API asked for less data. */
    pageLimit: integer('page_limit').notNull(),
    pagesFetched: integer('pages_fetched').notNull().default(0),
    adsNew: integer('ads_new').notNull().default(0),
    adsUpdated: integer('ads_updated').notNull().default(0),
    adsSeen: integer('ads_seen').notNull().default(0),
    /** The first errors met (at most 20) and the one that ended a failed run, last. */
    errors: jsonb('errors').$type<HarvestRunError[]>().notNull().default([]),
    /** Why a run found what it found, e.g. that commercial ads outside the EU and UK are not returned. */
    notice: text('notice'),
    /** A paused run goes on after this time (the rate budget regained). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('meta_harvest_runs_harvest_idx').on(table.harvestId, table.startedAt.desc()),
    index('meta_harvest_runs_query_idx').on(table.queryKey, table.startedAt.desc()),
    index('meta_harvest_runs_open_idx')
      .on(table.status, table.pausedUntil)
      .where(sql`${table.status} in ('running', 'paused')`),
    check(
      'meta_harvest_runs_status',
      sql`${table.status} in ('running', 'paused', 'succeeded', 'failed')`,
    ),
  ],
);

export type MetaHarvestRun = typeof metaHarvestRuns.$inferSelect;
