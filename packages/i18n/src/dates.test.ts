import { describe, expect, it } from 'vitest';
import { formatFullDate, formatShortDate, formatShortDateTime } from './dates';

/** A local time, so that the figures do not depend on the machine's time zone. */
const moment = new Date(2026, 10, 27, 6, 27, 34);
const afternoon = new Date(2026, 10, 27, 18, 5, 0);

describe('the dates', () => {
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
  });
});
