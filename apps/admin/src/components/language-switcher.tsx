import { Box, Button, Menu } from '@mantine/core';
import { isLanguage, languages, type Language } from '@postradar/i18n';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { adminSession } from '../lib/session/admin-session';

/**
 * Switches the admin site between English and Vietnamese at once and remembers the choice in
 * `postradar-admin.language`. Test hooks: `language-switcher`, `language-option-en` / `-vi`.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  function change(language: Language) {
    adminSession.setLanguage(language);
    void i18n.changeLanguage(language);
  }

  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          px="sm"
          leftSection={<IconLanguage size={17} stroke={1.7} />}
          rightSection={<IconChevronDown size={14} stroke={1.7} />}
          aria-label={`${t('common.language')}: ${t(`common.languages.${current}`)}`}
          data-testid="language-switcher"
          data-language={current}
        >
          <Box component="span" visibleFrom="sm">
            {t(`common.languages.${current}`)}
          </Box>
          <Box component="span" hiddenFrom="sm">
            {current.toUpperCase()}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => change(language)}
            rightSection={language === current ? <IconCheck size={16} /> : null}
            data-testid={`language-option-${language}`}
            fw={language === current ? 600 : undefined}
          >
            {t(`common.languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
