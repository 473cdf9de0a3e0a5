import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { OnDemandMenu, useTranslation } from '@postradar/ui';
import { lazy } from 'react';
import { UserAvatar } from './user-avatar';
import { useAuth } from '../lib/session/use-auth';
import { truncateName } from '../lib/truncate-name';
import classes from './user-menu.module.css';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.UserMenuDropdown })),
);

/**
 * The user menu: avatar and name (cut at 19 characters), account entries (the limited-time offer
 * while one runs for the user), sign out (docs/product.md, Main menu and screens).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.name || user?.email || '';

  return (
    <OnDemandMenu
      position="bottom-end"
      width={260}
      offset={6}
      preloadDropdown={loadDropdown}
      target={
        <UnstyledButton
          className={classes.target}
          aria-label={t('nav.user.openMenu')}
          data-testid="user-menu"
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={user} size={32} />
            <Text
              fz="sm"
              fw={600}
              visibleFrom="sm"
              data-testid="user-menu-name"
              className={classes.name}
            >
              {truncateName(name)}
            </Text>
            <IconChevronDown size={15} stroke={1.8} className={classes.chevron} />
          </Group>
        </UnstyledButton>
      }
    >
      <UserMenuDropdown />
    </OnDemandMenu>
  );
}
