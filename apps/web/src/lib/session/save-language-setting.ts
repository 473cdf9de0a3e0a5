import type { Language } from '@postradar/i18n';
import { userCalls } from '@postradar/contracts';
import { api } from '../api';

/** PUT /api/user/settings with the language alone; failures are only logged. */
export function saveLanguageSetting(language: Language): void {
  api
    .call(userCalls.updateSettings, { body: { settings: { language } } })
    .catch((error: unknown) => {
      console.warn('[settings] the language could not be saved to the account', error);
    });
}
