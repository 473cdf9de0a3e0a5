import { toDate, type DateInput } from './dates';
import type { Language } from './languages';

type Label = 's' | 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy';
type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The words of each language (dayjs's relativeTime texts of its en and vi locales). */
const words: Record<Language, Record<Label | 'future' | 'past', string>> = {
  en: {
    future: 'in %s',
    past: '%s ago',
    s: 'a few seconds',
    m: 'a minute',
    mm: '%d minutes',
    h: 'an hour',
    hh: '%d hours',
    d: 'a day',
    dd: '%d days',
    M: 'a month',
    MM: '%d months',
    y: 'a year',
    yy: '%d years',
  },
  vi: {
    future: '%s tới',
    past: '%s trước',
    s: 'vài giây',
    m: 'một phút',
    mm: '%d phút',
    h: 'một giờ',
    hh: '%d giờ',
    d: 'một ngày',
    dd: '%d ngày',
    M: 'một tháng',
    MM: '%d tháng',
    y: 'một năm',
    yy: '%d năm',
  },
};

/**
 * The steps from seconds to years: a step with a unit measures the distance in it; the first step
 * whose rounded distance is at most its `upTo` (the last has none) names it, with the step before
 * when that distance is 1 or less ('a minute', not '1 minutes'). These are dayjs's thresholds:
 * up to 44 seconds 'a few seconds', to 89 seconds 'a minute', to 44 minutes '%d minutes', and so
 * on to years.
 */
const steps: readonly { label: Label; upTo?: number; unit?: Unit }[] = [
  { label: 's', upTo: 44, unit: 'second' },
  { label: 'm', upTo: 89 },
  { label: 'mm', upTo: 44, unit: 'minute' },
  { label: 'h', upTo: 89 },
  { label: 'hh', upTo: 21, unit: 'hour' },
  { label: 'd', upTo: 35 },
  { label: 'dd', upTo: 25, unit: 'day' },
  { label: 'M', upTo: 45 },
  { label: 'MM', upTo: 10, unit: 'month' },
  { label: 'y', upTo: 17 },
  { label: 'yy', unit: 'year' },
];

/** The UTC offset of a local time in minutes, to the quarter hour (as dayjs rounds it). */
const utcOffset = (date: Date) => -Math.round(date.getTimezoneOffset() / 15) * 15;

/** The date `count` months after `date`, its day kept or the month's last (31 Jan + 1: 28 Feb). */
function addMonths(date: Date, count: number): Date {
  const result = new Date(date.getTime());
  result.setDate(1);
  result.setMonth(date.getMonth() + count);
  const monthLength = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), monthLength));
  return result;
}

/** Months from `to` to `from`, with the fraction of the month under way (moment's and dayjs's). */
function monthsBetween(from: Date, to: Date): number {
  if (from.getDate() < to.getDate()) return -monthsBetween(to, from);
  const whole = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  const anchor = addMonths(from, whole).getTime();
  const isBefore = to.getTime() - anchor < 0;
  const other = addMonths(from, whole + (isBefore ? -1 : 1)).getTime();
  const fraction = (to.getTime() - anchor) / (isBefore ? anchor - other : other - anchor);
  return -(whole + fraction) || 0;
}

/** How far `moment` is after `now` (negative: before), in `unit`, with its fraction. */
function distance(moment: Date, now: Date, unit: Unit): number {
  const ms = moment.getTime() - now.getTime();
  switch (unit) {
    case 'second':
      return ms / 1000;
    case 'minute':
      return ms / 60_000;
    case 'hour':
      return ms / 3_600_000;
    case 'day':
      // Whole days across a change of clocks: a local day is 23 or 25 hours long then.
      return (ms - (utcOffset(now) - utcOffset(moment)) * 60_000) / 86_400_000;
    case 'month':
      return monthsBetween(moment, now);
    case 'year':
      return monthsBetween(moment, now) / 12;
  }
}

/**
 * How long ago `value` was at `now`, in words: '3 hours ago', 'a few seconds ago', '2 years ago'
 * ('3 giờ trước' in Vietnamese); a moment after `now` reads 'in 3 hours' ('3 giờ tới'). The text
 * dayjs's relativeTime writes (time-ago.test.ts compares them).
 */
export function formatTimeAgo(value: DateInput, now: Date, language: Language): string {
  const moment = toDate(value);
  const texts = words[language];
  let measured = 0;
  let text = '';
  for (const [index, step] of steps.entries()) {
    if (step.unit) measured = distance(moment, now, step.unit);
    const rounded = Math.round(Math.abs(measured));
    if (step.upTo !== undefined && rounded > step.upTo) continue;
    const named = rounded <= 1 && index > 0 ? (steps[index - 1] ?? step) : step;
    text = texts[named.label].replace('%d', String(rounded));
    break;
  }
  return texts[measured > 0 ? 'future' : 'past'].replace('%s', text);
}
