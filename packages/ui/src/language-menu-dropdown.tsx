import { Menu } from '@mantine/core';
import { languages, type Language } from '@postradar/i18n';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from './use-translation';

export interface LanguageMenuDropdownProps {
  current: Language;
  onChange: (language: Language) => void;
}

/** The language switcher's choices, loaded with its first opening (language-switcher.tsx). */
export function LanguageMenuDropdown({ current, onChange }: LanguageMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu.Dropdown>
      <Menu.Label>{t('common.language')}</Menu.Label>
      {languages.map((language) => (
        <Menu.Item
          key={language}
          lang={language}
          onClick={() => onChange(language)}
          rightSection={language === current ? <IconCheck size={16} /> : null}
          data-testid={`language-option-${language}`}
          fw={language === current ? 600 : undefined}
        >
          {t(`common.languages.${language}`)}
        </Menu.Item>
      ))}
    </Menu.Dropdown>
  );
}
