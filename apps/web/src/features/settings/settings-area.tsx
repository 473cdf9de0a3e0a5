import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ProfilePage } from './profile-page';
import { SearchHistoryPage } from './search-history-page';
import { SettingsComingSoonPage } from './settings-coming-soon-page';
import { SettingsLayout } from './settings-layout';
import { settingsMenuItems } from './settings-menu-items';
import { useCanManageTeam } from './use-can-manage-team';

interface SettingsAreaProps {
  /** The search history's lists, the same as at /a/search-history (another feature's screen). */
  searchHistory: ReactNode;
}

/** /settings/*: one route per sidebar entry; any other settings path goes to the profile. */
export function SettingsArea({ searchHistory }: SettingsAreaProps) {
  const canManageTeam = useCanManageTeam();
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route path="profile" element={<ProfilePage />} />
        <Route
          path="search-history"
          element={<SearchHistoryPage>{searchHistory}</SearchHistoryPage>}
        />
        {settingsMenuItems
          .filter((item) => item.key !== 'profile' && item.key !== 'searchHistory')
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
