import {
  en,
  isLanguage,
  resolveLanguage,
  setDateLanguage,
  vi,
  type Language,
} from '@postradar/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export interface LanguageSources {
  /** The signed-in user's saved setting (user.settings.language). */
  userLanguage?: string | null;
  /** The choice stored on this device (`postradar.language`). */
  storedLanguage?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

/**
 * SPEC section 4: the user's saved setting, else the language chosen on this device, else the
 * first supported browser language, else English.
 */
export function detectLanguage({
  userLanguage,
  storedLanguage,
  browserLanguages,
}: LanguageSources): Language {
  const saved = isLanguage(userLanguage) ? userLanguage : storedLanguage;
  return resolveLanguage(saved, browserLanguages);
}

/** Keeps <html lang> and dayjs in step with the interface language. */
function applyToDocument(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  setDateLanguage(language);
}

/**
 * Builds an i18next instance with both catalogues in the single 'translation' namespace, so keys
 * read `section.key` (the contract packages/ui relies on, decision 0004). Initialisation is
 * synchronous: the catalogues are bundled, there is nothing to fetch.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, vi: { translation: vi } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'vi'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', applyToDocument);
  applyToDocument(language);
  return instance;
}
