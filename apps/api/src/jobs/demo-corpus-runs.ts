import { importRuns, type Database, type ImportRun } from '@postradar/db';
import { currentHour } from '@postradar/ingest';
import { and, asc, desc, eq, like, or } from 'drizzle-orm';

/** How a demo corpus was generated: enough to generate it, and its continuation, again. */
export interface DemoCorpus {
  seed: number;
  posts: number;
  /** The hour its histories ended at (the generator's `now`). */
  end: Date;
}

const LOAD = 'demo-corpus';
const CONTINUATION = 'demo-corpus-continuation';
/** Loads before the parameters were recorded in the source all used this seed. */
const UNRECORDED_SEED = 1;

/** The import source of a demo-corpus load, e.g. `demo-corpus?seed=1&posts=20000&end=...`. */
export function demoCorpusSource({ seed, posts, end }: DemoCorpus): string {
  return `${LOAD}?${new URLSearchParams({ seed: String(seed), posts: String(posts), end: end.toISOString() })}`;
}

/** The import source of a continuation up to `until`. */
export function continuationSource(until: Date): string {
  return `${CONTINUATION}?${new URLSearchParams({ until: until.toISOString() })}`;
}

function parameters(source: string): URLSearchParams {
  return new URLSearchParams(source.slice(source.indexOf('?') + 1));
}

function corpusOf(run: ImportRun): DemoCorpus | null {
  if (run.source === LOAD) {
    // Recorded without parameters: the loader generated up to the hour it started in.
    const posts = run.storedByType.post ?? 0;
    return { seed: UNRECORDED_SEED, posts, end: currentHour(run.startedAt.getTime()) };
  }
  const values = parameters(run.source);
  const corpus = {
    seed: Number(values.get('seed')),
    posts: Number(values.get('posts')),
    end: new Date(values.get('end') ?? ''),
  };
  const valid =
    Number.isInteger(corpus.seed) && Number.isInteger(corpus.posts) && !isNaN(corpus.end.getTime());
  return valid ? corpus : null;
}

/**
 * The demo corpus this database was started with, and the hour it has been continued to, or null
 * when it holds none (or its load did not succeed). The load is the first import run with a
 * demo-corpus source: it ran on an empty database, so later imports, real or not, never replace it.
 */
export async function findDemoCorpus(
  db: Database,
): Promise<(DemoCorpus & { continuedTo: Date }) | null> {
  const [load] = await db
    .select()
    .from(importRuns)
    .where(or(eq(importRuns.source, LOAD), like(importRuns.source, `${LOAD}?%`)))
    .orderBy(asc(importRuns.id))
    .limit(1);
  const corpus = load?.status === 'succeeded' ? corpusOf(load) : null;
  if (!corpus) return null;

  const [continuation] = await db
    .select({ source: importRuns.source })
    .from(importRuns)
    .where(and(like(importRuns.source, `${CONTINUATION}?%`), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.id))
    .limit(1);
  const until = continuation ? new Date(parameters(continuation.source).get('until') ?? '') : null;
  return {
    ...corpus,
    continuedTo: until && until > corpus.end ? until : corpus.end,
  };
}
