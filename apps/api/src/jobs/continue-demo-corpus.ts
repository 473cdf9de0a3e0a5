import type { ImportSummary } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { continueCorpus, currentHour, importNdjson, toNdjson } from '@postradar/ingest';
import { setImmediate } from 'node:timers/promises';
import { continuationSource, findDemoCorpus } from './demo-corpus-runs';

/** Lines between two turns of the event loop: a few milliseconds of work. */
const LINES_PER_TURN = 250;

/**
 * The lines, letting the event loop serve requests every LINES_PER_TURN of them (on PGlite the
 * import's queries resolve without ever reaching it, so a long catch-up would hold every request
 * until it ends), until the signal aborts: then the import fails, so the next run does the hours
 * again.
 */
async function* politely<T>(items: Iterable<T>, signal: AbortSignal | undefined) {
  let count = 0;
  for (const item of items) {
    if (++count % LINES_PER_TURN === 0) await setImmediate();
    signal?.throwIfAborted();
    yield item;
  }
}

/**
 * Continues the database's demo corpus (if it holds one) from the hour it was last continued to
 * up to the current hour of `clock`: its posts' next snapshots (continueCorpus), imported through
 * the ordinary import path, which recomputes their trending gains and spike scores for `clock`.
 * Only the demo's own posts get lines. Null when there was nothing to do.
 */
export async function continueDemoCorpus(
  db: Database,
  { clock, signal }: { clock: () => Date; signal?: AbortSignal },
): Promise<ImportSummary | null> {
  const corpus = await findDemoCorpus(db);
  const until = currentHour(clock().getTime());
  if (!corpus || until <= corpus.continuedTo) return null;
  const lines = continueCorpus({ ...corpus, after: corpus.continuedTo, until });
  return importNdjson(db, politely(toNdjson(lines), signal), {
    source: continuationSource(until),
    now: clock,
  });
}
