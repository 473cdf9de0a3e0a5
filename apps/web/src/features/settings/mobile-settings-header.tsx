import { Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation, Logo } from '@postradar/ui';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { UserMenu } from '../../components/user-menu';
import classes from './settings-layout.module.css';
import { mobileSettingsMenuKeys, visibleSettingsItems } from './settings-menu-items';
import { useCanManageTeam } from './use-can-manage-team';
import { useScrollDirection } from './use-scroll-direction';

/**
 * The phone header of the settings area (viewport 480 px or less): hamburger, slide-in menu 80 %
 * wide; hides while scrolling down, shows on scrolling up, resets at the top; the menu closes on
 * every route change. Test hooks: `mobile-settings-header` with `data-status` init / down / up.
 */
export function MobileSettingsHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isMenuOpen, menu] = useDisclosure(false);
  const status = useScrollDirection();
  const items = visibleSettingsItems(mobileSettingsMenuKeys, useCanManageTeam());

  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <>
      <header
        className={classes.mobileHeader}
        data-status={status}
        data-hidden={(status === 'down' && !isMenuOpen) || undefined}
        data-testid="mobile-settings-header"
      >
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-label={t('settings.openMenu')}
              data-testid="mobile-settings-menu-toggle"
            />
            <Text fw={700} fz="md">
              {t('settings.title')}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <LanguageSwitcher compact />
            <UserMenu />
          </Group>
        </Group>
      </header>

      <Drawer.Root opened={isMenuOpen} onClose={menu.close} size="80%">
        <Drawer.Overlay />
        <Drawer.Content data-testid="mobile-settings-menu">
          <Drawer.Header>
            <Drawer.Title>
              <Logo size={26} />
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('settings.closeMenu')} />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap={4} component="nav" aria-label={t('settings.title')}>
              {items.map((item) => {
                const isActive = pathname === item.path;
                return (
                  <NavLink
                    key={item.key}
                    component={Link}
                    to={item.path}
                    label={t(`settings.menu.${item.key}`)}
                    leftSection={<item.icon size={20} stroke={1.6} />}
                    active={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    className={classes.navLink}
                    data-testid={`mobile-settings-menu-${item.key}`}
                  />
                );
              })}
              <NavLink
                component={Link}
                to="/a"
                label={t('settings.backToApp')}
                leftSection={<IconArrowLeft size={20} stroke={1.6} />}
                className={classes.navLink}
                mt="md"
              />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
