import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/vi';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from './languages';
import { moments, timeZones } from './test/moments';
import { formatTimeAgo } from './time-ago';

dayjs.extend(relativeTime);

const now = new Date(2026, 10, 28, 12, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Distances from a second to two centuries, either way, the steps' edges more often. */
const distances = fc.oneof(
  fc.integer({ min: -200 * 365 * day, max: 200 * 365 * day }),
  fc.integer({ min: -60 * day, max: 60 * day }),
  fc.integer({ min: -2 * day, max: 2 * day }),
  fc.integer({ min: -2 * hour, max: 2 * hour }),
  fc
    .constantFrom(44.5, 89.5, 44.5 * 60, 89.5 * 60, 21.5 * 3600, 35.5 * 3600, 25.5 * 86_400)
    .chain((seconds) => fc.integer({ min: -2000, max: 2000 }).map((ms) => seconds * 1000 + ms)),
);

describe('formatTimeAgo', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('says how long ago in English and Vietnamese', () => {
    expect(formatTimeAgo(before(3 * hour), now, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo(before(3 * hour), now, 'vi')).toBe('3 giờ trước');
    expect(formatTimeAgo(before(10_000), now, 'en')).toBe('a few seconds ago');
    expect(formatTimeAgo(before(minute), now, 'en')).toBe('a minute ago');
    expect(formatTimeAgo(before(2 * minute), now, 'vi')).toBe('2 phút trước');
    expect(formatTimeAgo(before(day), now, 'en')).toBe('a day ago');
    expect(formatTimeAgo(before(40 * day), now, 'en')).toBe('a month ago');
    expect(formatTimeAgo(before(400 * day), now, 'vi')).toBe('một năm trước');
    expect(formatTimeAgo(before(3 * 365 * day), now, 'en')).toBe('3 years ago');
  });

  it('says "in" for a moment after now', () => {
    expect(formatTimeAgo(before(-5 * minute), now, 'en')).toBe('in 5 minutes');
    expect(formatTimeAgo(before(-5 * minute), now, 'vi')).toBe('5 phút tới');
  });

  it('reads the time as the other dates do', () => {
    expect(formatTimeAgo('2026-11-28T09:00:00', now, 'en')).toBe('3 hours ago');
  });

  it.each(timeZones)('writes what dayjs writes, in %s', (zone) => {
    vi.stubEnv('TZ', zone);
    fc.assert(
      fc.property(moments, distances, fc.constantFrom(...languages), (at, distance, language) => {
        const moment = new Date(at.getTime() - distance);
        expect(formatTimeAgo(moment, at, language)).toBe(
          dayjs(moment).locale(language).from(dayjs(at)),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
