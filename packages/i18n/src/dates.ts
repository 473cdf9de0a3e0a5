import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/vi';
import type { Language } from './languages';

dayjs.extend(advancedFormat);
dayjs.extend(relativeTime);

/**
 * `full`: the precise date-time of tooltips and details. `date` and `dateTime`: the compact forms
 * of plans and bills ("27 Nov 2026", "27 Nov 2026, 6:27 am"), short enough for a phone's line.
 */
export const dateFormats = {
  en: { full: 'dddd, MMMM Do YYYY, h:mm:ss a', date: 'D MMM YYYY', dateTime: 'D MMM YYYY, h:mm a' },
  vi: { full: 'DD/MM/YYYY, H:mm:ss', date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY, H:mm' },
} as const satisfies Record<Language, { full: string; date: string; dateTime: string }>;

/** Sets dayjs's global locale; Vietnamese weeks start on Monday (dayjs's vi locale). */
export function setDateLanguage(language: Language): void {
  dayjs.locale(language);
}

export function formatFullDate(value: dayjs.ConfigType, language: Language): string {
  return dayjs(value).locale(language).format(dateFormats[language].full);
}

/** A day without the time: "27 Nov 2026" (27/11/2026 in Vietnamese). */
export function formatShortDate(value: dayjs.ConfigType, language: Language): string {
  return dayjs(value).locale(language).format(dateFormats[language].date);
}

/** A day and its time to the minute: "27 Nov 2026, 6:27 am" (27/11/2026, 6:27 in Vietnamese). */
export function formatShortDateTime(value: dayjs.ConfigType, language: Language): string {
  return dayjs(value).locale(language).format(dateFormats[language].dateTime);
}
