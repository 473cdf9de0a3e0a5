import { Box, Button, Menu } from '@mantine/core';
import { languages, isLanguage, type Language } from '@postradar/i18n';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from './use-translation';

export interface LanguageSwitcherProps {
  /** Applies the choice: each app also stores it (and the web app saves it to the account). */
  onChange: (language: Language) => void;
  /** Show only the language code: always, or only on phones ('mobile', the default). */
  compact?: boolean | 'mobile';
}

/**
 * Switches the interface between English and Vietnamese at once.
 * Test hooks: the button is `language-switcher`, the choices `language-option-en` / `-vi`.
 */
export function LanguageSwitcher({ onChange, compact = 'mobile' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

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
          {compact === 'mobile' ? (
            <>
              <Box component="span" visibleFrom="xs">
                {t(`common.languages.${current}`)}
              </Box>
              <Box component="span" hiddenFrom="xs">
                {current.toUpperCase()}
              </Box>
            </>
          ) : compact ? (
            current.toUpperCase()
          ) : (
            t(`common.languages.${current}`)
          )}
        </Button>
      </Menu.Target>
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
    </Menu>
  );
}
