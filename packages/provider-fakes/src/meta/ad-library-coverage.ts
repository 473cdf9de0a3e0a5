import type { FakeArchivedAd } from './fake-archived-ad';
import { DAY_MS, metaTimeMs } from './meta-time';

/** The 27 EU members and the United Kingdom, where Meta archives every ad for a year. */
const euAndUk = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB'.split(' '),
);

const YEAR_MS = 365 * DAY_MS;

/** When the ad was last delivered: its stop time if it has stopped, else now. */
function lastDeliveredMs(ad: FakeArchivedAd, nowMs: number): number {
  const stop = ad.ad_delivery_stop_time;
  return stop === undefined ? nowMs : Math.min(metaTimeMs(stop), nowMs);
}

/**
 * Whether the Ad Library API finds the ad in a search of `countries` (codes, or ['ALL']):
 * political and issue ads wherever they ran; every other ad only if it reached the EU or the UK
 * and was delivered in the last year. Either way it must have reached one of the countries asked.
 */
export function isInAdLibrary(ad: FakeArchivedAd, countries: string[], nowMs: number): boolean {
  const reachedAsked = countries[0] === 'ALL' || ad.reached.some((c) => countries.includes(c));
  if (!reachedAsked) return false;
  if (ad.category === 'POLITICAL_AND_ISSUE_ADS') return true;
  return (
    ad.reached.some((country) => euAndUk.has(country)) &&
    lastDeliveredMs(ad, nowMs) >= nowMs - YEAR_MS
  );
}
