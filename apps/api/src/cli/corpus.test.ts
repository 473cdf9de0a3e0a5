import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'postradar-corpus-'));

function corpus(args: string[]) {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/corpus.ts', ...args],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

describe('npm run corpus', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the same bytes for the same --posts, --seed and --now, to a file or stdout', () => {
    const args = ['--posts', '200', '--seed', '42', '--now', '2026-11-21T05:00:00Z'];
    corpus([...args, '--out', join(folder, 'a.ndjson')]);
    const first = readFileSync(join(folder, 'a.ndjson'), 'utf8');
    expect(corpus(args)).toBe(first);
    expect(first.split('\n').filter((line) => line.includes('"type":"post"'))).toHaveLength(200);
  }, 30_000);

  it('names a bad option', () => {
    expect(() => corpus(['--posts', 'many'])).toThrow(/--posts/);
  }, 30_000);
});
