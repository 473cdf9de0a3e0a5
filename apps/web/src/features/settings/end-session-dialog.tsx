import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ActiveSession } from '@postradar/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Dialog } from '../../components/dialog';

interface EndSessionDialogProps {
  /** The session to end; the dialog is closed without one. */
  session: ActiveSession | null;
  isEnding: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before signing another device out. */
export function EndSessionDialog({
  session,
  isEnding,
  error,
  onConfirm,
  onClose,
}: EndSessionDialogProps) {
  const { t } = useTranslation();
  const device = session
    ? t('settings.sessions.deviceSummary', { browser: session.browser, os: session.os })
    : '';
  return (
    <Dialog
      opened={session !== null}
      onClose={onClose}
      title={t('settings.sessions.confirmTitle')}
      centered
      testId="end-session-dialog"
    >
      <Stack gap="md">
        <Text fz="sm">{t('settings.sessions.confirmBody', { device })}</Text>
        {error && (
          <Alert
            color="red"
            variant="light"
            title={t('settings.sessions.endFailed')}
            icon={<IconAlertCircle size={18} />}
          >
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isEnding}>
            {t('settings.sessions.cancel')}
          </Button>
          <Button
            color="red"
            onClick={onConfirm}
            loading={isEnding}
            data-testid="end-session-confirm"
          >
            {t('settings.sessions.end')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
