import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation, Logo } from '@postradar/ui';
import { Link, Navigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { hasFeature, scopes } from '../../lib/has-feature';
import { session } from '../../lib/session/session-storage';
import { useAuth } from '../../lib/session/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { openAdminSite } from './open-admin-site';
import { SignInCard } from './sign-in-card';

/**
 * The admin-entry screen /ass (docs/product.md, Admin hand-off). Not signed in: a sign-in view
 * that returns here. Staff (admin-worker, admin or super-admin): handed over to the admin site.
 * Anyone else: to /.
 */
export function AdminEntryPage() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const isStaff = hasFeature(user?.scopes, scopes.adminWorker, [scopes.admin, scopes.superAdmin]);
  useDocumentTitle(t('auth.adminEntry.pageTitle'));

  useEffect(() => {
    if (!isAuthenticated) session.setRedirectTo('/ass');
  }, [isAuthenticated]);

  if (isAuthenticated && !isStaff) return <Navigate to="/" replace />;

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
          {isAuthenticated ? (
            <AdminHandoff />
          ) : (
            <SignInCard
              headline={t('auth.adminEntry.headline')}
              subtitle={t('auth.adminEntry.subtitle')}
            />
          )}
        </Stack>
      </Center>
    </Box>
  );
}

function AdminHandoff() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    openAdminSite().catch((cause: unknown) => {
      console.warn('[admin-entry] the admin hand-over failed', cause);
      setError(cause instanceof Error ? cause.message : t('auth.adminEntry.failed'));
    });
  }, [t]);

  if (error) {
    return (
      <Stack maw={440} w="100%" gap="md" data-testid="admin-entry-error">
        <Alert
          color="red"
          variant="light"
          title={t('auth.adminEntry.failed')}
          icon={<IconAlertCircle size={18} />}
        >
          {error}
        </Alert>
        <Button
          component={Link}
          to="/a"
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('auth.adminEntry.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" role="status" aria-live="polite">
      <Loader type="dots" />
      <Text c="dimmed" fz="sm">
        {t('auth.adminEntry.opening')}
      </Text>
    </Stack>
  );
}
