import type { ImportLineInput, ImportMetrics } from '@postradar/contracts';
import { HOUR, metricsFor } from './engagement-curve';
import { corpusHistories } from './generate-corpus';
import { laterReactions } from './later-engagement';

/**
 * Hourly points written at most, however long the corpus was left alone: the 24-hour gain looks
 * back to now − 24 h and the spike baseline to now − 25 h (decision 0007), so the last 26 hours
 * make every derived value what it would have been had the corpus been continued every hour, at
 * about half the lines of two days.
 */
export const CATCH_UP_HOURS = 26;

export interface ContinuationOptions {
  /** The generated corpus: its size, seed and end (`now` when it was generated). */
  posts: number;
  seed: number;
  end: Date;
  /** The hour the corpus was continued to before (`end` the first time). */
  after: Date;
  /** The hour to continue it to (the current hour). */
  until: Date;
}

/** Every count of a snapshot together; since none ever drops, a change in any changes the sum. */
function countSum({ reactions, comments, shares }: ImportMetrics): number {
  return Object.values(reactions).reduce((sum, value) => sum + value, comments + shares);
}

/**
 * Metrics lines continuing a generated corpus from `after` to `until`: hourly snapshots of its
 * posts' later engagement (laterReactions), for at most the last CATCH_UP_HOURS hours. A post
 * gets a line only for an hour its counts changed in, so a settled corpus costs little; the first
 * hour compares with `after`, which keeps a gap in the history (a pause) from ever showing up as
 * a gain inside the derived windows. Deterministic: the same options give the same lines, and
 * continuing hour by hour stores the same history as catching up at once.
 */
export function* continueCorpus(options: ContinuationOptions): Generator<ImportLineInput> {
  const end = options.end.getTime();
  const after = Math.max(options.after.getTime(), end);
  const until = options.until.getTime();
  const from = Math.max(after + HOUR, until - (CATCH_UP_HOURS - 1) * HOUR);
  if (from > until) return;

  for (const history of corpusHistories({
    posts: options.posts,
    seed: options.seed,
    now: options.end,
  })) {
    const reactions = laterReactions(history, options.seed, end);
    let previous = countSum(metricsFor(history.curve, reactions(after), after));
    for (let at = from; at <= until; at += HOUR) {
      const metrics = metricsFor(history.curve, reactions(at), at);
      const sum = countSum(metrics);
      if (sum === previous) continue;
      previous = sum;
      yield { type: 'metrics', post_id: history.id, ...metrics };
    }
  }
}
