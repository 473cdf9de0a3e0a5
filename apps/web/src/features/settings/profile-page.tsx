import { useTranslation } from '@postradar/ui';
import { ActiveSessions } from './active-sessions';
import { OtherSettings } from './other-settings';
import { PreferencesForm } from './preferences-form';
import { ProfileAccountCard } from './profile-account-card';
import { SettingsPage } from './settings-page';
import { useFreshProfile } from './use-fresh-profile';

/**
 * Settings -> Profile (docs/product.md, Settings and profile): the account (read-only), the
 * preferences form and the devices signed in to the account.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useFreshProfile();
  return (
    <SettingsPage title={t('settings.menu.profile')}>
      <ProfileAccountCard />
      <PreferencesForm />
      <ActiveSessions />
      <OtherSettings current="profile" />
    </SettingsPage>
  );
}
