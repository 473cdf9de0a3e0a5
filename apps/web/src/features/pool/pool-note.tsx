import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { poolCalls, poolNoteMaxLength } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { useCollectionErrorText } from '../../lib/collections/use-collection-error-text';
import { formatNumber } from '../../lib/research/format-count';

/**
 * The note on a pooled post, for the team: saved when the box loses focus or with Save, up to
 * 2,000 characters. Why the API refuses it shows under the box.
 */
export function PoolNote({ postId, note }: { postId: string; note: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useCollectionErrorText();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(note);
  // The note as the API last stored it: saving what it already holds sends nothing.
  const [stored, setStored] = useState(note);
  const save = useMutation({
    mutationFn: (text: string) =>
      api.call(poolCalls.updatePoolNote, { params: { postId }, body: { note: text } }),
    onSuccess: (item) => setStored(item.note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
  const isChanged = value.trim() !== stored;

  function send() {
    if (isChanged && !save.isPending) save.mutate(value);
  }

  return (
    <Stack gap={6}>
      <Textarea
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={send}
        placeholder={t('pool.note.placeholder')}
        aria-label={t('pool.note.label')}
        rows={3}
        resize="vertical"
        maxLength={poolNoteMaxLength}
        error={save.error && errorText(save.error)}
        data-testid="pool-note"
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" c="dimmed" aria-live="polite">
          {save.isSuccess && !isChanged ? (
            <Group component="span" gap={4} wrap="nowrap" c="teal.9">
              <IconCheck size={14} aria-hidden />
              {t('pool.note.saved')}
            </Group>
          ) : (
            t('pool.note.length', {
              length: formatNumber(value.length, language),
              max: formatNumber(poolNoteMaxLength, language),
            })
          )}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={send}
          disabled={!isChanged}
          loading={save.isPending}
          data-testid="pool-note-save"
        >
          {t('pool.note.save')}
        </Button>
      </Group>
    </Stack>
  );
}
