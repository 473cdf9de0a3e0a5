import { isApiError } from '@postradar/api-client';
import type { CollectionLimit } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import type { TFunction } from 'i18next';
import { formatNumber } from '../research/format-count';

/** How the API names each full collection in 'You can keep at most 100 groups.'. */
const limitByName: Record<string, CollectionLimit> = {
  'favorite categories': 'favoriteCategories',
  favorites: 'favorites',
  follows: 'follows',
  'ignored items': 'ignoredItems',
  groups: 'groups',
  'members in a group': 'groupMembers',
  'saved searches': 'savedSearches',
  'searches in the history': 'searchHistory',
  'posts on the pool': 'poolItems',
};

const limitSentence = /^You can keep at most ([\d,]+) (.+)\.$/;

/** The translated sentence of a full collection, with the limit the API named; null if unknown. */
function limitText(message: string, t: TFunction, language: Language): string | null {
  const [, count = '', name = ''] = limitSentence.exec(message) ?? [];
  const limit = limitByName[name];
  if (!limit) return null;
  const formatted = formatNumber(Number(count.replaceAll(',', '')), language);
  return t(`common.collectionErrors.limitReached.${limit}`, { limit: formatted });
}

/**
 * What to show when a call about the user's collections fails: a name given twice, an invalid
 * name and a full collection in the user's language; anything else as the API (or the browser)
 * worded it.
 */
export function collectionErrorText(error: unknown, t: TFunction, language: Language): string {
  if (!(error instanceof Error)) return String(error);
  if (!isApiError(error)) return error.message;
  if (error.code === 'CONFLICT') return t('common.collectionErrors.duplicateName');
  if (error.code === 'VALIDATION_FAILED' && error.message.endsWith('Invalid name')) {
    return t('common.collectionErrors.invalidName');
  }
  if (error.code === 'LIMIT_REACHED') return limitText(error.message, t, language) ?? error.message;
  return error.message;
}
