import type { AdsArchiveQuery, ArchiveMediaType } from './ads-archive-query';
import { adsArchiveFields } from './archived-ad';

/** Where and as whom the Graph API is asked. */
export interface GraphTarget {
  /** https://graph.facebook.com, or a local fake in tests. */
  baseUrl: string;
  /** v27.0 */
  version: string;
  accessToken: string;
}

/** The ads_archive page a run asks for. */
export interface PageRequest {
  query: AdsArchiveQuery;
  mediaType: ArchiveMediaType;
  limit: number;
  after: string | null;
}

/** The URL of one ads_archive page; it holds the access token, so it is never logged or shown. */
export function adsArchiveUrl(target: GraphTarget, request: PageRequest): string {
  const { query } = request;
  const url = new URL(`${target.baseUrl.replace(/\/+$/, '')}/${target.version}/ads_archive`);
  const params = url.searchParams;
  params.set('access_token', target.accessToken);
  params.set('ad_reached_countries', JSON.stringify(query.countries));
  params.set('ad_type', query.adType);
  params.set('ad_active_status', query.activeStatus);
  params.set('media_type', request.mediaType);
  if (query.searchTerms !== undefined) {
    params.set('search_terms', query.searchTerms);
    // The API reads the search type only along with search terms.
    params.set('search_type', query.searchType);
  }
  if (query.pageIds.length > 0) params.set('search_page_ids', JSON.stringify(query.pageIds));
  if (query.deliveredSince !== undefined) params.set('ad_delivery_date_min', query.deliveredSince);
  params.set('fields', adsArchiveFields.join(','));
  params.set('limit', String(request.limit));
  if (request.after !== null) params.set('after', request.after);
  return url.toString();
}
