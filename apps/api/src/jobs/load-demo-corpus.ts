import { posts, type Database } from '@postradar/db';
import { currentHour, generateCorpusNdjson, importNdjson } from '@postradar/ingest';
import type { ImportSummary } from '@postradar/contracts';
import { Readable } from 'node:stream';
import { demoCorpusSource } from './demo-corpus-runs';
import { claimJobLease } from './job-lease';

/** The seed of the corpus every new installation starts with. */
export const DEMO_CORPUS_SEED = 1;

/**
 * On a database without posts, imports a demo corpus of `count` posts whose engagement ends at the
 * current hour of `clock`, through the ordinary import path, so a first start shows a living
 * product. Its source records how it was generated, so that it can be continued (decision 0021).
 * Returns null when there was nothing to do (posts exist, count is 0, or another process loads it).
 */
export async function loadDemoCorpus(
  db: Database,
  {
    count,
    print,
    clock = () => new Date(),
  }: { count: number; print: (line: string) => void; clock?: () => Date },
): Promise<ImportSummary | null> {
  if (count === 0) return null;
  const [anyPost] = await db.select({ id: posts.id }).from(posts).limit(1);
  if (anyPost) return null;
  if (!(await claimJobLease(db, 'demo-corpus', 'start-up', 10 * 60_000))) return null;

  const started = Date.now();
  print(`Empty database: loading a demo corpus of ${count.toLocaleString('en')} posts...`);
  const step = Math.max(1000, Math.ceil(count / 10 / 1000) * 1000);
  let shown = 0;
  const corpus = { posts: count, seed: DEMO_CORPUS_SEED, end: currentHour(clock().getTime()) };
  const summary = await importNdjson(
    db,
    Readable.from(generateCorpusNdjson({ ...corpus, now: corpus.end })),
    {
      source: demoCorpusSource(corpus),
      now: clock,
      onProgress: ({ storedByType }) => {
        const stored = storedByType.post ?? 0;
        if (stored - shown < step && stored < count) return;
        shown = stored;
        print(`  ${stored.toLocaleString('en')} / ${count.toLocaleString('en')} posts`);
      },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  print(
    summary.status === 'succeeded'
      ? `Demo corpus loaded in ${seconds} s (${summary.stored.toLocaleString('en')} lines). Set DEMO_CORPUS=off to start empty.`
      : `Loading the demo corpus failed: ${summary.failure}`,
  );
  return summary;
}
