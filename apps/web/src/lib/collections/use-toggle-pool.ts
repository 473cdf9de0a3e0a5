import { poolCalls } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';
import { notifyFailure } from './notify-failure';
import { updateCachedMarks, withId } from './update-cached-marks';

interface PoolToggle {
  postId: string;
  /** True: put on the pool; false: take off it. */
  add: boolean;
}

async function sendToggle({ postId, add }: PoolToggle): Promise<void> {
  const params = { postId };
  if (add) await api.call(poolCalls.addToPool, { params });
  else await api.call(poolCalls.removeFromPool, { params });
}

/**
 * Puts a post on the pool or takes it off: marked at once everywhere it shows, put back with the
 * API's message if the change fails.
 */
export function useTogglePool() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToggle,
    onMutate: ({ postId, add }) =>
      updateCachedMarks(queryClient, (marks) => ({
        ...marks,
        pooledPostIds: withId(marks.pooledPostIds, postId, add),
      })),
    onError: (error, { add }, restore) => {
      restore?.();
      notifyFailure(t(add ? 'pool.action.addFailed' : 'pool.action.removeFailed'), error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
}
