import { isLanguage, resolveLanguage, type Language } from '@postradar/i18n';

export interface LanguageSources {
  /** The signed-in user's saved setting (user.settings.language). */
  userLanguage?: string | null;
  /** The choice stored on this device (`postradar.language`). */
  storedLanguage?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

/**
 * The user's saved setting, else the language chosen on this device, else the first supported
 * browser language, else English.
 */
export function detectLanguage({
  userLanguage,
  storedLanguage,
  browserLanguages,
}: LanguageSources): Language {
  const saved = isLanguage(userLanguage) ? userLanguage : storedLanguage;
  return resolveLanguage(saved, browserLanguages);
}
