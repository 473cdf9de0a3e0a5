import type { QueryClient } from '@tanstack/react-query';
import { entityListKeyRoots } from '../entities/entity-keys';
import { postSearchKeyRoot } from '../research/search-posts';
import { collectionKeyRoot } from './collection-keys';

/**
 * The blacklist changed: every post search, every pages, domains and pixels list and every
 * collection loads again, so that what was ignored leaves them (or comes back) at once.
 */
export async function refreshAfterIgnore(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [postSearchKeyRoot, ...Object.values(entityListKeyRoots), collectionKeyRoot].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
