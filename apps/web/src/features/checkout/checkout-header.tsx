import { Box, Container, Group } from '@mantine/core';
import { HomeLink } from '../../components/home-link';
import { LanguageSwitcher } from '../../components/language-switcher';
import { UserMenu } from '../../components/user-menu';

/** The checkout's own top bar: the logo home, the language switcher and the user menu. */
export function CheckoutHeader() {
  return (
    <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <HomeLink />
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
