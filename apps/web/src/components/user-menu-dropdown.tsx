import { Group, Menu, Text } from '@mantine/core';
import {
  IconAffiliate,
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

/**
 * The user menu's entries: who is signed in, the admin site and the team for those allowed, the
 * limited-time offer while one runs for the user, support, billing, affiliates, settings and
 * sign out. Loaded with the menu's first opening (user-menu.tsx).
 */
export function UserMenuDropdown() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const userScopes = user?.scopes ?? [];
  const name = user?.name || user?.email || '';
  const canOpenAdmin = hasFeature(userScopes, scopes.adminWorker, [scopes.admin]);
  const canManageTeam = hasFeature(userScopes, scopes.teamMaster);
  const offer = useRunningOffer();
  const iconProps = { size: 17, stroke: 1.6 } as const;

  return (
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
  );
}
