import type { Language } from '@postradar/i18n';
import { detectLanguage } from './i18n';
import { session } from './session/session-storage';

/** The language to start the app in, from the stored user, the device setting and the browser. */
export function detectInitialLanguage(): Language {
  return detectLanguage({
    userLanguage: session.getUser()?.settings?.language,
    storedLanguage: session.getLanguage(),
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}
