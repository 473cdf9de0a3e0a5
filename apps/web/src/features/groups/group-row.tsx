import { Anchor, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ResearchGroup } from '@postradar/contracts';
import { TimeAgo } from '@postradar/ui';
import { IconFolders } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GroupCounts } from '../../lib/collections/group-counts';
import { ListRow } from '../../lib/collections/row-list';
import { GroupActions } from './group-actions';
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
    <ListRow onClick={onRowClick} testId="group-row">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <ThemeIcon
            size={38}
            radius="xl"
            variant="light"
            color={group.isFeatured ? 'yellow' : undefined}
          >
            <IconFolders size={20} stroke={1.7} />
          </ThemeIcon>
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
        <GroupActions group={group} />
      </Group>
    </ListRow>
  );
}
