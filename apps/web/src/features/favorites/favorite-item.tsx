import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { FavoriteItem as FavoriteItemDto } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconTrash } from '@tabler/icons-react';
import { PostCard } from '../../lib/research/post-card';
import type { ResultsLayout } from '../../lib/research/use-results-layout';

interface FavoriteItemProps {
  item: FavoriteItemDto;
  layout: ResultsLayout;
  /** The category's name, shown when the list holds every category. */
  categoryName?: string;
  onRemove(item: FavoriteItemDto): void;
}

/** A saved post: its research card, when it was saved (and where), and taking it out. */
export function FavoriteItem({ item, layout, categoryName, onRemove }: FavoriteItemProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} h={layout === 'grid' ? '100%' : undefined} data-testid="favorites-item">
      <Box style={{ flex: 1, minHeight: 0 }}>
        <PostCard post={item.post} layout={layout} />
      </Box>
      <Group justify="space-between" gap="xs" wrap="wrap" px={4} style={{ rowGap: 2 }}>
        <Text fz="xs" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
          {t('favorites.item.saved')} <TimeAgo time={item.savedAt} />
          {categoryName && ` · ${categoryName}`}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onRemove(item)}
          data-testid="favorites-remove"
        >
          {t('favorites.item.remove')}
        </Button>
      </Group>
    </Stack>
  );
}
