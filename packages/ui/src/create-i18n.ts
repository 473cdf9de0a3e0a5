import { en, isLanguage, languages, loadCatalogue, vi, type Language } from '@postradar/i18n';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueInParts } from './catalogue-in-parts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Where the texts render without a page: the app rendered ahead at build time. */
const hasDocument = typeof document !== 'undefined';

/** Keeps <html lang> in step with the interface language. */
function applyToDocument(language: string): void {
  if (hasDocument && isLanguage(language)) document.documentElement.lang = language;
}

/**
 * One i18next instance with the catalogues in the single 'translation' namespace, so keys read
 * `section.key` (decision 0004).
 */
function newInstance(language: Language): { instance: I18n; options: InitOptions } {
  const instance = i18next.createInstance().use(initReactI18next);
  // Also called when init applies the first language.
  instance.on('languageChanged', applyToDocument);
  const options: InitOptions = {
    lng: language,
    supportedLngs: languages,
    load: 'currentOnly',
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  };
  return { instance, options };
}

/**
 * With both catalogues bundled, ready at once (initialisation is synchronous): the admin site and
 * tests.
 */
export function createI18n(language: Language): I18n {
  const { instance, options } = newInstance(language);
  void instance.init({
    ...options,
    resources: { en: { translation: en }, vi: { translation: vi } },
    fallbackLng: 'en',
    initAsync: false,
  });
  return instance;
}

/**
 * With the first part of `language`'s catalogue only, fetched before the promise resolves: the
 * rest is fetched when a screen that reads it asks for it (loadRestOfCatalogue), another
 * language's texts when the interface switches to it (catalogue-in-parts.ts). The catalogues have
 * the same keys (a parity test), so no fallback language is loaded beside the user's.
 */
export async function loadI18n(language: Language): Promise<I18n> {
  // Asked for at once: i18next reads its backend a turn later, after whatever else the page asks
  // for meanwhile (the backend's own call then finds the module loaded).
  void loadCatalogue(language, 'first').catch(() => undefined);
  const { instance, options } = newInstance(language);
  await instance.use(catalogueInParts(instance)).init({ ...options, fallbackLng: false });
  return instance;
}
