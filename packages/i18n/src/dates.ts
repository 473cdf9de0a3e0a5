import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/vi';
import type { Language } from './languages';

dayjs.extend(advancedFormat);
dayjs.extend(relativeTime);

/** The full date-time shown in tooltips and details. */
export const dateFormats = {
  en: { full: 'dddd, MMMM Do YYYY, h:mm:ss a', registerDate: 'MMMM D, YYYY' },
  vi: { full: 'DD/MM/YYYY, H:mm:ss', registerDate: 'MMMM D, YYYY' },
} as const satisfies Record<Language, { full: string; registerDate: string }>;

/** Sets dayjs's global locale; Vietnamese weeks start on Monday (dayjs's vi locale). */
export function setDateLanguage(language: Language): void {
  dayjs.locale(language);
}

export function formatFullDate(value: dayjs.ConfigType, language: Language): string {
  return dayjs(value).locale(language).format(dateFormats[language].full);
}
