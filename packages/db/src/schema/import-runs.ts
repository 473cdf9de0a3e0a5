import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const importRunStatuses = ['running', 'succeeded', 'failed'] as const;
export type ImportRunStatus = (typeof importRunStatuses)[number];

/** Stored lines per line type (page, domain, post, metrics). */
export type ImportCounts = Record<string, number>;

/** One rejected line: its number in the input and why (docs/data-format.md). */
export interface ImportLineError {
  line: number;
  reason: string;
}

/** One NDJSON import (command line, staff endpoint, Meta connector or demo corpus) and its summary. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Where the lines came from: a file name, `stdin`, `admin-api`, `meta:<query>`, `demo-corpus`. */
    source: text('source').notNull(),
    /** The staff member who posted it, for imports through the admin API. */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ImportRunStatus>().notNull().default('running'),
    linesRead: integer('lines_read').notNull().default(0),
    stored: integer('stored').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** Stored lines per type. */
    storedByType: jsonb('stored_by_type').$type<ImportCounts>().notNull().default({}),
    /** Skipped lines per type ('unknown' when the type could not be read). */
    skippedByType: jsonb('skipped_by_type').$type<ImportCounts>().notNull().default({}),
    /** Rows created or changed per table: a repeated import shows zeros here. */
    changes: jsonb('changes').$type<ImportCounts>().notNull().default({}),
    /** The first rejected lines (at most 100). */
    errors: jsonb('errors').$type<ImportLineError[]>().notNull().default([]),
    /** Why the run stopped, when it failed as a whole (not a line error). */
    failure: text('failure'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('import_runs_started_idx').on(table.startedAt.desc(), table.id.desc())],
);

export type ImportRun = typeof importRuns.$inferSelect;

/**
 * Leases of periodic background jobs: an instance runs a job only after claiming its row, so with
 * several API processes each period's run happens once (decision 0015).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** Nobody else claims the job before this time. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** What the last run reported, e.g. `{ "posts": 1200 }`, or its error. */
  lastResult: jsonb('last_result').$type<Record<string, unknown>>(),
});

export type JobLease = typeof jobLeases.$inferSelect;
