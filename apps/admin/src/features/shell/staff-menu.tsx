import { Box, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { RoleBadges } from '../../components/role-badges';
import { StaffAvatar } from '../../components/staff-avatar';
import type { StaffMember } from '../../lib/session/staff-member';

interface StaffMenuProps {
  user: StaffMember;
  onSignOut(): void;
}

/**
 * The signed-in staff member in the header: avatar, name, e-mail and roles with a sign-out button
 * on wide screens; on phones the avatar opens a menu with the same.
 */
export function StaffMenu({ user, onSignOut }: StaffMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="md" wrap="nowrap" visibleFrom="md" data-testid="staff-member">
        <StaffAvatar user={user} size={38} />
        <Stack gap={2} miw={0} maw={260}>
          <Group gap={8} wrap="nowrap">
            <Text fw={600} fz="sm" lh={1.2} truncate="end" data-testid="staff-name">
              {user.name}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" lh={1.2} truncate="end" data-testid="staff-email">
            {user.email}
          </Text>
        </Stack>
        <RoleBadges roles={user.roles} wrap="nowrap" />
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLogout size={16} stroke={1.7} />}
          onClick={onSignOut}
          data-testid="sign-out"
        >
          {t('admin.shell.signOut')}
        </Button>
      </Group>

      <Box hiddenFrom="md">
        <Menu position="bottom-end" width={260}>
          <Menu.Target>
            <UnstyledButton aria-label={t('admin.shell.account')} data-testid="staff-menu">
              <StaffAvatar user={user} size={36} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Stack gap={6} px="sm" py="xs">
              <Text fz="xs" c="dimmed">
                {t('admin.shell.signedInAs')}
              </Text>
              <Text fw={600} fz="sm" lh={1.2}>
                {user.name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2} style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Text>
              <RoleBadges roles={user.roles} />
            </Stack>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconLogout size={16} stroke={1.7} />}
              onClick={onSignOut}
              data-testid="sign-out-menu"
            >
              {t('admin.shell.signOut')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
