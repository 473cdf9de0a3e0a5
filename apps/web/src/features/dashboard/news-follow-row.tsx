import type { FollowItem } from '@postradar/contracts';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { entityKindOf } from '../../lib/collections/follow-kinds';
import { ListRow } from '../../lib/collections/row-list';
import { useMarkSeen } from '../../lib/collections/use-mark-seen';
import { entityPath } from '../../lib/entities/entity-kinds';
import { listedTarget } from '../../lib/entities/listed-entity';
import { ListedEntityName } from '../../lib/entities/listed-entity-name';
import { NewPostsCount } from './new-posts-count';

/**
 * A followed page, store or pixel with new posts: opening it (the row or its name) goes to its
 * posts and marks them seen, as the follows list does.
 */
export function NewsFollowRow({ item }: { item: FollowItem }) {
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  const target = listedTarget(item);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    markSeen(item.kind, target.id);
    // The name is a link of its own and goes there by itself.
    if (!(event.target as Element).closest('a')) {
      void navigate(entityPath(entityKindOf[item.kind], target.id));
    }
  }

  return (
    <ListRow
      onClick={onClick}
      aside={<NewPostsCount newPosts={item.newPosts} testId="dashboard-follow-new-posts" />}
      testId="dashboard-follow"
    >
      <ListedEntityName entity={item} />
    </ListRow>
  );
}
