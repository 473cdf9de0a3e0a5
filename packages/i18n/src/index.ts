// Both whole catalogues, for tests and for code that needs every language at once; an app loads
// the interface language's catalogue only, in two parts, through loadCatalogue.
export { en } from './locales/en';
export { vi } from './locales/vi';
export type { Catalogue } from './catalogue';
export { loadCatalogue } from './load-catalogue';
/** The English texts of the upgrade prompts, which the API's refusals of a plan feature quote. */
export { gates as englishGates } from './locales/en/gates';
export {
  languages,
  defaultLanguage,
  isLanguage,
  resolveLanguage,
  type Language,
} from './languages';
export {
  dateFormats,
  formatFullDate,
  formatShortDate,
  formatShortDateTime,
  isValidDate,
  toDate,
  type DateInput,
} from './dates';
export { formatTimeAgo } from './time-ago';
