import { userCalls, type UserSettings } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
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
  return api.call(userCalls.updateSettings, {
    body: { settings: { language, phone: phone.trim(), showFavorite } },
  });
}
