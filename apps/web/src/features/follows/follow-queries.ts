import type { CallData, CallInput } from '@postradar/api-client';
import { followCalls, type FollowKind, type IgnoreKind } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { collectionKey, collectionKeyRoot } from '../../lib/collections/collection-keys';
import { unignoreItem } from '../../lib/collections/unignore-item';

export type FollowListQuery = NonNullable<CallInput<typeof followCalls.follows>['query']>;
export type FollowListPage = CallData<typeof followCalls.follows>;
export type IgnoredListQuery = NonNullable<CallInput<typeof followCalls.ignored>['query']>;
export type IgnoredListPage = CallData<typeof followCalls.ignored>;

export const followKeys = {
  summary: collectionKey('follows', 'summary'),
  list: (query: FollowListQuery) => collectionKey('follows', 'list', query),
  ignored: (query: IgnoredListQuery) => collectionKey('ignored', query),
};

export function getFollowSummary(signal?: AbortSignal) {
  return api.call(followCalls.summary, { signal });
}

export function listFollows(query: FollowListQuery, signal?: AbortSignal) {
  return api.call(followCalls.follows, { query, signal });
}

export function listIgnored(query: IgnoredListQuery, signal?: AbortSignal) {
  return api.call(followCalls.ignored, { query, signal });
}

/** Stops following; the lists, counts and marks refresh after. */
export function useUnfollow(): (kind: FollowKind, id: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind, id) => {
      await api.call(followCalls.unfollow, { params: { kind, id } });
      await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
    },
    [queryClient],
  );
}

/** Takes an item off the blacklist: it comes back in every search and list at once. */
export function useUnignore(): (kind: IgnoreKind, id: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind, id) => {
      await unignoreItem(queryClient, { kind, id });
    },
    [queryClient],
  );
}
