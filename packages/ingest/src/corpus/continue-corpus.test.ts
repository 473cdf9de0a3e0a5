import type { ImportLineInput } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { CATCH_UP_HOURS, continueCorpus } from './continue-corpus';
import { generateCorpus } from './generate-corpus';

const HOUR = 3_600_000;
const end = new Date('2026-11-21T05:00:00Z');
const corpus = { posts: 400, seed: 5, end };
const hoursAfterEnd = (hours: number) => new Date(end.getTime() + hours * HOUR);

interface Point {
  at: number;
  counts: number[];
}

type Snapshot = Omit<Extract<ImportLineInput, { type: 'metrics' }>, 'type' | 'post_id'>;

function counts({ reactions, comments, shares }: Snapshot): number[] {
  return [...Object.values(reactions ?? {}), comments, shares].map((value) => value ?? 0);
}

/** Each post's snapshots, oldest first, from generated and continued lines. */
function histories(lines: Iterable<ImportLineInput>): Map<string, Point[]> {
  const byPost = new Map<string, Point[]>();
  const add = (post: string, metrics: Snapshot) => {
    const points = byPost.get(post) ?? [];
    points.push({ at: Date.parse(metrics.at), counts: counts(metrics) });
    byPost.set(post, points);
  };
  for (const line of lines) {
    if (line.type === 'post' && line.metrics) add(line.id, line.metrics);
    if (line.type === 'metrics') add(line.post_id, line);
  }
  for (const points of byPost.values()) points.sort((a, b) => a.at - b.at);
  return byPost;
}

/** The counts of the latest snapshot at or before `at` (what decision 0007 reads). */
function countsAt(points: Point[], at: number): number[] | undefined {
  return points.filter((point) => point.at <= at).at(-1)?.counts;
}

/** Continued hour by hour from the end, as a running API would. */
function hourByHour(hours: number): ImportLineInput[] {
  const lines: ImportLineInput[] = [];
  for (let hour = 1; hour <= hours; hour++) {
    lines.push(
      ...continueCorpus({ ...corpus, after: hoursAfterEnd(hour - 1), until: hoursAfterEnd(hour) }),
    );
  }
  return lines;
}

describe('continueCorpus', () => {
  const generated = [...generateCorpus({ posts: corpus.posts, seed: corpus.seed, now: end })];

  it('never lowers a count, from the generated history on', () => {
    for (const points of histories([...generated, ...hourByHour(72)]).values()) {
      for (let index = 1; index < points.length; index++) {
        const [before, after] = [points[index - 1], points[index]];
        after?.counts.forEach((value, at) =>
          expect(value).toBeGreaterThanOrEqual(before?.counts[at] ?? 0),
        );
      }
    }
  });

  it('gives the same lines for the same options, and other lines for another seed', () => {
    const options = { ...corpus, after: end, until: hoursAfterEnd(30) };
    const lines = [...continueCorpus(options)];
    expect(lines.length).toBeGreaterThan(0);
    expect([...continueCorpus(options)]).toEqual(lines);
    expect([...continueCorpus({ ...options, seed: 6 })]).not.toEqual(lines);
  });

  it('writes nothing until a new hour begins', () => {
    expect([...continueCorpus({ ...corpus, after: end, until: end })]).toEqual([]);
    const later = hoursAfterEnd(5);
    expect([...continueCorpus({ ...corpus, after: later, until: later })]).toEqual([]);
  });

  it('catches up on at most the last 26 hours, storing what hourly runs would have stored there', () => {
    const hours = 40;
    const until = hoursAfterEnd(hours).getTime();
    const caughtUp = [...continueCorpus({ ...corpus, after: end, until: new Date(until) })];
    const windowStart = until - (CATCH_UP_HOURS - 1) * HOUR;
    expect(
      caughtUp.every((line) => line.type === 'metrics' && Date.parse(line.at) >= windowStart),
    ).toBe(true);

    const withCatchUp = histories([...generated, ...caughtUp]);
    const withHourly = histories([...generated, ...hourByHour(hours)]);
    for (const [post, points] of withHourly) {
      for (let at = windowStart; at <= until; at += HOUR) {
        expect(countsAt(withCatchUp.get(post) ?? [], at)).toEqual(countsAt(points, at));
      }
    }
  });

  it('keeps posts gaining and spiking weeks after the end', () => {
    const until = hoursAfterEnd(21 * 24);
    const lastDay = histories([...generated, ...continueCorpus({ ...corpus, after: end, until })]);
    const dayGains: number[] = [];
    const hourGains: number[] = [];
    const total = (values: number[] | undefined) =>
      (values ?? []).reduce((sum, value) => sum + value, 0);
    for (const points of lastDay.values()) {
      const latest = total(countsAt(points, until.getTime()));
      dayGains.push(latest - total(countsAt(points, until.getTime() - 24 * HOUR)));
      hourGains.push(latest - total(countsAt(points, until.getTime() - HOUR)));
    }
    expect(dayGains.filter((gain) => gain > 0).length).toBeGreaterThan(20);
    expect(hourGains.filter((gain) => gain > 0).length).toBeGreaterThan(0);
  });
});
