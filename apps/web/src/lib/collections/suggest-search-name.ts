import { collectionNameMaxLength } from '@postradar/contracts';
import type { TFunction } from 'i18next';
import { searchScreenLabel } from './search-screen-label';
import type { StoredSearch } from './stored-search';

/**
 * The name a Save search dialog offers first: the search's words, else its screen ('Trending'),
 * cut to the longest name allowed.
 */
export function suggestSearchName(search: StoredSearch, t: TFunction): string {
  const words = search.params.q?.trim();
  const name = words || searchScreenLabel(search.path, t);
  return name.slice(0, collectionNameMaxLength).trim();
}
