import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Does it; a rejection's message shows in the dialog, which stays open. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
  /** The dialog's test id; its confirm button's is the same followed by '-confirm'. */
  testId: string;
}

function ConfirmBody({
  message,
  confirmLabel,
  onConfirm,
  onClose,
  testId,
}: Omit<ConfirmDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [isWorking, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setWorking(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setWorking(false);
    }
  }

  return (
    <Stack gap="md">
      <Text fz="sm">{message}</Text>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isWorking}>
          {t('searchHistory.list.cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => void confirm()}
          loading={isWorking}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before deleting: nothing is deleted until the red button is pressed. */
export function ConfirmDialog({ opened, title, ...body }: ConfirmDialogProps) {
  // Mounted only while open: a list of rows each with its dialog keeps one dialog in the page.
  if (!opened) return null;
  return (
    <Modal
      opened
      onClose={body.onClose}
      title={title}
      centered
      radius="md"
      data-testid={body.testId}
    >
      <ConfirmBody {...body} />
    </Modal>
  );
}
