import { createDb, DataDirInUse, type DbHandle } from '@postradar/db';
import { loadConfig } from '../config';

/**
 * The database the environment points at, for a staff command; null, with the reason printed,
 * when the embedded database is open in another process (the app, another command).
 */
export async function openCommandDatabase(): Promise<DbHandle | null> {
  try {
    return await createDb(loadConfig().database);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    return null;
  }
}
