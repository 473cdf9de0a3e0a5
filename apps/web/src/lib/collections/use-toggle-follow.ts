import { followCalls, type FollowKind } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';
import { followedIdsKey } from './follow-kinds';
import { notifyFailure } from './notify-failure';
import { updateCachedMarks, withId } from './update-cached-marks';

export interface FollowToggle {
  kind: FollowKind;
  id: string;
  /** True: follow; false: stop following. */
  follow: boolean;
}

async function sendToggle({ kind, id, follow }: FollowToggle): Promise<void> {
  const params = { kind, id };
  if (follow) await api.call(followCalls.follow, { params });
  else await api.call(followCalls.unfollow, { params });
}

/**
 * Follows a page, domain or pixel or stops: marked at once on every card and row showing it, put
 * back with the API's message if the change fails; the follows lists and counts refresh after.
 */
export function useToggleFollow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToggle,
    onMutate: ({ kind, id, follow }) =>
      updateCachedMarks(queryClient, (marks) => {
        const key = followedIdsKey[kind];
        return {
          ...marks,
          followed: { ...marks.followed, [key]: withId(marks.followed[key], id, follow) },
        };
      }),
    onError: (error, _toggle, restore) => {
      restore?.();
      notifyFailure(t('follows.actions.followFailed'), error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
}
