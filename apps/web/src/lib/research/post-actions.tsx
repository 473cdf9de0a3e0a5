import type { PostDto } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { AddToGroupAction } from '../collections/add-to-group-action';
import { FavoriteButton } from '../collections/favorite-button';
import { FollowAction } from '../collections/follow-action';
import { IgnoreAction } from '../collections/ignore-action';
import { PoolButton } from '../collections/pool-button';
import { PostMarksOfPost } from '../collections/post-marks';
import { AddToIdeasAction } from '../ideas/add-to-ideas-action';
import classes from './post-actions.module.css';

/**
 * What a user can do with a post, on every card and in the detail: one small icon button each,
 * marked from the user's collections (docs/product.md, "Actions on a post").
 */
export function PostActions({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.actions}
      role="group"
      aria-label={t('research.card.actions')}
      data-testid="post-actions"
    >
      <PostMarksOfPost post={post}>
        <FavoriteButton post={post} />
        <PoolButton post={post} />
        <FollowAction post={post} />
        <IgnoreAction post={post} />
      </PostMarksOfPost>
      <AddToGroupAction post={post} />
      <AddToIdeasAction post={post} />
    </div>
  );
}
