import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@postradar/ui';
import { isCollectionNameValid } from './check-collection-name';
import { CollectionModal } from './collection-modal';
import { useCollectionErrorText } from './use-collection-error-text';

export interface NameDialogProps {
  title: string;
  label: string;
  placeholder?: string;
  /** A line under the label ('Up to 80 characters.'). */
  hint?: string;
  /** The name the input starts with ('' for a new one). */
  initialName: string;
  submitLabel: string;
  /** Sends the trimmed name; the dialog closes once it resolves and shows why if it rejects. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
  testIds: { modal?: string; input: string; submit: string };
}

/**
 * Names a category, a group or a saved search, or renames one. The API's rule is checked first
 * ('Invalid name'); what the API refuses ('This name already exists') shows the same way, under
 * the input. Mounted only while open.
 */
export function NameDialog({
  title,
  label,
  placeholder,
  hint,
  initialName,
  submitLabel,
  onSubmit,
  onClose,
  testIds,
}: NameDialogProps) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    if (!isCollectionNameValid(name)) {
      setError(t('common.collectionErrors.invalidName'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      setSaving(false);
    }
  }

  return (
    <CollectionModal title={title} onClose={onClose} testId={testIds.modal}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={label}
            placeholder={placeholder}
            description={hint}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            data-testid={testIds.input}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid={testIds.submit}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </CollectionModal>
  );
}
