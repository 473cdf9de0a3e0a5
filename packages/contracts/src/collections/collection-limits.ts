/**
 * How much of each collection one user may keep (docs/product.md, Collections). An add past a
 * limit is refused with LIMIT_REACHED and a message naming it; the search history instead drops
 * its oldest entries.
 */
export const collectionLimits = {
  favoriteCategories: 100,
  favorites: 10_000,
  follows: 5_000,
  ignoredItems: 10_000,
  groups: 100,
  groupMembers: 500,
  savedSearches: 200,
  searchHistory: 1_000,
  poolItems: 10_000,
} as const;
export type CollectionLimit = keyof typeof collectionLimits;

/** The most ids one call may name (a page of results holds at most 100 posts). */
export const maxIdsPerCall = 100;

/** The most posts counted as new for a follow or a saved search: more shows as "99+". */
export const newPostsCountLimit = 100;
