import { unwrap } from '@postradar/api-client';
import {
  paths,
  settingsResponseSchema,
  type updateSettingsBodySchema,
  type UserSettings,
} from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import type { z } from 'zod';
import { api } from '../../lib/api';

export interface Preferences {
  language: Language;
  phone: string;
  showFavorite: boolean;
}

/** PUT /api/user/settings with all three settings; resolves with the settings as stored. */
export function savePreferences({
  language,
  phone,
  showFavorite,
}: Preferences): Promise<UserSettings> {
  const body: z.input<typeof updateSettingsBodySchema> = {
    settings: { language, phone: phone.trim(), showFavorite },
  };
  return api.main.put(paths.userSettings, body).then(unwrap(settingsResponseSchema));
}
