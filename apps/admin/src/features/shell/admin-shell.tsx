import { Anchor, AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link, NavLink as RouterNavLink, Outlet, useNavigate } from 'react-router';
import { AdminLogo } from '../../components/admin-logo';
import { LanguageSwitcher } from '../../components/language-switcher';
import { links } from '../../lib/links';
import type { StaffMember } from '../../lib/session/staff-member';
import { useSession } from '../../lib/session/use-session';
import { adminSections } from './admin-sections';
import { StaffMenu } from './staff-menu';
import { useVerifySession } from './use-verify-session';

/**
 * The signed-in admin site: header with the logo, language and the staff member, a sidebar with
 * the sections (a drawer on phones) and the page. Checks the session with the API when it opens.
 */
export function AdminShell({ user }: { user: StaffMember }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [isNavigationOpen, navigation] = useDisclosure(false);
  useVerifySession();

  function handleSignOut() {
    signOut();
    void navigate('/', { replace: true });
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavigationOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavigationOpen}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(
                isNavigationOpen ? 'admin.shell.closeNavigation' : 'admin.shell.openNavigation',
              )}
            />
            <Anchor component={Link} to="/" aria-label={t('admin.homeLink')} underline="never">
              <AdminLogo size={28} isCompact />
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitcher />
            <StaffMenu user={user} onSignOut={handleSignOut} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('admin.shell.navigation')}>
        <AppShell.Section grow component={ScrollArea}>
          <NavLink
            component={RouterNavLink}
            to="/"
            end
            onClick={navigation.close}
            label={t('admin.shell.overview')}
            leftSection={<IconLayoutDashboard size={20} stroke={1.6} />}
            fw={500}
          />
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={6} lts="0.06em">
            {t('admin.shell.navigation')}
          </Text>
          {adminSections.map(({ key, slug, icon: SectionIcon }) => (
            <NavLink
              key={key}
              component={RouterNavLink}
              to={`/${slug}`}
              onClick={navigation.close}
              label={t(`admin.sections.${key}.title`)}
              leftSection={<SectionIcon size={20} stroke={1.6} />}
              rightSection={
                <Badge size="xs" color="gray" variant="light">
                  {t('admin.shell.soon')}
                </Badge>
              }
              data-testid={`nav-${slug}`}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <NavLink
            href={links.postRadar}
            label={t('admin.backToPostRadar')}
            leftSection={<IconArrowLeft size={18} stroke={1.6} />}
            c="dimmed"
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
