import { Anchor, Box, Center, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { session } from '../../lib/session/session-storage';
import { useAuth } from '../../lib/session/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignInCard } from './sign-in-card';

/**
 * The admin-entry screen /ass (SPEC section 2). Not signed in: a sign-in view that returns here.
 * Signed in: back to the root path for now; the hand-over to the admin site comes with it.
 */
export function AdminEntryPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  useDocumentTitle(t('auth.adminEntry.pageTitle'));

  useEffect(() => {
    if (!isAuthenticated) session.setRedirectTo('/ass');
  }, [isAuthenticated]);

  if (isAuthenticated) return <Navigate to="/" replace />;

  return (
    <Box mih="100vh" bg="gray.0" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between">
        <Anchor component={Link} to="/" aria-label={t('shell.homeLink')} underline="never">
          <Logo size={28} />
        </Anchor>
        <LanguageSwitcher />
      </Group>
      <Center mih="calc(100vh - 140px)">
        <Stack align="center" w="100%">
          <SignInCard
            headline={t('auth.adminEntry.headline')}
            subtitle={t('auth.adminEntry.subtitle')}
          />
        </Stack>
      </Center>
    </Box>
  );
}
