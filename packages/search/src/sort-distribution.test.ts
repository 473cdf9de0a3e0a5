import { describe, expect, it } from 'vitest';
import { rangeStart, valueShares } from './sort-distribution';

describe('valueShares', () => {
  it('puts an equal part of the unlisted posts in each bucket, highest bound first', () => {
    const shares = valueShares({
      histogram: ['0', '10', '20', '30', '40'],
      commonValues: [],
      commonShares: [],
      nullShare: 0,
    });
    expect(shares.map((point) => point.value)).toEqual(['40', '30', '20', '10', '0']);
    expect(shares.map((point) => point.share)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('adds the common values, each a point of its own, and leaves nulls out', () => {
    const shares = valueShares({
      histogram: ['1', '5', '9'],
      commonValues: ['0', '7'],
      commonShares: [0.5, 0.1],
      nullShare: 0.2,
    });
    // 20% of the posts are unlisted: 10% in each of the two buckets, counted from their start.
    expect(shares.map((point) => point.value)).toEqual(['9', '7', '5', '1', '0']);
    const expected = [0, 0.1, 0.2, 0.3, 0.8];
    shares.forEach((point, at) => expect(point.share).toBeCloseTo(expected[at] ?? -1));
  });

  it('reads a column of common values alone', () => {
    const shares = valueShares({
      histogram: [],
      commonValues: ['2', '0', '1'],
      commonShares: [0.2, 0.5, 0.3],
      nullShare: 0,
    });
    expect(shares).toEqual([
      { value: '2', share: 0.2 },
      { value: '1', share: 0.5 },
      { value: '0', share: 1 },
    ]);
  });

  it('compares timestamps as times', () => {
    const shares = valueShares({
      histogram: ['2026-08-01 00:00:00+00', '2026-10-01 00:00:00+00', '2026-11-01 00:00:00+00'],
      commonValues: ['2026-10-15 12:00:00+00'],
      commonShares: [0.2],
      nullShare: 0,
    });
    expect(shares[0]).toEqual({ value: '2026-11-01 00:00:00+00', share: 0 });
    expect(shares[1]).toEqual({ value: '2026-10-15 12:00:00+00', share: 0.2 });
    expect(shares[2]?.share).toBeCloseTo(0.4 + 0.2);
  });

  it('gives nothing without statistics or with values it cannot compare', () => {
    const base = { commonValues: [], commonShares: [], nullShare: 0 };
    expect(valueShares({ ...base, histogram: ['3'] })).toEqual([]);
    expect(valueShares({ ...base, histogram: ['a', 'b'] })).toEqual([]);
  });
});

describe('rangeStart', () => {
  const shares = [
    { value: '40', share: 0 },
    { value: '30', share: 0.25 },
    { value: '20', share: 0.5 },
  ];

  it('takes the highest value with enough posts above it', () => {
    expect(rangeStart(shares, 0.2)).toBe('30');
    expect(rangeStart(shares, 0.25)).toBe('30');
    expect(rangeStart(shares, 0.3)).toBe('20');
  });

  it('gives nothing when the histogram holds too few posts', () => {
    expect(rangeStart(shares, 0.6)).toBeUndefined();
    expect(rangeStart([], 0.1)).toBeUndefined();
  });
});
