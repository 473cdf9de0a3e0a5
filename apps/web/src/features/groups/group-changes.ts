import { groupCalls, type ResearchGroup } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';

/**
 * The changes to a group (rename, delete, follow, copy, feature, a member out), each sent to the
 * API and then refreshing every list, count and mark of the collections. A refusal rejects with
 * the API's message, which the screen shows as it is.
 */
export function useGroupChanges() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    async function refreshed<T>(change: Promise<T>): Promise<T> {
      const result = await change;
      await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
      return result;
    }
    return {
      rename: (id: string, name: string): Promise<ResearchGroup> =>
        refreshed(api.call(groupCalls.renameGroup, { params: { id }, body: { name } })),
      remove: (id: string) => refreshed(api.call(groupCalls.deleteGroup, { params: { id } })),
      setFollowed: (id: string, follow: boolean): Promise<ResearchGroup> =>
        refreshed(
          follow
            ? api.call(groupCalls.followGroup, { params: { id } })
            : api.call(groupCalls.unfollowGroup, { params: { id } }),
        ),
      copy: (id: string): Promise<ResearchGroup> =>
        refreshed(api.call(groupCalls.copyGroup, { params: { id }, body: {} })),
      setFeatured: (id: string, isFeatured: boolean): Promise<ResearchGroup> =>
        refreshed(api.call(groupCalls.featureGroup, { params: { id }, body: { isFeatured } })),
      removeMember: (id: string, kind: 'page' | 'domain' | 'pixel', targetId: string) =>
        refreshed(api.call(groupCalls.removeMember, { params: { id, kind, targetId } })),
    };
  }, [queryClient]);
}
