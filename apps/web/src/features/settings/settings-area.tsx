import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { Navigate, Route, Routes } from 'react-router';
import { OtherSettings } from './other-settings';
import { ProfilePage } from './profile-page';
import { SearchHistoryPage } from './search-history-page';
import { SettingsComingSoonPage } from './settings-coming-soon-page';
import { SettingsLayout } from './settings-layout';
import type { SettingsMenuKey } from './settings-menu-items';
import { SettingsPage } from './settings-page';
import { useCanManageTeam } from './use-can-manage-team';

interface SettingsAreaProps {
  /** The search history's lists, the same as at /a/search-history (another feature's screen). */
  searchHistory: ReactNode;
  /** The plan and billing history (another feature's screen). */
  billing: ReactNode;
  /** The affiliate link, referrals and terms (another feature's screen). */
  affiliate: ReactNode;
  /** The referral programme: joining it, and a member's figures, link, payouts and banners. */
  referral: ReactNode;
}

/** A settings page that shows another feature's screen, then the other settings. */
function FeatureSettings({
  current,
  description,
  children,
}: {
  current: SettingsMenuKey;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t(`settings.menu.${current}`)} description={description}>
      {children}
      <OtherSettings current={current} />
    </SettingsPage>
  );
}

/** /settings/*: one route per sidebar entry; any other settings path goes to the profile. */
export function SettingsArea({ searchHistory, billing, affiliate, referral }: SettingsAreaProps) {
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
          element={<FeatureSettings current="billing">{billing}</FeatureSettings>}
        />
        <Route
          path="affiliate"
          element={
            <FeatureSettings current="affiliate" description={t('affiliate.description')}>
              {affiliate}
            </FeatureSettings>
          }
        />
        <Route
          path="referral"
          element={
            <FeatureSettings current="referral" description={t('referral.description')}>
              {referral}
            </FeatureSettings>
          }
        />
        <Route
          path="team"
          element={
            canManageTeam ? (
              <SettingsComingSoonPage page="team" />
            ) : (
              <Navigate to="/settings/profile" replace />
            )
          }
        />
        <Route path="*" element={<Navigate to="/settings/profile" replace />} />
      </Route>
    </Routes>
  );
}
