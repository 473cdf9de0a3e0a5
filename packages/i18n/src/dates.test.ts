import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import 'dayjs/locale/vi';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateFormats,
  formatFullDate,
  formatShortDate,
  formatShortDateTime,
  isValidDate,
  toDate,
} from './dates';
import { languages } from './languages';
import { moments, timeZones } from './test/moments';

dayjs.extend(advancedFormat);

/** A local time, so that the figures do not depend on the machine's time zone. */
const moment = new Date(2026, 10, 27, 6, 27, 34);
const afternoon = new Date(2026, 10, 27, 18, 5, 0);

describe('the dates', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('names a day compactly in each language', () => {
    expect(formatShortDate(moment, 'en')).toBe('27 Nov 2026');
    expect(formatShortDate(moment, 'vi')).toBe('27/11/2026');
  });

  it('adds the time to the minute, never the seconds', () => {
    expect(formatShortDateTime(moment, 'en')).toBe('27 Nov 2026, 6:27 am');
    expect(formatShortDateTime(afternoon, 'en')).toBe('27 Nov 2026, 6:05 pm');
    expect(formatShortDateTime(afternoon, 'vi')).toBe('27/11/2026, 18:05');
  });

  it('keeps the full form for details', () => {
    expect(formatFullDate(moment, 'en')).toBe('Friday, November 27th 2026, 6:27:34 am');
    expect(formatFullDate(moment, 'vi')).toBe('27/11/2026, 6:27:34');
    expect(formatFullDate(new Date(2026, 0, 1, 0, 0, 0), 'en')).toBe(
      'Thursday, January 1st 2026, 12:00:00 am',
    );
    expect(formatFullDate(new Date(2026, 0, 12, 12, 0, 0), 'en')).toBe(
      'Monday, January 12th 2026, 12:00:00 pm',
    );
  });

  it('reads a time without a zone as local, one with a zone as that moment', () => {
    expect(toDate('2026-11-27')).toEqual(new Date(2026, 10, 27));
    expect(toDate('2026-11-27T06:27:34.5678')).toEqual(new Date(2026, 10, 27, 6, 27, 34, 567));
    expect(toDate('2026-11-27T06:27:34Z')).toEqual(new Date(Date.UTC(2026, 10, 27, 6, 27, 34)));
    expect(toDate('2026-11-27T06:27:34+07:00').getTime()).toBe(Date.UTC(2026, 10, 26, 23, 27, 34));
    expect(toDate(moment.getTime())).toEqual(moment);
    expect(isValidDate('not a date')).toBe(false);
    expect(formatShortDate('not a date', 'en')).toBe('Invalid Date');
  });

  it.each(timeZones)('writes every form as dayjs does, in %s', (zone) => {
    vi.stubEnv('TZ', zone);
    fc.assert(
      fc.property(moments, fc.constantFrom(...languages), (date, language) => {
        const day = dayjs(date).locale(language);
        expect(formatFullDate(date, language)).toBe(day.format(dateFormats[language].full));
        expect(formatShortDate(date, language)).toBe(day.format(dateFormats[language].date));
        expect(formatShortDateTime(date, language)).toBe(
          day.format(dateFormats[language].dateTime),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it.each(timeZones)('reads what the apps send as dayjs does, in %s', (zone) => {
    vi.stubEnv('TZ', zone);
    const pad = (value: number, length = 2) => String(value).padStart(length, '0');
    // ISO strings with and without a zone, a day alone, epoch milliseconds.
    const written = moments.chain((date) =>
      fc.constantFrom(
        date.toISOString(),
        date.toISOString().slice(0, 10),
        date.toISOString().slice(0, 19),
        `${date.toISOString().slice(0, 19)}+07:00`,
        `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`,
        date.getTime(),
      ),
    );
    fc.assert(
      fc.property(written, (value) => {
        expect(toDate(value).getTime()).toBe(dayjs(value).valueOf());
      }),
      { numRuns: 1000 },
    );
  });
});
