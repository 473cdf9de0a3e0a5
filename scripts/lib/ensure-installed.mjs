// Installs exactly what package-lock.json pins (`npm ci`) when node_modules is missing or differs
// from it (decision 0038). Uses only Node's own modules: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findInstallDrift } from './find-install-drift.mjs';

function readInstalled(root) {
  const recorded = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(recorded)) return null;
  try {
    return JSON.parse(readFileSync(recorded, 'utf8'));
  } catch {
    return null;
  }
}

export function ensureInstalled(root) {
  const locked = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const drift = findInstallDrift(locked, readInstalled(root));
  if (drift.length === 0) return;
  const more = drift.length > 1 ? ` (and ${drift.length - 1} more differences)` : '';
  console.log(`Installing the dependencies package-lock.json pins: ${drift[0]}${more}…`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm ci failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
