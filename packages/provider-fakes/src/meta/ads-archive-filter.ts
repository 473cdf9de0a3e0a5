import { isInAdLibrary } from './ad-library-coverage';
import type { AdsArchiveParams } from './ads-archive-params';
import type { FakeArchivedAd } from './fake-archived-ad';
import { matchesSearchTerms } from './keyword-search';
import { DAY_MS, metaTimeMs } from './meta-time';

const stopMs = (ad: FakeArchivedAd) =>
  ad.ad_delivery_stop_time === undefined ? undefined : metaTimeMs(ad.ad_delivery_stop_time);

function matchesActiveStatus(ad: FakeArchivedAd, params: AdsArchiveParams, nowMs: number) {
  if (params.activeStatus === 'ALL') return true;
  const stop = stopMs(ad);
  const isActive = stop === undefined || stop > nowMs;
  return isActive === (params.activeStatus === 'ACTIVE');
}

/** Delivered on or after the first day (still running, or stopped that day or later) and started by the last. */
function matchesDeliveryDates(ad: FakeArchivedAd, params: AdsArchiveParams) {
  const { deliveryDateMin: min, deliveryDateMax: max } = params;
  const stop = stopMs(ad);
  if (min !== undefined && stop !== undefined && stop < metaTimeMs(min)) return false;
  return max === undefined || metaTimeMs(ad.ad_delivery_start_time) < metaTimeMs(max) + DAY_MS;
}

/** The ads an ads_archive search finds at `nowMs`, in the order the store holds them. */
export function adsMatching(
  ads: readonly FakeArchivedAd[],
  params: AdsArchiveParams,
  nowMs: number,
): FakeArchivedAd[] {
  return ads.filter(
    (ad) =>
      isInAdLibrary(ad, params.countries, nowMs) &&
      (params.adType === 'ALL' || ad.category === params.adType) &&
      (params.mediaType === 'ALL' || ad.media === params.mediaType) &&
      (params.pageIds.length === 0 || params.pageIds.includes(ad.page_id)) &&
      (params.searchTerms === undefined ||
        matchesSearchTerms(ad, params.searchTerms, params.searchType)) &&
      matchesActiveStatus(ad, params, nowMs) &&
      matchesDeliveryDates(ad, params),
  );
}
