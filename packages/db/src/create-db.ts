import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import { once } from 'node:events';
import pg from 'pg';
import * as schema from './schema';
import { migratePglite, migratePostgres } from './migrate';

export type Schema = typeof schema;
/** The query layer, the same type whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  /**
   * The query layer for what users ask of the corpus (searches). On PostgreSQL, connections of
   * their own whose statements stop after `statementTimeoutMs` (decision 0036); migrations,
   * imports and jobs use `db`, which has no such limit. On PGlite, the same as `db`.
   */
  searchDb: Database;
  kind: DatabaseKind;
  /**
   * Resolves when the database answers a trivial query; rejects otherwise, on PostgreSQL even
   * when the server stopped answering (`connectTimeoutMs` to connect, as long again to answer).
   */
  ping(): Promise<void>;
  /**
   * Waits for running queries, then closes the connection(s); PGlite flushes to disk. Closing
   * again waits for the same close.
   */
  close(): Promise<void>;
}

/** How long the database may take (decisions 0036 and 0037); 0 means no limit. */
export interface ConnectionLimits {
  /** A statement on `searchDb` stops after this many milliseconds (PostgreSQL only). Default 0. */
  statementTimeoutMs?: number;
  /**
   * A PostgreSQL connection (a new one, or a free one of the pool) not had within this many
   * milliseconds fails the query instead of waiting. Default 5,000.
   */
  connectTimeoutMs?: number;
}

type PostgresOptions = ConnectionLimits & {
  databaseUrl: string;
  poolSize?: number;
  migrate?: boolean;
  /**
   * Told when the server drops an idle connection (a restart, an administrator); the pool
   * replaces it on the next query. Printed to standard error by default.
   */
  onIdleConnectionError?: (error: Error) => void;
};

export type DbOptions =
  PostgresOptions | (ConnectionLimits & { dataDir: string | null; migrate?: boolean });

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

function reportIdleConnectionError(error: Error) {
  console.error(
    `A database connection was closed while idle; it will be reopened: ${error.message}`,
  );
}

/**
 * Settings of every pooled connection (decision 0024). A search by common words builds GIN bitmaps
 * of up to a few hundred thousand posts: within PostgreSQL's default 4 MB they turn lossy and
 * every post of a page is read and rechecked. JIT compilation only adds time to short searches.
 * Searches of several users run side by side: one parallel worker at most per query leaves cores
 * to the others (two workers for a deep page made every concurrent search wait).
 */
const SESSION_SETTINGS: Record<string, string> = {
  work_mem: '32MB',
  jit: 'off',
  max_parallel_workers_per_gather: '1',
};

/**
 * A pool of PostgreSQL connections with these settings. Without an 'error' listener, a
 * connection the server drops while idle would end the process; a connection that breaks while
 * in use is discarded, and the next query opens a new one, so the pool recovers by itself when
 * the server is back (decision 0037). TCP keep-alive lets the system notice a silent network.
 * `end` resolves once every connection is closed: pg-pool's own end() resolves when they are
 * only asked to close.
 */
function openPool(options: PostgresOptions, settings: Record<string, string>) {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  pool.on('error', options.onIdleConnectionError ?? reportIdleConnectionError);
  let open = 0;
  pool.on('connect', () => open++);
  pool.on('remove', () => open--);
  const end = async () => {
    await pool.end();
    while (open > 0) await once(pool, 'remove');
  };
  return { pool, end };
}

function closingOnce(close: () => Promise<void>) {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function openPglite(dataDir: string | null, shouldMigrate: boolean) {
  // Search needs unaccent (diacritic-insensitive words) and pg_trgm (host suffixes); the
  // migrations create them, PGlite must have them loaded. PostgreSQL ships them as contrib.
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(db);
  return { client, db };
}

/**
 * PostgreSQL when a DATABASE_URL is given, otherwise embedded PGlite in `dataDir`
 * (null keeps it in memory). Migrations apply before the handle is returned unless `migrate` is false.
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if ('databaseUrl' in options) {
    const { pool, end } = openPool(options, SESSION_SETTINGS);
    const db = drizzlePostgres(pool, { schema });
    if (shouldMigrate) await migratePostgres(pool);
    const timeoutMs = options.statementTimeoutMs ?? 0;
    const search =
      timeoutMs > 0
        ? openPool(options, { ...SESSION_SETTINGS, statement_timeout: `${timeoutMs}ms` })
        : undefined;
    // pg reads a query's own read timeout from its config (its type declarations omit it): a
    // ping whose answer never comes (a silent network) fails, and pool.query discards the
    // connection.
    const pingQuery = {
      text: 'select 1',
      query_timeout: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    };
    return {
      db,
      searchDb: search ? drizzlePostgres(search.pool, { schema }) : db,
      kind: 'postgres',
      ping: async () => {
        await pool.query(pingQuery);
      },
      close: closingOnce(async () => {
        await Promise.all([end(), search?.end()]);
      }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process at a time on a data folder (the app, or a staff command).
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const { client, db } = await openPglite(options.dataDir, shouldMigrate).catch(
    (error: unknown) => {
      release();
      throw error;
    },
  );
  // PGlite runs a statement to its end in this thread: nothing can stop it (decision 0036).
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: closingOnce(async () => {
      await client.close();
      release();
    }),
  };
}
