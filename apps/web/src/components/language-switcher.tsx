import { LanguageSwitcher as LanguageMenu } from '@postradar/ui';
import { useChangeLanguage } from '../lib/use-change-language';

/** The shared language menu, wired to the web app's language change (stored, and saved to the account). */
export function LanguageSwitcher({ compact }: { compact?: boolean | 'mobile' }) {
  const changeLanguage = useChangeLanguage();
  return <LanguageMenu onChange={changeLanguage} compact={compact} />;
}
