import type { CallData, CallInput } from '@postradar/api-client';
import { groupCalls, type FollowKind } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { collectionKey, collectionKeyRoot } from './collection-keys';

export type GroupListQuery = NonNullable<CallInput<typeof groupCalls.groups>['query']>;
export type GroupListPage = CallData<typeof groupCalls.groups>;

export const groupKeys = {
  list: (query: GroupListQuery) => collectionKey('groups', query),
  detail: (id: string) => collectionKey('group', id),
};

/** GET /api/groups: a page of the user's own, the featured or the followed groups, by name. */
export function listGroups(query: GroupListQuery, signal?: AbortSignal): Promise<GroupListPage> {
  return api.call(groupCalls.groups, { query, signal });
}

/** Creates one of the user's groups; the API names a refused name ('This name already exists'). */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call(groupCalls.createGroup, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
}

export interface MemberToggle {
  groupId: string;
  kind: FollowKind;
  targetId: string;
  /** True: add to the group; false: take out of it. */
  add: boolean;
}

/** Adds a page, domain or pixel to one of the user's groups or takes it out. */
export function useToggleGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, kind, targetId, add }: MemberToggle) => {
      const params = { id: groupId, kind, targetId };
      return add
        ? api.call(groupCalls.addMember, { params })
        : api.call(groupCalls.removeMember, { params });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
}
