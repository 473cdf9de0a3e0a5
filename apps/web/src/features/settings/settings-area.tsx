import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { Navigate, Route, Routes } from 'react-router';
import { OtherSettings } from './other-settings';
import { ProfilePage } from './profile-page';
import { SearchHistoryPage } from './search-history-page';
import { SettingsComingSoonPage } from './settings-coming-soon-page';
import { SettingsLayout } from './settings-layout';
import { settingsMenuItems } from './settings-menu-items';
import { SettingsPage } from './settings-page';
import { useCanManageTeam } from './use-can-manage-team';

interface SettingsAreaProps {
  /** The search history's lists, the same as at /a/search-history (another feature's screen). */
  searchHistory: ReactNode;
  /** The plan and billing history (another feature's screen). */
  billing: ReactNode;
}

/** /settings/*: one route per sidebar entry; any other settings path goes to the profile. */
export function SettingsArea({ searchHistory, billing }: SettingsAreaProps) {
  const { t } = useTranslation();
  const canManageTeam = useCanManageTeam();
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route path="profile" element={<ProfilePage />} />
        <Route
          path="search-history"
          element={<SearchHistoryPage>{searchHistory}</SearchHistoryPage>}
        />
        <Route
          path="billing"
          element={
            <SettingsPage title={t('settings.menu.billing')}>
              {billing}
              <OtherSettings current="billing" />
            </SettingsPage>
          }
        />
        {settingsMenuItems
          .filter(
            (item) =>
              item.key !== 'profile' && item.key !== 'searchHistory' && item.key !== 'billing',
          )
          .map((item) => (
            <Route
              key={item.key}
              path={item.path.replace('/settings/', '')}
              element={
                item.isTeamOnly && !canManageTeam ? (
                  <Navigate to="/settings/profile" replace />
                ) : (
                  <SettingsComingSoonPage item={item} />
                )
              }
            />
          ))}
        <Route path="*" element={<Navigate to="/settings/profile" replace />} />
      </Route>
    </Routes>
  );
}
