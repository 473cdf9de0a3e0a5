import { collectionLimits, type CollectionLimit } from '@postradar/contracts';
import { AppError } from './app-error';
import { isUniqueViolation } from './unique-violation';

/** The message of a name another of the user's items already has (shown as it is). */
export const duplicateNameMessage = 'This name already exists';

const limitNames: Record<CollectionLimit, string> = {
  favoriteCategories: 'favorite categories',
  favorites: 'favorites',
  follows: 'follows',
  ignoredItems: 'ignored items',
  groups: 'groups',
  groupMembers: 'members in a group',
  savedSearches: 'saved searches',
  searchHistory: 'searches in the history',
  poolItems: 'posts on the pool',
};

/** A collection of the user is full: LIMIT_REACHED naming the limit. */
export function limitReached(limit: CollectionLimit): AppError {
  return new AppError(
    'LIMIT_REACHED',
    `You can keep at most ${collectionLimits[limit].toLocaleString('en-US')} ${limitNames[limit]}.`,
  );
}

/** Runs a write that may give a name twice; a unique violation becomes 'This name already exists'. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', duplicateNameMessage);
    throw error;
  }
}
