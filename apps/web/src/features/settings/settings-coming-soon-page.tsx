import { useTranslation } from '@postradar/ui';
import { ComingSoon, type ComingSoonScreen } from '../../components/coming-soon';
import { OtherSettings } from './other-settings';
import { settingsMenuItems, type SettingsMenuKey } from './settings-menu-items';
import { SettingsPage } from './settings-page';

/** A settings page that is not built yet: what it will offer. */
export function SettingsComingSoonPage({ page }: { page: SettingsMenuKey & ComingSoonScreen }) {
  const { t } = useTranslation();
  const item = settingsMenuItems.find(({ key }) => key === page);
  if (!item) throw new Error(`The settings menu has no entry '${page}'.`);
  return (
    <SettingsPage title={t(`settings.menu.${page}`)}>
      <ComingSoon screen={page} icon={item.icon} description={t(`settings.descriptions.${page}`)} />
      <OtherSettings current={page} />
    </SettingsPage>
  );
}
