import { z } from 'zod';

/**
 * What an Ad Library search asks `GET /{version}/ads_archive` (the Graph API's Ad Library API), as
 * harvests and one-off runs store it (meta_harvests.query, meta_harvest_runs.query).
 */

/** The Graph API version asked by default (v27.0, introduced 2026-11-04); META_GRAPH_VERSION overrides it. */
export const DEFAULT_GRAPH_VERSION = 'v27.0';

export const adTypes = [
  'ALL',
  'POLITICAL_AND_ISSUE_ADS',
  'HOUSING_ADS',
  'EMPLOYMENT_ADS',
  'CREDIT_ADS',
] as const;
export type AdType = (typeof adTypes)[number];
export const searchTypes = ['KEYWORD_UNORDERED', 'KEYWORD_EXACT_PHRASE'] as const;
export type SearchType = (typeof searchTypes)[number];
export const activeStatuses = ['ACTIVE', 'INACTIVE', 'ALL'] as const;
export type ActiveStatus = (typeof activeStatuses)[number];
/** The API's `media_type` filter. */
export const archiveMediaTypes = ['ALL', 'IMAGE', 'MEME', 'VIDEO', 'NONE'] as const;
export type ArchiveMediaType = (typeof archiveMediaTypes)[number];
/**
 * The passes of a search that labels its ads by media type: the API says no ad's media type, so
 * each is asked on its own and every ad found is labelled with the pass that found it.
 */
export const labelledMediaPasses: readonly ArchiveMediaType[] = ['VIDEO', 'IMAGE', 'MEME', 'NONE'];

/** `ALL` or a two-letter country code, upper-case. */
export const reachedCountrySchema = z
  .string()
  .regex(/^(ALL|[A-Za-z]{2})$/, 'must be a two-letter country code or ALL')
  .transform((value) => value.toUpperCase());

export const adsArchiveQuerySchema = z
  .object({
    searchTerms: z.string().trim().min(1).max(100).optional(),
    searchType: z.enum(searchTypes).default('KEYWORD_UNORDERED'),
    /** Countries the ads reached (required by the API): codes, or ['ALL']. */
    countries: z.array(reachedCountrySchema).min(1, 'is required').max(30),
    adType: z.enum(adTypes).default('ALL'),
    /** Up to 10 Facebook page ids (the API's limit). */
    pageIds: z
      .array(z.string().regex(/^\d{1,30}$/, 'must be a page id (digits)'))
      .max(10, 'must list at most 10 page ids')
      .default([]),
    activeStatus: z.enum(activeStatuses).default('ALL'),
    /** One pass per media type, so that each ad is labelled photo, video or text/link. */
    labelMedia: z.boolean().default(true),
    /** YYYY-MM-DD: only ads delivered on or after this day (`ad_delivery_date_min`). */
    deliveredSince: z.iso.date().optional(),
  })
  .refine((query) => query.searchTerms !== undefined || query.pageIds.length > 0, {
    message: 'give search terms or page ids',
    path: ['searchTerms'],
  })
  .refine((query) => !query.countries.includes('ALL') || query.countries.length === 1, {
    message: 'ALL cannot be combined with other countries',
    path: ['countries'],
  });
export type AdsArchiveQuery = z.output<typeof adsArchiveQuerySchema>;
export type AdsArchiveQueryInput = z.input<typeof adsArchiveQuerySchema>;

/** The media passes a query runs, in order. */
export function mediaPasses(query: AdsArchiveQuery): readonly ArchiveMediaType[] {
  return query.labelMedia ? labelledMediaPasses : ['ALL'];
}

/** The same search whatever day it starts from: runs with the same key are runs of one query. */
export function queryKey(query: AdsArchiveQuery): string {
  return JSON.stringify({
    ...query,
    deliveredSince: undefined,
    countries: [...query.countries].sort(),
    pageIds: [...query.pageIds].sort(),
  });
}
