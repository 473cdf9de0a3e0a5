import type { Language } from '@postradar/i18n';
import { paths, type updateSettingsBodySchema } from '@postradar/contracts';
import type { z } from 'zod';
import { api } from '../api';

/** PUT /api/user/settings with the language alone (SPEC section 7); failures are only logged. */
export function saveLanguageSetting(language: Language): void {
  const body: z.input<typeof updateSettingsBodySchema> = { settings: { language } };
  api.main.put(paths.userSettings, body).catch((error: unknown) => {
    console.warn('[settings] the language could not be saved to the account', error);
  });
}
