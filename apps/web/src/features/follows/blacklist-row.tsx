import { Badge, Group, Stack, Text } from '@mantine/core';
import type { IgnoredItem } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { ListRow, RowRemoveButton } from '../../lib/collections/row-list';
import { IgnoredItemName } from './ignored-item-name';

/** One ignored post, page or store: what it is, since when, and a way to take it off the list. */
export function BlacklistRow({
  item,
  onRemove,
}: {
  item: IgnoredItem;
  onRemove(item: IgnoredItem): void;
}) {
  const { t } = useTranslation();
  return (
    <ListRow
      testId="blacklist-row"
      aside={
        <Group gap="md" wrap="nowrap">
          <Stack gap={2} align="flex-end">
            <Badge variant="light" color="gray" size="sm">
              {t(`follows.blacklist.kindNames.${item.kind}`)}
            </Badge>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('follows.blacklist.ignoredSince')} <TimeAgo time={item.ignoredAt} />
            </Text>
          </Stack>
          <RowRemoveButton
            label={t('follows.blacklist.remove')}
            onClick={() => onRemove(item)}
            testId="blacklist-remove"
          />
        </Group>
      }
    >
      <IgnoredItemName item={item} />
    </ListRow>
  );
}
