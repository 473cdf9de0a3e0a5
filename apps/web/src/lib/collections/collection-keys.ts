/**
 * Query keys of the user's own collections. Every change to a collection invalidates
 * `collectionKeyRoot`, so that marks on cards, counts and lists refresh together.
 */
export const collectionKeyRoot = ['collections'] as const;

export function collectionKey(...parts: readonly unknown[]) {
  return [...collectionKeyRoot, ...parts] as const;
}
