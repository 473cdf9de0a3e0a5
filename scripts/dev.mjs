#!/usr/bin/env node
// `npm run dev`: the API with tsx watch (restarts on change) and the web app on Vite's dev server
// (hot reload, http://localhost:5173, proxying API paths to the API on port 3000).
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);
// Browsers use Vite's origin, which forwards the API paths: sign-in callbacks must be built from it.
const apiEnv = { PUBLIC_URL: 'http://localhost:5173', ...process.env };
const codes = await Promise.all([
  run('npm', ['run', 'dev', '--workspace', '@postradar/api'], { cwd: root, env: apiEnv }),
  run('npm', ['run', 'dev', '--workspace', '@postradar/web'], { cwd: root }),
]);
process.exit(Math.max(...codes));
