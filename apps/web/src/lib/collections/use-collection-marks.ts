import { followCalls, type CollectionMarks } from '@postradar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { collectionKey } from './collection-keys';

/** The posts, pages, domains and pixels on screen whose marks a list or a detail shows. */
export interface MarkedIds {
  posts?: readonly string[];
  pages?: readonly string[];
  domains?: readonly string[];
  pixels?: readonly string[];
}

/** The marks of ids nobody asked about yet: nothing is marked. */
export const noMarks: CollectionMarks = {
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
 * The query of which of the ids on screen the user saved, pooled, follows or ignores
 * (GET /api/collections/marks): one call per set of ids, refreshed whenever a collection changes.
 */
export function collectionMarksQuery(ids: MarkedIds) {
  const query = {
    posts: idList(ids.posts),
    pages: idList(ids.pages),
    domains: idList(ids.domains),
    pixels: idList(ids.pixels),
  };
  return queryOptions({
    queryKey: collectionKey('marks', query),
    queryFn: ({ signal }) => api.call(followCalls.marks, { query, signal }),
    enabled: Object.values(query).some((value) => value !== undefined),
    staleTime: 30_000,
  });
}

/** The marks of the ids on screen (see above): one call per screen of results. Until it answers, nothing is marked. */
export function useCollectionMarks(ids: MarkedIds): CollectionMarks {
  const { data } = useQuery({ ...collectionMarksQuery(ids), placeholderData: keepPreviousData });
  return data ?? noMarks;
}
