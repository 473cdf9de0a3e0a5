// Builds the web app when apps/web/dist is missing or older than any source it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/ui/src',
  'packages/i18n/src',
  'packages/api-client/src',
  'packages/contracts/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function ensureWebBuilt(root) {
  const built = join(root, 'apps/web/dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@postradar/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
