import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchNameValid } from './check-search-name';

export interface SearchNameDialogProps {
  opened: boolean;
  title: string;
  /** The name the input starts with. */
  initialName: string;
  submitLabel: string;
  /** Sends the trimmed name; a rejection's message shows under the input as it is. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
  testIds: { modal: string; submit: string };
}

interface NameFormProps extends Omit<SearchNameDialogProps, 'opened' | 'title' | 'testIds'> {
  submitTestId: string;
}

/** The name input and its buttons, starting afresh each time the dialog opens. */
function NameForm({ initialName, submitLabel, onSubmit, onClose, submitTestId }: NameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isSearchNameValid(name)) {
      setError(t('searchHistory.save.invalidName'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(name.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('searchHistory.save.name')}
          placeholder={t('searchHistory.save.namePlaceholder')}
          description={t('searchHistory.save.nameHint')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          data-testid="saved-search-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {t('searchHistory.list.cancel')}
          </Button>
          <Button type="submit" loading={isSaving} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for the name of a saved search (to save one, or to rename it). The API's rule is checked
 * first ('Invalid name'); what the API refuses ('This name already exists') shows the same way.
 */
export function SearchNameDialog({ opened, title, testIds, ...form }: SearchNameDialogProps) {
  // Mounted only while open: a list of rows each with its dialog keeps one dialog in the page.
  if (!opened) return null;
  return (
    <Modal
      opened
      onClose={form.onClose}
      title={title}
      centered
      radius="md"
      data-testid={testIds.modal}
    >
      <NameForm {...form} submitTestId={testIds.submit} />
    </Modal>
  );
}
