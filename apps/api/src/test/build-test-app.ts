import { createTestDb } from '@postradar/db/testing';
import { seedPlans } from '@postradar/db';
import { buildApp } from '../app';
import { loadConfig, type Environment } from '../config';

/** The API on a fresh, migrated and seeded test database (PGlite, or PostgreSQL with DATABASE_URL). */
export async function buildTestApp(environment: Environment = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment });
  const database = await createTestDb();
  await seedPlans(database.db);
  return buildApp({ config, database });
}
