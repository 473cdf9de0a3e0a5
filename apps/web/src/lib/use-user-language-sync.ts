import { isLanguage } from '@postradar/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@postradar/ui';
import { session } from './session/session-storage';
import { useAuth } from './session/use-auth';

/**
 * The user's saved language wins. When a user signs in (or their profile arrives
 * with another setting), the interface switches to it and the device remembers it.
 */
export function useUserLanguageSync(): void {
  const { i18n } = useTranslation();
  const userLanguage = useAuth().user?.settings?.language;
  // Only a new saved setting switches: a language picked on screen but not saved yet (the profile
  // form applies it at once) is not undone.
  const appliedSetting = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!isLanguage(userLanguage) || userLanguage === appliedSetting.current) return;
    appliedSetting.current = userLanguage;
    if (userLanguage === i18n.resolvedLanguage) return;
    session.setLanguage(userLanguage);
    void i18n.changeLanguage(userLanguage);
  }, [userLanguage, i18n]);
}
