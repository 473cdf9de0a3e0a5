import type { PostDto } from '@postradar/contracts';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { useAuth } from '../session/use-auth';
import { MarkButton } from './mark-button';
import { usePostMarks } from './post-marks';
import { useToggleFavorite } from './use-toggle-favorite';

/**
 * The heart of a card or a detail: filled red when the post is a favorite, unless the user chose
 * not to see favorites marked (then it only saves).
 */
export function FavoriteButton({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const marks = usePostMarks();
  const toggle = useToggleFavorite();
  const isMarked =
    user?.settings?.showFavorite !== false && marks.favoritePostIds.includes(post._id);
  return (
    <MarkButton
      label={t(isMarked ? 'favorites.heart.remove' : 'favorites.heart.save')}
      isMarked={isMarked}
      markedColor="red"
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ postId: post._id, save: !isMarked });
      }}
      icon={isMarked ? <IconHeartFilled size={18} /> : <IconHeart size={18} stroke={1.7} />}
      testId="post-action-favorite"
    />
  );
}
