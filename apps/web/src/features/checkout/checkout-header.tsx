import { Box, Container, Group } from '@mantine/core';
import { Logo, useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { UserMenu } from '../../components/user-menu';

/** The checkout's own top bar: the logo home, the language switcher and the user menu. */
export function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link
            to="/a"
            aria-label={t('shell.homeLink')}
            style={{ display: 'flex', textDecoration: 'none' }}
          >
            <Logo size={28} />
          </Link>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
