import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const sample = readFileSync(join(root, 'docs/examples/sample.ndjson'), 'utf8');
const dataDir = mkdtempSync(join(tmpdir(), 'postradar-ingest-'));

/** `npm run ingest -- <args>` on an embedded database of its own, with `input` on stdin. */
function ingest(args: string[], input: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/ingest.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('npm run ingest', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('imports standard input and prints the summary; a second run changes nothing', async () => {
    const first = await ingest(['-'], sample);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('from stdin: succeeded');
    expect(first.stdout).toContain('lines read 14, stored 9, skipped 5');
    expect(first.stdout).toContain('stored by type: page 2, domain 2, post 2, metrics 3');
    expect(first.stdout).toContain('line 12: reactions.like: must not be negative');

    const second = await ingest(['docs/examples/sample.ndjson'], '');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('from docs/examples/sample.ndjson: succeeded');
    expect(second.stdout).toContain('rows created or changed: none');
    // Two child processes each start tsx and PGlite: slow on a loaded 2-core machine.
  }, 180_000);

  it('explains its usage', async () => {
    const result = await ingest([], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run ingest -- <file.ndjson>');
  }, 60_000);
});
