import { collectionKey } from './collection-keys';

/** Query keys of the search history and of the saved searches, under the collections' root. */
export function searchHistoryKey(...parts: readonly unknown[]) {
  return collectionKey('searchHistory', ...parts);
}

export function savedSearchKey(...parts: readonly unknown[]) {
  return collectionKey('savedSearches', ...parts);
}
