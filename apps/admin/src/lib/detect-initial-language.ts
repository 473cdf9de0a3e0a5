import { isLanguage, resolveLanguage, type Language } from '@postradar/i18n';
import { adminSession } from './session/admin-session';

/** The web app's language key on the same origin (apps/web, `postradar.language`). */
const webAppLanguageKey = 'postradar.language';

function readWebAppLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(webAppLanguageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language chosen on the admin site, else the one the staff member uses in PostRadar on this
 * browser, else the first supported browser language, else English.
 */
export function detectInitialLanguage(): Language {
  return resolveLanguage(
    adminSession.getLanguage() ?? readWebAppLanguage(),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}
