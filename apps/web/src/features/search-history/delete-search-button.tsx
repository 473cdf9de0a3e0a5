import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';

interface DeleteSearchButtonProps {
  label: string;
  /** The question, and what it answers for the search deleted. */
  title: string;
  message: string;
  /** The notice once it is deleted ('Search deleted'). */
  deleted: string;
  /** Deletes it through the API. */
  onDelete(): Promise<unknown>;
  /** The button's test id; the dialog's is the same followed by '-dialog'. */
  testId: string;
}

/** Deletes a search of the history or a saved search, after asking. */
export function DeleteSearchButton({
  label,
  title,
  message,
  deleted,
  onDelete,
  testId,
}: DeleteSearchButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isAsking, asking] = useDisclosure(false);

  async function remove() {
    await onDelete();
    asking.close();
    notifications.show({ message: deleted, color: 'teal' });
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={asking.open}
        data-testid={testId}
      >
        {label}
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={title}
          message={message}
          confirmLabel={t('searchHistory.list.delete')}
          onConfirm={remove}
          onClose={asking.close}
          testId={`${testId}-dialog`}
        />
      )}
    </>
  );
}
