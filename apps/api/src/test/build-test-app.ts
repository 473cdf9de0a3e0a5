import { createTestDb } from '@postradar/db/testing';
import { seedPlans, type DbHandle } from '@postradar/db';
import { buildApp } from '../app';
import { loadConfig, type Environment } from '../config';

/** Tests make many research calls a minute: only the tests of these limits set them lower. */
const researchCallsUnlimited = {
  RATE_LIMIT_RESEARCH_PER_MINUTE: '1000000',
  RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '1000000',
};

/**
 * The API on a fresh, migrated and seeded test database (PGlite, or PostgreSQL with
 * DATABASE_URL) opened with the environment's statement and connect timeouts, or on `database`.
 */
export async function buildTestApp(environment: Environment = {}, database?: DbHandle) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...researchCallsUnlimited,
    ...environment,
  });
  const { statementTimeoutMs, connectTimeoutMs } = config.database;
  database ??= await createTestDb(undefined, { statementTimeoutMs, connectTimeoutMs });
  await seedPlans(database.db);
  return buildApp({ config, database });
}
