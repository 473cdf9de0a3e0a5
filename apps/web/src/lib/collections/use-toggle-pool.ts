import { poolCalls } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { withId } from './update-cached-marks';
import { useMarkToggle } from './use-mark-toggle';

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
 * reason if the change fails.
 */
export function useTogglePool() {
  const { t } = useTranslation();
  return useMarkToggle<PoolToggle>({
    send: sendToggle,
    mark: (marks, { postId, add }) => ({
      ...marks,
      pooledPostIds: withId(marks.pooledPostIds, postId, add),
    }),
    failedTitle: ({ add }) => t(add ? 'pool.action.addFailed' : 'pool.action.removeFailed'),
  });
}
