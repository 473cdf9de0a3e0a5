import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { favoriteCalls, type FavoriteState } from '@postradar/contracts';
import { IconHeartFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { addToFavorites } from './add-to-favorites-store';
import { withId } from './update-cached-marks';
import { useMarkToggle } from './use-mark-toggle';

interface FavoriteToggle {
  postId: string;
  /** True: save into the default category; false: take out of every category. */
  save: boolean;
}

function sendToggle({ postId, save }: FavoriteToggle): Promise<FavoriteState> {
  const params = { postId };
  return save
    ? api.call(favoriteCalls.favorite, { params })
    : api.call(favoriteCalls.unfavorite, { params });
}

/** "Saved to Favorites", with a way to choose the category at once. */
function notifySaved(postId: string, t: TFunction) {
  const id = `favorite-saved-${postId}`;
  notifications.show({
    id,
    color: 'red',
    icon: <IconHeartFilled size={16} />,
    title: t('favorites.heart.saved'),
    message: (
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        onClick={() => {
          notifications.hide(id);
          addToFavorites.request(postId);
        }}
        data-testid="favorite-choose-category"
      >
        {t('favorites.heart.chooseCategory')}
      </Button>
    ),
  });
}

/**
 * The heart: saves a post into the default category or takes it out of every category. The mark
 * changes at once on every card and detail showing the post, and goes back with the reason if
 * the change fails.
 */
export function useToggleFavorite() {
  const { t } = useTranslation();
  return useMarkToggle<FavoriteToggle>({
    send: sendToggle,
    mark: (marks, { postId, save }) => ({
      ...marks,
      favoritePostIds: withId(marks.favoritePostIds, postId, save),
    }),
    failedTitle: ({ save }) =>
      t(save ? 'favorites.heart.saveFailed' : 'favorites.heart.removeFailed'),
    onSuccess: ({ postId, save }) => {
      if (save) notifySaved(postId, t);
    },
  });
}
