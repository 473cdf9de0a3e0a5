import type { Database } from '@postradar/db';
import { openCommandDatabase } from './open-command-database';
import { AppError } from '../lib/app-error';

/**
 * Runs a staff command on the database the environment points at and prints what it answers:
 * exit code 0, or 1 with the refusal's message (an unexpected error in full).
 */
export async function runOnDatabase(
  command: (db: Database) => Promise<string | string[]>,
): Promise<number> {
  const database = await openCommandDatabase();
  if (!database) return 1;
  try {
    const output = await command(database.db);
    for (const line of Array.isArray(output) ? output : [output]) console.log(line);
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}
