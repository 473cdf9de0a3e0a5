import type { Database } from '@postradar/db';
import type { AdsArchiveClient } from '@postradar/ingest';
import { loadConfig } from '../../config';
import { openCommandDatabase } from '../open-command-database';
import { AppError } from '../../lib/app-error';
import { adsArchiveClientFor } from '../../meta-config';

/** The connector the environment configures; a refusal without META_ACCESS_TOKEN. */
export function requireMetaClient(): AdsArchiveClient {
  const meta = loadConfig().meta;
  if (!meta) {
    throw new AppError(
      'CONFLICT',
      'META_ACCESS_TOKEN is not set: it must be an access token of a Meta app with Ad Library API access (README.md, Meta Ad Library).',
    );
  }
  return adsArchiveClientFor(meta);
}

/**
 * Runs an Ad Library command on the database the environment points at and prints what it
 * answers. The first Ctrl-C aborts `signal` (a run stops after the page in progress, resumable);
 * exit code 0 when it succeeded, 1 otherwise (a refusal's message, an unexpected error in full).
 */
export async function runMetaCommand(
  command: (db: Database, signal: AbortSignal) => Promise<{ lines: string[]; succeeded: boolean }>,
): Promise<number> {
  const stopping = new AbortController();
  const stop = () => {
    console.error('Stopping after the page in progress...');
    stopping.abort();
  };
  process.once('SIGINT', stop);
  const database = await openCommandDatabase();
  if (!database) return 1;
  try {
    const { lines, succeeded } = await command(database.db, stopping.signal);
    for (const line of lines) console.log(line);
    return succeeded ? 0 : 1;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    process.off('SIGINT', stop);
    await database.close();
  }
}
