import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ResearchGroup } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GroupCounts } from '../../lib/collections/group-counts';
import { ListRow } from '../../lib/collections/row-list';
import { GroupActions } from './group-actions';
import { GroupIcon } from './group-icon';
import { groupPath } from './group-paths';

/** A group in a list: its name, what it holds, who made it, and what the user can do with it. */
export function GroupRow({ group }: { group: ResearchGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = groupPath(group._id);
  function onRowClick(event: MouseEvent<HTMLDivElement>) {
    if (!(event.target as Element).closest('a, button')) void navigate(path);
  }
  return (
    <ListRow onClick={onRowClick} testId="group-row" aside={<GroupActions group={group} />}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <GroupIcon isFeatured={group.isFeatured} size={38} />
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Anchor
              component={Link}
              to={path}
              fw={600}
              c="dark.7"
              truncate
              title={group.name}
              data-testid="group-link"
            >
              {group.name}
            </Anchor>
            {group.isFeatured && (
              <Badge size="xs" variant="light" color="yellow" style={{ flexShrink: 0 }}>
                {t('groups.row.featured')}
              </Badge>
            )}
          </Group>
          <GroupCounts group={group} />
          <Text fz="xs" c="dimmed" truncate>
            {!group.isOwn && `${t('groups.row.by', { name: group.ownerName })} · `}
            {t('groups.row.updated')} <TimeAgo time={group.updatedAt} />
          </Text>
        </Stack>
      </Group>
    </ListRow>
  );
}
