#!/usr/bin/env node
// `npm test`: every suite. Units, components and database suites (vitest), then the browser tests
// (Playwright in the system Chromium against the app started as `npm start` starts it).
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);
const steps = [
  ['npx', ['vitest', 'run']],
  ['npx', ['playwright', 'test']],
];
for (const [command, args] of steps) {
  const code = await run(command, args, { cwd: root });
  if (code !== 0) process.exit(code);
}
