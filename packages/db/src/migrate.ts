import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK_ID = 7_042_001;

export async function migratePglite<T extends Record<string, unknown>>(db: PgliteDatabase<T>) {
  await migrateWithPglite(db, { migrationsFolder });
}

/**
 * Several API processes may start at once against one PostgreSQL: the first takes the lock and
 * migrates, the others wait and then find nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateWithPg(drizzle(connection), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}
