import { en, isLanguage, setDateLanguage, vi, type Language } from '@postradar/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Keeps <html lang> and dayjs in step with the interface language. */
function applyToDocument(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  setDateLanguage(language);
}

/**
 * Builds an i18next instance with both catalogues in the single 'translation' namespace, so keys
 * read `section.key` (decision 0004). Initialisation is synchronous: the catalogues are bundled.
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
    showSupportNotice: false,
  });
  instance.on('languageChanged', applyToDocument);
  applyToDocument(language);
  return instance;
}
