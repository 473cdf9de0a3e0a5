import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { IgnoredItem } from '@postradar/contracts';
import { TimeAgo } from '@postradar/ui';
import { useTranslation } from 'react-i18next';
import { ListRow } from '../../lib/collections/row-list';
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
    <ListRow testId="blacklist-row">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={6} miw={0} style={{ flex: '1 1 260px' }}>
          <IgnoredItemName item={item} />
        </Stack>
        <Group gap="md" wrap="nowrap">
          <Stack gap={2} align="flex-end">
            <Badge variant="light" color="gray" size="sm">
              {t(`follows.blacklist.kindNames.${item.kind}`)}
            </Badge>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('follows.blacklist.ignoredSince')} <TimeAgo time={item.ignoredAt} />
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => onRemove(item)}
            data-testid="blacklist-remove"
          >
            {t('follows.blacklist.remove')}
          </Button>
        </Group>
      </Group>
    </ListRow>
  );
}
