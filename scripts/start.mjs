#!/usr/bin/env node
// `npm start`: installs what package-lock.json pins when node_modules differs from it (npm ci),
// builds the web app and the admin site if needed, then starts the API, which migrates the
// database (embedded PGlite in .data/ unless DATABASE_URL is set), serves the web app (and the
// admin site under /admin) from one origin and prints its URL.
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { ensureWebBuilt } from './lib/ensure-web-built.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);
ensureWebBuilt(root);
const code = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { SERVE_WEB: 'true', ...process.env },
});
process.exit(code);
