import type { MovingSort, Personalization } from '@postradar/contracts';
import { personalizedSearch } from '../../lib/personalization/personalized-search';

/** A value in an address, its commas kept as they are: 'nurse,dog%20mom'. */
const encodeList = (value: string) => encodeURIComponent(value).replaceAll('%2C', ',');

/**
 * /a/trending at a moving block's sort (none for trending, the screen's default), narrowed as the
 * block is: the user's niches, languages and countries, each comma-separated, and posts or ads.
 */
export function trendingHref(
  sort: MovingSort,
  personalization: Personalization | undefined,
): string {
  const params = {
    ...(sort !== 'trending' && { sort }),
    ...personalizedSearch(personalization, { withKind: true }),
  };
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeList(value)}`)
    .join('&');
  return query ? `/a/trending?${query}` : '/a/trending';
}
