import { Box, Button } from '@mantine/core';
import { isLanguage, type Language } from '@postradar/i18n';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { OnDemandMenu } from './on-demand-menu';
import { useTranslation } from './use-translation';

const loadDropdown = () => import('./language-menu-dropdown');
const LanguageMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.LanguageMenuDropdown })),
);

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
    <OnDemandMenu
      position="bottom-end"
      width={180}
      preloadDropdown={loadDropdown}
      target={
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
      }
    >
      <LanguageMenuDropdown current={current} onChange={onChange} />
    </OnDemandMenu>
  );
}
