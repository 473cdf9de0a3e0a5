import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconAffiliate,
  IconChevronDown,
  IconCreditCard,
  IconGift,
  IconLifebuoy,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { UserAvatar } from './user-avatar';
import { hasFeature, scopes } from '../lib/has-feature';
import { useRunningOffer } from '../lib/offer/offer-query';
import { offerPopup } from '../lib/offer/offer-popup-store';
import { useAuth } from '../lib/session/use-auth';
import { supportChat } from '../lib/support-chat-store';
import { truncateName } from '../lib/truncate-name';
import classes from './user-menu.module.css';

/**
 * The user menu: avatar and name (cut at 19 characters), account entries (the limited-time offer
 * while one runs for the user), sign out (docs/product.md, Main menu and screens).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const userScopes = user?.scopes ?? [];
  const name = user?.name || user?.email || '';
  const canOpenAdmin = hasFeature(userScopes, scopes.adminWorker, [scopes.admin]);
  const canManageTeam = hasFeature(userScopes, scopes.teamMaster);
  const offer = useRunningOffer();
  const iconProps = { size: 17, stroke: 1.6 } as const;

  return (
    <Menu position="bottom-end" width={260} offset={6}>
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" px="sm" py="xs" wrap="nowrap">
          <UserAvatar user={user} size={38} />
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} truncate="end">
              {name}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {user?.email}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        {canOpenAdmin && (
          <Menu.Item
            component={Link}
            to="/ass"
            leftSection={<IconShieldLock {...iconProps} />}
            data-testid="user-menu-admin"
          >
            {t('nav.user.adminPanel')}
          </Menu.Item>
        )}
        {canManageTeam && (
          <Menu.Item
            component={Link}
            to="/settings/team"
            leftSection={<IconUsers {...iconProps} />}
            data-testid="user-menu-team"
          >
            {t('nav.user.team')}
          </Menu.Item>
        )}
        {offer && (
          <Menu.Item
            leftSection={<IconGift {...iconProps} />}
            color="radar"
            onClick={() => offerPopup.open()}
            data-testid="user-menu-offer"
          >
            {t('offer.menuEntry')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLifebuoy {...iconProps} />}
          onClick={() => supportChat.open()}
          data-testid="user-menu-support"
        >
          {t('nav.user.support')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/billing"
          leftSection={<IconCreditCard {...iconProps} />}
        >
          {t('nav.user.billing')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/affiliate"
          leftSection={<IconAffiliate {...iconProps} />}
        >
          {t('nav.user.affiliates')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings {...iconProps} />}>
          {t('nav.user.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout {...iconProps} />}
          onClick={() => {
            supportChat.hide();
            logout();
          }}
          data-testid="user-menu-sign-out"
        >
          {t('nav.user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
