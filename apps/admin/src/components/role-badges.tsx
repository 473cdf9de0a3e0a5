import { Badge, Group, Text, type GroupProps } from '@mantine/core';
import { useTranslation } from '@postradar/ui';

/** The staff member's roles by their translated names (an unknown role shows as it is). */
export function RoleBadges({ roles, ...props }: { roles: readonly string[] } & GroupProps) {
  const { t, i18n } = useTranslation();
  if (roles.length === 0)
    return (
      <Text fz="xs" c="dimmed">
        {t('admin.shell.noRoles')}
      </Text>
    );
  return (
    <Group gap={6} data-testid="staff-roles" {...props}>
      {roles.map((role) => {
        const key = `admin.roleNames.${role}`;
        return (
          <Badge key={role} size="sm" variant="light" color="radar" data-role={role}>
            {i18n.exists(key) ? t(key as 'admin.roleNames.admin') : role}
          </Badge>
        );
      })}
    </Group>
  );
}
