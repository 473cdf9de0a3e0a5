import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type ConnectionLimits, type DbHandle } from '../create-db';

export interface TestDbHandle extends DbHandle {
  /** The URL of the new PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or, when
 * DATABASE_URL is set, a new PostgreSQL database created beside the one the URL names and dropped
 * again by `close()`. A whole database (not a schema) because migrations name the public schema.
 */
export async function createTestDb(
  databaseUrl = process.env.DATABASE_URL,
  limits: ConnectionLimits = {},
): Promise<TestDbHandle> {
  if (!databaseUrl) return createDb({ dataDir: null, ...limits });

  const name = `postradar_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(databaseUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4, ...limits });
  return {
    ...handle,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(databaseUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/** Runs `run` on a connection of its own to `databaseUrl`, closed afterwards. */
export async function withAdminClient<T>(
  databaseUrl: string,
  run: (client: pg.Client) => Promise<T>,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
