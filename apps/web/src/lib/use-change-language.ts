import type { Language } from '@postradar/i18n';
import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import { saveLanguageSetting } from './session/save-language-setting';
import { session } from './session/session-storage';
import { useAuth } from './session/use-auth';

/**
 * Switches the interface language at once and remembers it: on this device (`postradar.language`)
 * and, for a signed-in user, in their settings (stored user and account), so that the saved
 * setting, which wins at start-up, agrees with the choice just made.
 */
export function useChangeLanguage(): (language: Language) => void {
  const { i18n } = useTranslation();
  const { user, updateUser } = useAuth();
  return useCallback(
    (language: Language) => {
      session.setLanguage(language);
      if (user && user.settings?.language !== language) {
        updateUser({ ...user, settings: { ...user.settings, language } });
        saveLanguageSetting(language);
      }
      void i18n.changeLanguage(language);
    },
    [i18n, user, updateUser],
  );
}
