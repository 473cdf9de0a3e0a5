import { Group, Text } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconBookmarkFilled } from '@tabler/icons-react';

/** In place of Save on a search of the history that is already saved: the name it is saved as. */
export function SavedAsMark({ name }: { name: string }) {
  const { t } = useTranslation();
  const text = t('searchHistory.history.savedAs', { name });
  return (
    <Group gap={4} wrap="nowrap" px={8} miw={0} maw={240} data-testid="history-saved">
      <IconBookmarkFilled size={14} color="var(--mantine-color-radar-6)" aria-hidden />
      <Text fz="xs" fw={600} c="dimmed" truncate title={text}>
        {text}
      </Text>
    </Group>
  );
}
