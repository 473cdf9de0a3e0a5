import { useTranslation } from '@postradar/ui';
import { ComingSoon } from '../../components/coming-soon';
import { OtherSettings } from './other-settings';
import type { SettingsMenuItem } from './settings-menu-items';
import { SettingsPage } from './settings-page';

/** A settings page that is not built yet: what it will offer. */
export function SettingsComingSoonPage({ item }: { item: SettingsMenuItem }) {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t(`settings.menu.${item.key}`)}>
      <ComingSoon screen={item.key} icon={item.icon} withTitle={false} />
      <OtherSettings current={item.key} />
    </SettingsPage>
  );
}
