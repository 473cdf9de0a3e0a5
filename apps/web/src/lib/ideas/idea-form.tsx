import { Alert, Autocomplete, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ideaNoteMaxLength, type Idea, type PostDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCollectionErrorText } from '../collections/use-collection-error-text';
import { formatNumber } from '../research/format-count';
import { useSaveIdea } from './idea-queries';
import { isNiche, nicheChoices, suggestNiche } from './suggest-niche';

interface IdeaFormProps {
  post: PostDto;
  /** The idea the post is already, whose note and niche are edited; none: it is added. */
  idea: Idea | null;
  /** The niches ideas file under, offered beside the post's tags. */
  niches: readonly string[];
  onSaved(): void;
  onCancel(): void;
}

/**
 * The note (why the post works, up to 500 characters) and the niche of an idea, checked as the
 * API checks them; why the API refuses shows above the buttons.
 */
export function IdeaForm({ post, idea, niches, onSaved, onCancel }: IdeaFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useCollectionErrorText();
  const save = useSaveIdea();
  const form = useForm({
    initialValues: { note: idea?.note ?? '', niche: idea?.niche ?? suggestNiche(post, niches) },
    validate: {
      note: (note) => (note.trim() ? null : t('ideas.modal.noteRequired')),
      niche: (niche) => {
        if (!niche.trim()) return t('ideas.modal.nicheRequired');
        return isNiche(niche.trim()) ? null : t('ideas.modal.nicheInvalid');
      },
    },
  });
  const noteLength = form.values.note.length;

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { postId: post._id, body: { note: values.note.trim(), niche: values.niche.trim() } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t(idea ? 'ideas.modal.saved' : 'ideas.modal.added'),
            autoClose: 3000,
          });
          onSaved();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="idea-form">
      <Stack gap="md">
        <Autocomplete
          label={t('ideas.modal.niche')}
          description={t('ideas.modal.nicheHint')}
          placeholder={t('ideas.modal.nichePlaceholder')}
          data={nicheChoices(post, niches)}
          maxLength={60}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          {...form.getInputProps('niche')}
          data-testid="idea-niche"
        />
        <Stack gap={4}>
          <Textarea
            label={t('ideas.modal.note')}
            placeholder={t('ideas.modal.notePlaceholder')}
            rows={5}
            resize="vertical"
            maxLength={ideaNoteMaxLength}
            data-autofocus
            {...form.getInputProps('note')}
            data-testid="idea-note"
          />
          <Text fz="xs" c="dimmed" ta="right">
            {t('ideas.modal.noteLength', {
              length: formatNumber(noteLength, language),
              max: formatNumber(ideaNoteMaxLength, language),
            })}
          </Text>
        </Stack>
        {save.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="idea-form-error"
          >
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="idea-save">
            {t(idea ? 'ideas.modal.save' : 'ideas.modal.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
