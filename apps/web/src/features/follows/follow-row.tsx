import { Group, Text } from '@mantine/core';
import type { FollowItem } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { entityKindOf } from '../../lib/collections/follow-kinds';
import { RowFigure } from '../../lib/collections/row-figure';
import { ListRow, RowRemoveButton } from '../../lib/collections/row-list';
import { useMarkSeen } from '../../lib/collections/use-mark-seen';
import { Count, LatestPost } from '../../lib/entities/entity-cells';
import { entityPath } from '../../lib/entities/entity-kinds';
import { listedRow, listedTarget } from '../../lib/entities/listed-entity';
import { ListedEntityName } from '../../lib/entities/listed-entity-name';
import { NewPostsBadge } from './new-posts-badge';

/**
 * A followed page, domain or pixel: who or what it is, its counts, its new posts and since when
 * it is followed. Opening it (the row, its name or its new posts) marks its posts as seen.
 */
export function FollowRow({
  item,
  onUnfollow,
}: {
  item: FollowItem;
  onUnfollow(item: FollowItem): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  const target = listedTarget(item);
  const counts = listedRow(item);
  const path = entityPath(entityKindOf[item.kind], target.id);

  function open() {
    markSeen(item.kind, target.id);
    void navigate(path);
  }
  function onRowClick(event: MouseEvent<HTMLDivElement>) {
    // The name is a link of its own: it goes there by itself, the row only marks it seen.
    if ((event.target as Element).closest('a')) markSeen(item.kind, target.id);
    else open();
  }

  return (
    <ListRow
      onClick={onRowClick}
      testId="follow-row"
      figures={
        <>
          <RowFigure label={t('follows.row.posts')}>
            <Count value={counts.postCount} />
          </RowFigure>
          <RowFigure label={t('follows.row.ads')}>
            <Count value={counts.adCount} />
          </RowFigure>
          <RowFigure label={t('follows.row.latest')}>
            <LatestPost at={counts.latestPostAt} />
          </RowFigure>
        </>
      }
      action={
        <RowRemoveButton
          label={t('follows.unfollow.action')}
          onClick={() => onUnfollow(item)}
          testId="unfollow"
        />
      }
    >
      <ListedEntityName entity={item} />
      <Group gap="sm" wrap="wrap">
        <NewPostsBadge newPosts={item.newPosts} name={target.name} onOpen={open} />
        <Text fz="xs" c="dimmed">
          {t('follows.row.followedSince')} <TimeAgo time={item.followedAt} />
        </Text>
      </Group>
    </ListRow>
  );
}
