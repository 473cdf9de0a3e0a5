/**
 * The values the Ad Library API (`GET /{version}/ads_archive`) accepts, as Meta documents them.
 * Kept apart from the harvester's own lists: the fake answers what Meta answers, whatever the
 * product asks.
 */

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

export const mediaTypes = ['ALL', 'IMAGE', 'MEME', 'VIDEO', 'NONE'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** The fields an archived ad can be asked for; the last ones this fake never holds. */
export const archivedAdFields = [
  'id',
  'ad_creation_time',
  'ad_creative_bodies',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'ad_creative_link_titles',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'ad_snapshot_url',
  'page_id',
  'page_name',
  'publisher_platforms',
  'languages',
  'eu_total_reach',
  'target_locations',
  'currency',
  'bylines',
] as const;
export type ArchivedAdField = (typeof archivedAdFields)[number];
