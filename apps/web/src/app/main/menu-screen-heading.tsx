import { useTranslation } from '@postradar/ui';
import { ScreenHeading } from '../../components/screen-heading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { mainMenuItems, type MainMenuKey } from './main-menu-items';

/**
 * A screen's heading and tab title as its main-menu entry names it: what stays above the upgrade
 * prompt when the user's plan does not open the screen.
 */
export function MenuScreenHeading({ item }: { item: MainMenuKey }) {
  const { t } = useTranslation();
  const title = t(`nav.items.${item}`);
  useDocumentTitle(title);
  const icon = mainMenuItems.find((entry) => entry.key === item)?.icon;
  return icon ? <ScreenHeading icon={icon} title={title} /> : null;
}
