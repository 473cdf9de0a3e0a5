import { drawSpike, HOUR, reactionsAt, spikeGain, type Spike } from './engagement-curve';
import type { PostHistory } from './generate-corpus';
import { itemSeed, Random } from './random';

/**
 * Mean hours between two new spikes of one post after the corpus's end: a post still watched
 * hourly at the end (young or running) spikes every few days, a settled one about monthly. With
 * the default corpus that starts about as many spikes an hour (some 90) as the generator put into
 * its last 20 hours.
 */
const SPIKE_EVERY_HOURS = { watched: 4 * 24, settled: 30 * 24 };

/**
 * A generated post's reactions at any time from the corpus's `end` on: the same curve, plus new
 * spikes drawn one after another from the post's own seed. A post whose history reached `end`
 * keeps its organic growth (levelling off as its curve does); one whose history stopped earlier
 * stays where it was last seen, since continuing its curve would show all the growth nobody
 * recorded as a sudden jump. Never decreasing, and equal to the generated value at `end`.
 */
export function laterReactions(
  history: PostHistory,
  seed: number,
  end: number,
): (at: number) => number {
  const { curve, created, times } = history;
  const lastSeen = times[times.length - 1] ?? end;
  const organicUntil = lastSeen >= end ? Infinity : lastSeen;
  const meanGap = (lastSeen >= end ? SPIKE_EVERY_HOURS.watched : SPIKE_EVERY_HOURS.settled) * HOUR;
  const random = new Random(itemSeed(seed, history.index));
  const nextSpike = (after: number) =>
    drawSpike(random, curve.size, after - Math.log(1 - random.next()) * meanGap);

  const started: Spike[] = [];
  let pending = nextSpike(end);
  return (at) => {
    // The sequence is drawn in one order whatever times are asked for, so it is the same for all.
    while (pending.at < at) {
      started.push(pending);
      pending = nextSpike(pending.at);
    }
    let total = reactionsAt(curve, created, Math.min(at, organicUntil));
    for (const spike of started) total += spikeGain(spike, at);
    return total;
  };
}
