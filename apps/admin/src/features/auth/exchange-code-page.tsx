import { Alert, Button, Card, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useNavigate, useParams } from 'react-router';
import { EntryLayout } from '../../components/entry-layout';
import { links } from '../../lib/links';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { exchangeAdminCode } from './exchange-admin-code';

/**
 * /auth/:code, where PostRadar's /ass sends staff: trades the one-time code for an admin session,
 * stores it and replaces the address with the home page, so the spent code leaves the history.
 * A wrong, used or expired code shows the server's message and the way back to PostRadar.
 */
export function ExchangeCodePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(
    t(error === null ? 'admin.exchange.pageTitle' : 'admin.exchange.errorPageTitle'),
  );

  useEffect(() => {
    let isCurrent = true;
    exchangeAdminCode(code).then(
      (login) => {
        if (!isCurrent) return;
        signIn(login);
        void navigate('/', { replace: true });
      },
      (reason: unknown) => {
        if (!isCurrent) return;
        console.warn('[admin] the sign-in code could not be exchanged', reason);
        setError(isApiError(reason) || reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code, signIn, navigate]);

  if (error === null) {
    return (
      <EntryLayout>
        <Stack align="center" gap="md" role="status" data-testid="exchange-pending">
          <Loader size="lg" />
          <Title order={1} fz={22} ta="center">
            {t('admin.exchange.signingIn')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('admin.exchange.signingInHint')}
          </Text>
        </Stack>
      </EntryLayout>
    );
  }

  return (
    <EntryLayout>
      <Card padding="xl" shadow="md" data-testid="exchange-error">
        <Stack gap="lg">
          <ThemeIcon size={52} radius="lg" color="red" variant="light">
            <IconAlertTriangle size={28} stroke={1.7} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.25}>
            {t('admin.exchange.errorTitle')}
          </Title>
          <Alert color="red" variant="light" role="alert" data-testid="exchange-error-message">
            {error}
          </Alert>
          <Text c="dimmed" fz="sm" lh={1.6}>
            {t('admin.exchange.errorHint')}
          </Text>
          <Button
            component="a"
            href={links.adminEntry}
            size="md"
            rightSection={<IconArrowRight size={18} />}
            data-testid="back-to-postradar"
          >
            {t('admin.exchange.openFromPostRadar')}
          </Button>
        </Stack>
      </Card>
    </EntryLayout>
  );
}
