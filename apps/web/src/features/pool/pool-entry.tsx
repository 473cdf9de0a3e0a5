import { ActionIcon, Box, Card, Group, Stack, Tooltip } from '@mantine/core';
import type { PoolItem } from '@postradar/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { AddedByLine } from '../../lib/collections/added-by-line';
import { PostCard } from '../../lib/research/post-card';
import type { ResultsLayout } from '../../lib/research/use-results-layout';
import { PoolNote } from './pool-note';

interface PoolEntryProps {
  item: PoolItem;
  layout: ResultsLayout;
  onRemove(item: PoolItem): void;
}

/** A post on the pool: its research card, who added it and when, the team's note, removing it. */
export function PoolEntry({ item, layout, onRemove }: PoolEntryProps) {
  const { t } = useTranslation();
  const removeLabel = t('pool.item.remove');
  return (
    <Stack gap={6} h={layout === 'grid' ? '100%' : undefined} data-testid="pool-item">
      <Box style={{ flex: 1, minHeight: 0 }}>
        <PostCard post={item.post} layout={layout} />
      </Box>
      <Card padding="sm" shadow="xs">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <AddedByLine
              person={item.addedBy}
              label={(name) => t('pool.item.addedBy', { name })}
              formerName={t('pool.item.formerMember')}
              time={item.addedAt}
            />
            <Tooltip label={removeLabel}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemove(item)}
                aria-label={removeLabel}
                data-testid="pool-remove"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <PoolNote postId={item.post._id} note={item.note} />
        </Stack>
      </Card>
    </Stack>
  );
}
