import { defaultLanguage, isLanguage, type Language } from '@postradar/i18n';
import { useTranslation } from './use-translation';

/** The interface language of the surrounding i18next instance (en or vi). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
