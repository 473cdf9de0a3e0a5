import { describe, expect, it } from 'vitest';
import { utcDay, utcDaysUpTo } from './utc-days';

describe('utcDaysUpTo', () => {
  it('lists the days up to today in UTC, oldest first, across months', () => {
    expect(utcDaysUpTo(new Date('2026-11-02T23:59:59+00:00'), 4)).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('takes the day of the moment in UTC, not in local time', () => {
    expect(utcDay(new Date('2026-11-03T01:00:00+07:00'))).toBe('2026-11-02');
    expect(utcDaysUpTo(new Date('2026-03-01T00:00:00Z'), 30)).toHaveLength(30);
    expect(utcDaysUpTo(new Date('2026-03-01T00:00:00Z'), 30).at(0)).toBe('2026-01-31');
  });
});
