import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import classes from './settings-layout.module.css';
import { visibleSettingsItems, type SettingsMenuKey } from './settings-menu-items';
import { useCanManageTeam } from './use-can-manage-team';

/**
 * Links to the other settings pages with what each is for. On phones this is also the way to the
 * pages the short mobile menu (team, profile, billing) does not list.
 */
export function OtherSettings({ current }: { current: SettingsMenuKey }) {
  const { t } = useTranslation();
  const items = visibleSettingsItems(null, useCanManageTeam()).filter(
    (item) => item.key !== current,
  );

  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={t('settings.otherSettings')}
      data-testid="other-settings"
    >
      <Text fw={600} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {t('settings.otherSettings')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {items.map((item) => (
          <Paper
            key={item.key}
            component={Link}
            to={item.path}
            withBorder
            radius="md"
            p="md"
            className={classes.settingsLink}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light">
                <item.icon size={19} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {t(`settings.menu.${item.key}`)}
                </Text>
                <Text fz="xs" c="dimmed" lh={1.45}>
                  {t(`settings.descriptions.${item.key}`)}
                </Text>
              </Stack>
              <IconChevronRight size={16} className={classes.settingsLinkArrow} />
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
