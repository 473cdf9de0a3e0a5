#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project checked with `tsc --noEmit`, as many at once as
// the machine has cores (each project keeps its incremental state), failures printed in full.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tscBin = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
/** Every folder with a tsconfig.json among the workspaces, the browser tests and the scripts. */
const projects = ['packages', 'apps', 'scripts']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => `${parent}/${name}`))
  .concat('e2e')
  .filter((project) => existsSync(join(root, project, 'tsconfig.json')));

function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [tscBin, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const failures = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    if (result.code !== 0) failures.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));

for (const { project, output } of failures) console.error(`\n${project}:\n${output.trimEnd()}`);
console.log(
  failures.length === 0
    ? `typecheck: ${projects.length} projects, no errors`
    : `typecheck: ${failures.length} of ${projects.length} projects have errors`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
