import { languageCookie } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';

const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * Keeps the interface language in a cookie for the server, which sends the pages it rendered
 * ahead (the sign-in page) in it: the page drawn before the app starts is in the app's language.
 */
export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${yearInSeconds}; samesite=lax`;
}
