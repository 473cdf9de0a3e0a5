import { createDb, type DbHandle } from '@postradar/db';
import pg from 'pg';

/** DATABASE_URL, required by the benchmarks (they measure PostgreSQL). */
export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      'The benchmarks run on PostgreSQL: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search',
    );
    process.exit(2);
  }
  return url;
}

/** The URL of database `name` on the server DATABASE_URL points at. */
export function siblingUrl(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Opens (creating it first when missing, or afresh when `fresh`) the dedicated database `name`
 * beside DATABASE_URL's, migrated, with the product's connection settings (createDb). The
 * benchmarks never touch DATABASE_URL's own database.
 */
export async function openBenchDatabase(
  databaseUrl: string,
  name: string,
  { fresh = false, poolSize = 10 }: { fresh?: boolean; poolSize?: number } = {},
): Promise<DbHandle & { url: string }> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = siblingUrl(databaseUrl, name);
  return { ...(await createDb({ databaseUrl: url, poolSize })), url };
}
