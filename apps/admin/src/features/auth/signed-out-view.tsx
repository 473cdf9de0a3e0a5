import { Alert, Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { EntryLayout } from '../../components/entry-layout';
import { links } from '../../lib/links';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Shown without an admin session: the admin site has no sign-in of its own, staff come from
 * PostRadar's /ass. After a sign-out or a session the server ended, says so first.
 */
export function SignedOutView() {
  const { t } = useTranslation();
  const { signedOutReason } = useSession();
  useDocumentTitle(t('admin.signedOut.pageTitle'));

  return (
    <EntryLayout>
      <Card padding="xl" shadow="md" data-testid="signed-out">
        <Stack gap="lg">
          {signedOutReason?.kind === 'ended' && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconInfoCircle size={20} />}
              title={t('admin.signedOut.sessionEnded')}
              role="alert"
              data-testid="session-ended"
            >
              {signedOutReason.message}
            </Alert>
          )}
          {signedOutReason?.kind === 'signed-out' && (
            <Alert
              color="radar"
              variant="light"
              icon={<IconInfoCircle size={20} />}
              title={t('admin.signedOut.signedOutTitle')}
              role="status"
            >
              {t('admin.signedOut.signedOutBody')}
            </Alert>
          )}
          <ThemeIcon size={52} radius="lg" variant="light">
            <IconLock size={28} stroke={1.7} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.25}>
            {t('admin.signedOut.title')}
          </Title>
          <Text c="dimmed" lh={1.6}>
            {t('admin.signedOut.body')}
          </Text>
          <Button
            component="a"
            href={links.adminEntry}
            size="md"
            rightSection={<IconArrowRight size={18} />}
            data-testid="go-to-postradar"
          >
            {t('admin.signedOut.action')}
          </Button>
        </Stack>
      </Card>
    </EntryLayout>
  );
}
