import { Box, Center, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminLogo } from './admin-logo';
import { LanguageSwitcher } from './language-switcher';

/** The frame of the pages shown without an admin session: logo, language and one centred card. */
export function EntryLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" wrap="nowrap">
        <AdminLogo size={28} />
        <LanguageSwitcher />
      </Group>
      <Center mih={{ base: 'calc(100dvh - 120px)', sm: 'calc(100dvh - 160px)' }} py="xl">
        <Container size={520} px={0} w="100%">
          {children}
        </Container>
      </Center>
    </Box>
  );
}
