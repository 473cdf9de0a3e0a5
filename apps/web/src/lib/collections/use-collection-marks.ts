import { followCalls, type CollectionMarks } from '@postradar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { collectionKey } from './collection-keys';

/** The posts, pages, domains and pixels on screen whose marks a list or a detail shows. */
export interface MarkedIds {
  posts?: readonly string[];
  pages?: readonly string[];
  domains?: readonly string[];
  pixels?: readonly string[];
}

const noMarks: CollectionMarks = {
  favoritePostIds: [],
  pooledPostIds: [],
  followed: { pageIds: [], domainIds: [], pixelIds: [] },
  ignored: { postIds: [], pageIds: [], domainIds: [] },
};

/** A comma-separated, sorted, de-duplicated list (one cache entry per set of ids), or nothing. */
function idList(ids: readonly string[] | undefined): string | undefined {
  if (!ids || ids.length === 0) return undefined;
  return [...new Set(ids)].sort().join(',');
}

/**
 * Which of the ids on screen the user saved, pooled or follows (GET /api/collections/marks): one
 * call per screen of results, refreshed whenever a collection changes. Until it answers, nothing
 * is marked.
 */
export function useCollectionMarks(ids: MarkedIds): CollectionMarks {
  const query = {
    posts: idList(ids.posts),
    pages: idList(ids.pages),
    domains: idList(ids.domains),
    pixels: idList(ids.pixels),
  };
  const hasIds = Object.values(query).some((value) => value !== undefined);
  const { data } = useQuery({
    queryKey: collectionKey('marks', query),
    queryFn: ({ signal }) => api.call(followCalls.marks, { query, signal }),
    enabled: hasIds,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return data ?? noMarks;
}
