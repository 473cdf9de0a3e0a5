// Builds the web app and the admin site when their dist folder is missing or older than any source
// it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The packages both sites bundle: their sources, and their package.json (`sideEffects`). */
const sharedSources = ['ui', 'i18n', 'api-client', 'contracts']
  .flatMap((name) => [`packages/${name}/src`, `packages/${name}/package.json`])
  .concat('vite.shared.ts', 'vite.precompress.ts');

const apps = [
  { name: 'the web app', workspace: '@postradar/web', dir: 'apps/web' },
  { name: 'the admin site', workspace: '@postradar/admin', dir: 'apps/admin' },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function ensureBuilt(root, { name, workspace, dir }) {
  const built = join(root, dir, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  // The app's sources, public files and every file beside them (index.html, the build's
  // configuration and plugins).
  const ownFiles = readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${dir}/${entry.name}`);
  const sources = [`${dir}/src`, `${dir}/public`, ...ownFiles, ...sharedSources];
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log(`Building ${name}…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`The build of ${name} failed; see the messages above.`);
    process.exit(result.status ?? 1);
  }
}

export function ensureWebBuilt(root) {
  for (const app of apps) ensureBuilt(root, app);
}
