import { followCalls, type FollowKind } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';

/**
 * The user looked at a follow's posts: its new posts count from now. Sent as the screen leaves
 * for the entity, so it works on its own; the counts refresh when it is done.
 */
export function useMarkSeen(): (kind: FollowKind, id: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (kind, id) => {
      void api
        .call(followCalls.markSeen, { params: { kind, id } })
        .then(() => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }))
        // Not marked: its new posts keep counting until the next look, which marks it again.
        .catch(() => undefined);
    },
    [queryClient],
  );
}
