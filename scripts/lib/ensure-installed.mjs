// Installs the dependencies when they are missing or older than package-lock.json.
// Uses only Node's own modules: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const isFresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (isFresh) return;
  console.log('Installing dependencies (first run or package-lock.json changed)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
