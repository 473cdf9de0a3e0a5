// `npm run bench:ingest [-- --posts 100000]`: imports demo-corpus NDJSON through the ordinary
// import path (line splitting, zod validation, batch upserts, derived metrics per batch) into a
// fresh `postradar_bench_ingest` database beside DATABASE_URL's, with every index in place, and
// prints the rate. Results and the exact command: docs/benchmarks.md.
import { selectRows } from '@postradar/db';
import { generateCorpusNdjson, importNdjson } from '@postradar/ingest';
import { sql } from 'drizzle-orm';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openBenchDatabase, requireDatabaseUrl } from './bench-database';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '2026' },
  },
});
const posts = Number(values.posts);
const now = new Date('2026-11-21T00:00:00Z');

/** Writes the corpus to a file first, so that generating it is not part of the measurement. */
async function writeCorpus(path: string, withHistory: boolean) {
  async function* lines() {
    for (const line of generateCorpusNdjson({ posts, seed: Number(values.seed), now })) {
      if (withHistory || !line.startsWith('{"type":"metrics"')) yield line;
    }
  }
  await pipeline(Readable.from(lines()), createWriteStream(path));
}

async function run(databaseUrl: string, label: string, path: string, times = 1) {
  const database = await openBenchDatabase(databaseUrl, 'postradar_bench_ingest', {
    fresh: true,
    poolSize: 4,
  });
  try {
    const [indexes] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_indexes where tablename in ('posts', 'post_contents', 'post_snapshots')`,
    );
    for (let round = 1; round <= times; round++) {
      const started = performance.now();
      const summary = await importNdjson(database.db, createReadStream(path), {
        source: `bench:ingest ${label}`,
        now: () => now,
      });
      const seconds = (performance.now() - started) / 1000;
      const stored = summary.storedByType;
      console.log(
        `${label}${round > 1 ? ' (again: nothing changes)' : ''}: ${summary.linesRead.toLocaleString('en')} lines ` +
          `(${(stored.post ?? 0).toLocaleString('en')} posts, ${(stored.metrics ?? 0).toLocaleString('en')} metrics) in ${seconds.toFixed(1)} s = ` +
          `${Math.round((stored.post ?? 0) / seconds).toLocaleString('en')} posts/s, ` +
          `${Math.round(summary.linesRead / seconds).toLocaleString('en')} lines/s ` +
          `[${summary.status}, ${summary.skipped} skipped, ${indexes?.count} indexes on posts, post_contents and post_snapshots]`,
      );
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const databaseUrl = requireDatabaseUrl();
  const folder = mkdtempSync(join(tmpdir(), 'postradar-bench-ingest-'));
  try {
    const postsOnly = join(folder, 'posts.ndjson');
    const withHistory = join(folder, 'history.ndjson');
    await writeCorpus(postsOnly, false);
    await writeCorpus(withHistory, true);
    console.log(
      `bench:ingest: ${posts.toLocaleString('en')} demo-corpus posts into a fresh postradar_bench_ingest`,
    );
    await run(databaseUrl, 'posts, each with its first snapshot', postsOnly, 2);
    await run(databaseUrl, 'posts with their whole hourly/daily history', withHistory);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
