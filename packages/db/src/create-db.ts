import { PGlite } from '@electric-sql/pglite';
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
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Waits for running queries, then closes the connection(s); PGlite flushes to disk. */
  close(): Promise<void>;
}

export type DbOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      migrate?: boolean;
      /**
       * Told when the server drops an idle connection (a restart, an administrator); the pool
       * replaces it on the next query. Printed to standard error by default.
       */
      onIdleConnectionError?: (error: Error) => void;
    }
  | { dataDir: string | null; migrate?: boolean };

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
const SESSION_SETTINGS = {
  work_mem: '32MB',
  jit: 'off',
  max_parallel_workers_per_gather: '1',
} as const;

/**
 * A pool of PostgreSQL connections. Without an 'error' listener, a connection the server drops
 * while idle would end the process. `end` resolves once every connection is closed: pg-pool's own
 * end() resolves when they are only asked to close.
 */
function openPool(options: Extract<DbOptions, { databaseUrl: string }>) {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    options: Object.entries(SESSION_SETTINGS)
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

/**
 * PostgreSQL when a DATABASE_URL is given, otherwise embedded PGlite in `dataDir`
 * (null keeps it in memory). Migrations apply before the handle is returned unless `migrate` is false.
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if ('databaseUrl' in options) {
    const { pool, end } = openPool(options);
    const db = drizzlePostgres(pool, { schema });
    if (shouldMigrate) await migratePostgres(pool);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: end,
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Search needs unaccent (diacritic-insensitive words) and pg_trgm (host suffixes); the
  // migrations create them, PGlite must have them loaded. PostgreSQL ships them as contrib.
  const client = await PGlite.create(options.dataDir ?? undefined, {
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(db);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
