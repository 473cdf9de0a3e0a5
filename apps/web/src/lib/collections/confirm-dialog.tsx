import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionDialogZIndex } from './collection-dialog';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Does the deletion; a failure's message stays in the dialog, which closes on success. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Asks before deleting anything, and shows why it failed if it did. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  }

  return (
    <Modal.Root opened onClose={onClose} zIndex={collectionDialogZIndex} radius="lg" centered>
      <Modal.Overlay backgroundOpacity={0.4} />
      <Modal.Content data-testid="confirm-dialog">
        <Modal.Header>
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('favorites.dialog.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {message}
            </Text>
            {error && (
              <Text fz="sm" c="red" role="alert" data-testid="confirm-dialog-error">
                {error}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('favorites.dialog.cancel')}
              </Button>
              <Button
                color="red"
                onClick={() => void confirm()}
                loading={isPending}
                data-testid="confirm-dialog-confirm"
              >
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
