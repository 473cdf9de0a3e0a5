import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('the embedded database folder, one process at a time', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'postradar-lock-'));
    folders.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('refuses a second opener while the first has it, and lets the next one in once closed', async () => {
    const dataDir = folder();
    const first = await createDb({ dataDir, migrate: false });
    await expect(createDb({ dataDir, migrate: false })).rejects.toThrow(DataDirInUse);
    await expect(createDb({ dataDir, migrate: false })).rejects.toThrow(
      /in use by another PostRadar process .*stop the app .*or set DATABASE_URL/,
    );
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const second = await createDb({ dataDir, migrate: false });
    await second.close();
  });

  it('takes over a lock left by a process that has gone', () => {
    const dataDir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dataDir, LOCK_FILE), gone.stdout.toString());
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.pid})`);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
