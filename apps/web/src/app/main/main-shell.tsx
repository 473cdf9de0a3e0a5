import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { HomeLink } from '../../components/home-link';
import { mainContentProps, SkipToContent } from '../../components/skip-to-content';
import { MainMenu } from './main-menu';

interface MainShellProps {
  /** Whether the main menu's drawer is open (phones). */
  isNavOpen: boolean;
  onToggleNav?: () => void;
  /** Called when a main-menu entry is followed. */
  onNavigate?: () => void;
  /** The header's end: the language and user menus. */
  headerEnd: ReactNode;
  /** Under the main menu. */
  navbarEnd?: ReactNode;
  /** After the screen, in the main area. */
  mainEnd?: ReactNode;
  /** The screen. */
  children: ReactNode;
}

/**
 * The frame of the main application: the header with the menu button (phones) and the logo, the
 * main menu (sidebar on desktop, drawer on phones) and the screen's area. The app draws its
 * screens in it, and the research screens' documents are drawn in it at build time
 * (src/prerender/screen-frame.tsx), so that the two line up.
 */
export function MainShell({
  isNavOpen,
  onToggleNav,
  onNavigate,
  headerEnd,
  navbarEnd,
  mainEnd,
  children,
}: MainShellProps) {
  const { t } = useTranslation();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <SkipToContent />
      <AppShell.Header px={{ base: 'md', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={onToggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? t('shell.closeNavigation') : t('shell.openNavigation')}
              data-testid="main-menu-toggle"
            />
            <HomeLink />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerEnd}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <MainMenu onNavigate={onNavigate} />
        {navbarEnd && <AppShell.Section p="sm">{navbarEnd}</AppShell.Section>}
      </AppShell.Navbar>

      <AppShell.Main {...mainContentProps}>
        <Container size="lg" px={0}>
          {children}
        </Container>
        {mainEnd}
      </AppShell.Main>
    </AppShell>
  );
}
