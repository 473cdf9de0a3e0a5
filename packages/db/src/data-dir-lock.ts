import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file a process holds in PGlite's data folder while it has the database open. */
export const LOCK_FILE = 'postradar.lock';

/** The data folder is open in another process. */
export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by another PostRadar process (pid ${pid}). ` +
        'The embedded database serves one process at a time: stop the app (or the other ' +
        `command) first, or set DATABASE_URL to use PostgreSQL. If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUse';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims PGlite's data folder for this process. PGlite holds the database in one process's memory
 * and writes it to the folder: two processes on one folder (the app and a staff command) would
 * each overwrite what the other wrote. A lock left by a process that has gone is taken over.
 * Answers the release, to call once the database is closed.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const own = String(process.pid);
  for (;;) {
    try {
      writeFileSync(path, own, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(path, 'utf8') === own) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(path, 'utf8').trim());
    } catch {
      continue; // Released meanwhile: try again.
    }
    if (isRunning(holder)) throw new DataDirInUse(dataDir, holder);
    try {
      unlinkSync(path);
    } catch {
      // Another process took it over first: the next attempt sees its lock.
    }
  }
}
