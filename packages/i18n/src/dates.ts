import type { Language } from './languages';

/**
 * A moment as the apps hold one: an ISO 8601 string, epoch milliseconds or a Date. A string
 * without a zone (a day alone, or a day and a time) is a local time.
 */
export type DateInput = string | number | Date;

/**
 * The forms the functions below write, as dayjs format strings (the date pickers, which format
 * with dayjs, show their dates in `date`). `full`: the precise date-time of tooltips and details.
 * `date` and `dateTime`: the compact forms of plans and bills ("27 Nov 2026", "27 Nov 2026,
 * 6:27 am"), short enough for a phone's line.
 */
export const dateFormats = {
  en: { full: 'dddd, MMMM Do YYYY, h:mm:ss a', date: 'D MMM YYYY', dateTime: 'D MMM YYYY, h:mm a' },
  vi: { full: 'DD/MM/YYYY, H:mm:ss', date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY, H:mm' },
} as const satisfies Record<Language, { full: string; date: string; dateTime: string }>;

// Dates are written here rather than by a date library so that the screens showing times do not
// load one; dates.test.ts holds them to dayjs's output for the formats above.

/** A local date and time without a zone: '2026-11-27', '2026-11-27T06:27:34.5', '2026/11/27 6:27'. */
const localDateTime =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The moment `value` names (an invalid Date for what names none), read as dayjs reads it. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/z$/i.test(value)) {
    const parts = localDateTime.exec(value);
    if (parts) {
      const [, year, month, day, hours, minutes, seconds, fraction] = parts;
      return new Date(
        Number(year),
        Number(month) - 1 || 0,
        day ? Number(day) : 1,
        Number(hours ?? 0),
        Number(minutes ?? 0),
        Number(seconds ?? 0),
        Number((fraction ?? '0').slice(0, 3)),
      );
    }
  }
  return new Date(value);
}

/** Whether `value` names a moment. */
export function isValidDate(value: DateInput): boolean {
  return !Number.isNaN(toDate(value).getTime());
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const invalidDate = 'Invalid Date';

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fullYear = (date: Date) => String(date.getFullYear()).padStart(4, '0');

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  return `${value}${['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'}`;
}

/** '6:27 am', '6:05:09 pm' (English) or '6:27', '18:05:09' (Vietnamese). */
function clock(date: Date, language: Language, withSeconds: boolean): string {
  const hours = date.getHours();
  const seconds = withSeconds ? `:${twoDigits(date.getSeconds())}` : '';
  const minutes = `${twoDigits(date.getMinutes())}${seconds}`;
  if (language === 'vi') return `${hours}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '27 Nov 2026' or '27/11/2026'. */
function day(date: Date, language: Language): string {
  if (language === 'vi')
    return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${fullYear(date)}`;
  return `${date.getDate()} ${monthNames[date.getMonth()]?.slice(0, 3)} ${fullYear(date)}`;
}

/** Writes the moment with `write`, or 'Invalid Date' for what names none. */
function written(value: DateInput, write: (date: Date) => string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? invalidDate : write(date);
}

/** "Friday, November 27th 2026, 6:27:34 am" (27/11/2026, 6:27:34 in Vietnamese). */
export function formatFullDate(value: DateInput, language: Language): string {
  return written(value, (date) => {
    if (language === 'vi') return `${day(date, language)}, ${clock(date, language, true)}`;
    const dayName = dayNames[date.getDay()] ?? '';
    const month = monthNames[date.getMonth()] ?? '';
    return `${dayName}, ${month} ${ordinal(date.getDate())} ${fullYear(date)}, ${clock(date, language, true)}`;
  });
}

/** A day without the time: "27 Nov 2026" (27/11/2026 in Vietnamese). */
export function formatShortDate(value: DateInput, language: Language): string {
  return written(value, (date) => day(date, language));
}

/** A day and its time to the minute: "27 Nov 2026, 6:27 am" (27/11/2026, 6:27 in Vietnamese). */
export function formatShortDateTime(value: DateInput, language: Language): string {
  return written(value, (date) => `${day(date, language)}, ${clock(date, language, false)}`);
}
