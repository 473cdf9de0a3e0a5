import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { OtherSettings } from './other-settings';
import { SettingsPage } from './settings-page';

/**
 * Settings -> Search history: the same lists as /a/search-history (given by the app, as features
 * do not import each other), then the other settings pages.
 */
export function SearchHistoryPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('settings.menu.searchHistory')}
      description={t('searchHistory.description')}
    >
      {children}
      <OtherSettings current="searchHistory" />
    </SettingsPage>
  );
}
