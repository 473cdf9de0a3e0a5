import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { collectionNameMaxLength } from '@postradar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionDialogZIndex } from '../../lib/collections/collection-dialog';

interface GroupNameDialogProps {
  title: string;
  /** The name the input starts with ('' for a new group). */
  initialName: string;
  submitLabel: string;
  /** Sends the name; a refusal's message ('This name already exists') shows under the input. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** Names a new group or renames one; closes once the API accepts the name. */
export function GroupNameDialog({
  title,
  initialName,
  submitLabel,
  onSubmit,
  onClose,
}: GroupNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      await onSubmit(name);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      zIndex={collectionDialogZIndex}
      data-testid="group-name-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('groups.name.label')}
            placeholder={t('groups.name.placeholder')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={collectionNameMaxLength}
            data-autofocus
            data-testid="group-name-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('groups.dialog.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="group-name-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
