import { ActionIcon } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHoverTooltip } from '../research/use-hover-tooltip';
import { useAuth } from '../session/use-auth';
import { usePostMarks } from './post-marks';
import { useToggleFavorite } from './use-toggle-favorite';

/**
 * The heart of a card or a detail: filled red when the post is a favorite, unless the user chose
 * not to see favorites marked (then it only saves).
 */
export function FavoriteButton({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const marks = usePostMarks(post);
  const toggle = useToggleFavorite();
  const isMarked =
    user?.settings?.showFavorite !== false && marks.favoritePostIds.includes(post._id);
  const name = t(isMarked ? 'favorites.heart.remove' : 'favorites.heart.save');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  return (
    <>
      <ActionIcon
        {...targetProps}
        variant="subtle"
        color={isMarked ? 'red' : 'gray'}
        aria-label={name}
        aria-pressed={isMarked}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate({ postId: post._id, save: !isMarked });
        }}
        data-testid="post-action-favorite"
      >
        {isMarked ? <IconHeartFilled size={18} /> : <IconHeart size={18} stroke={1.7} />}
      </ActionIcon>
      {tooltip}
    </>
  );
}
