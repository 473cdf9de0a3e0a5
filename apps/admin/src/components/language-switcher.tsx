import type { Language } from '@postradar/i18n';
import { LanguageSwitcher as LanguageMenu, useTranslation } from '@postradar/ui';
import { adminSession } from '../lib/session/admin-session';

/** The shared language menu; the admin site remembers the choice in `postradar-admin.language`. */
export function LanguageSwitcher() {
  const { i18n } = useTranslation();
  const change = (language: Language) => {
    adminSession.setLanguage(language);
    void i18n.changeLanguage(language);
  };
  return <LanguageMenu onChange={change} compact="mobile" />;
}
