import { ActionIcon, Box, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { useTranslation, Logo } from '@postradar/ui';
import { Link, useLocation } from 'react-router';
import classes from './settings-layout.module.css';
import { visibleSettingsItems } from './settings-menu-items';
import { useCanManageTeam } from './use-can-manage-team';

interface SettingsSidebarProps {
  isExpanded: boolean;
  onToggle(): void;
}

/** The desktop settings sidebar: logo link to /a, the entries (active one highlighted), collapse. */
export function SettingsSidebar({ isExpanded, onToggle }: SettingsSidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = visibleSettingsItems(null, useCanManageTeam());

  return (
    <Box
      component="aside"
      className={classes.sidebar}
      data-expanded={isExpanded || undefined}
      data-testid="settings-sidebar"
      aria-label={t('settings.title')}
    >
      <div className={classes.sidebarTop}>
        <Link to="/a" aria-label={t('settings.backToApp')} className={classes.logoLink}>
          <Logo size={28} withWordmark={isExpanded} />
        </Link>
      </div>

      {isExpanded && (
        <Text
          fz={11}
          fw={700}
          tt="uppercase"
          c="dimmed"
          px="md"
          mt="lg"
          mb={6}
          style={{ letterSpacing: '0.08em' }}
        >
          {t('settings.title')}
        </Text>
      )}

      <Stack gap={2} px="sm" mt={isExpanded ? 0 : 'lg'} component="nav" style={{ flex: 1 }}>
        {items.map((item) => {
          const isActive = pathname === item.path || pathname.startsWith(`${item.path}/`);
          const label = t(`settings.menu.${item.key}`);
          const link = (
            <NavLink
              key={item.key}
              component={Link}
              to={item.path}
              label={isExpanded ? label : undefined}
              aria-label={isExpanded ? undefined : label}
              leftSection={<item.icon size={19} stroke={1.6} />}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              data-testid={`settings-menu-${item.key}`}
              className={classes.navLink}
            />
          );
          return isExpanded ? (
            link
          ) : (
            <Tooltip key={item.key} label={label} position="right">
              {link}
            </Tooltip>
          );
        })}
      </Stack>

      <Stack gap={4} p="sm" className={classes.sidebarBottom}>
        <NavLink
          component={Link}
          to="/a"
          label={isExpanded ? t('settings.backToApp') : undefined}
          aria-label={isExpanded ? undefined : t('settings.backToApp')}
          leftSection={<IconArrowLeft size={18} stroke={1.6} />}
          className={classes.navLink}
        />
        <Tooltip
          label={isExpanded ? t('settings.collapseSidebar') : t('settings.expandSidebar')}
          position="right"
        >
          <ActionIcon
            onClick={onToggle}
            size="lg"
            color="gray"
            aria-label={isExpanded ? t('settings.collapseSidebar') : t('settings.expandSidebar')}
            aria-expanded={isExpanded}
            data-testid="settings-sidebar-toggle"
            className={classes.collapseButton}
          >
            {isExpanded ? (
              <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
            ) : (
              <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
            )}
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Box>
  );
}
