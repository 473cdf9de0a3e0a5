import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { CollectionModal } from './collection-modal';
import { useCollectionErrorText } from './use-collection-error-text';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Does the deletion; a failure's text stays in the dialog, which closes on success. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
  /** The dialog's test id; its confirm button's and error's are the same followed by '-confirm' and '-error'. */
  testId?: string;
}

/** Asks before deleting anything, and shows why it failed if it did. Mounted only while open. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  }

  return (
    <CollectionModal title={title} onClose={onClose} testId={testId}>
      <Stack gap="md">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {error && (
          <Text fz="sm" c="red" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            loading={isPending}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </CollectionModal>
  );
}
