import type { AdsArchiveQuery } from './ads-archive-query';

/**
 * What the Ad Library API can find: outside the EU and UK it holds only political and issue ads;
 * commercial ads (ad type ALL) are there only when they were delivered in the EU or UK in the
 * last year.
 */

/** The 27 EU members and the United Kingdom (GB), as ad_reached_countries codes. */
export const EU_UK_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'GB',
]);

/** Null when the query can find commercial ads; else why it may find few or none, and what to do (add an EU/UK country such as DE, FR or GB). */
export function commercialCoverageWarning(query: AdsArchiveQuery): string | null {
  if (query.adType !== 'ALL') return null;
  if (query.countries.some((country) => country === 'ALL' || EU_UK_COUNTRIES.has(country))) {
    return null;
  }
  return (
    `Outside the EU and UK the Ad Library API returns only political and issue ads: in ` +
    `${query.countries.join(', ')} it finds commercial ads only if they were also delivered in ` +
    `the EU or UK in the last year, so this search may find few or none. Add an EU/UK country ` +
    `such as DE, FR or GB.`
  );
}
