import { followCalls, type FollowKind } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { followedIdsKey } from './follow-kinds';
import { withId } from './update-cached-marks';
import { useMarkToggle } from './use-mark-toggle';

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
 * back with the reason if the change fails; the follows lists and counts refresh after.
 */
export function useToggleFollow() {
  const { t } = useTranslation();
  return useMarkToggle<FollowToggle>({
    send: sendToggle,
    mark: (marks, { kind, id, follow }) => {
      const key = followedIdsKey[kind];
      return {
        ...marks,
        followed: { ...marks.followed, [key]: withId(marks.followed[key], id, follow) },
      };
    },
    failedTitle: () => t('follows.actions.followFailed'),
  });
}
