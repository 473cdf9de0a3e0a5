export { en } from './locales/en';
export { vi } from './locales/vi';
export type { Catalogue } from './catalogue';
export {
  languages,
  defaultLanguage,
  isLanguage,
  resolveLanguage,
  type Language,
} from './languages';
export { dateFormats, formatFullDate, setDateLanguage } from './dates';
