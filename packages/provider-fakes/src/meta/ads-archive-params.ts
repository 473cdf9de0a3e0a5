import {
  activeStatuses,
  adTypes,
  archivedAdFields,
  mediaTypes,
  searchTypes,
  type ActiveStatus,
  type AdType,
  type ArchivedAdField,
  type MediaType,
  type SearchType,
} from './ads-archive-vocabulary';
import { invalidParameter } from './graph-errors';
import { isDay } from './meta-time';

/** An ads_archive request's parameters, checked, with Meta's defaults filled in. */
export interface AdsArchiveParams {
  /** Two-letter codes, or ['ALL']. */
  countries: string[];
  adType: AdType;
  activeStatus: ActiveStatus;
  mediaType: MediaType;
  searchType: SearchType;
  searchTerms?: string;
  pageIds: string[];
  /** YYYY-mm-dd */
  deliveryDateMin?: string;
  /** YYYY-mm-dd */
  deliveryDateMax?: string;
  limit: number;
  /** The fields asked, `id` first. */
  fields: ArchivedAdField[];
  /** Opaque cursors of an earlier page. */
  after?: string;
  before?: string;
}

/** Graph's page size when no `limit` is given. */
const DEFAULT_LIMIT = 25;
const MAX_SEARCH_TERMS_LENGTH = 100;
const MAX_PAGE_IDS = 10;

/**
 * Checks the query string of `GET /{version}/ads_archive` as the Ad Library API does; throws a
 * GraphApiError (code 100, naming the parameter) at the first one it rejects.
 */
export function parseAdsArchiveParams(query: URLSearchParams): AdsArchiveParams {
  const value = (name: string) => query.get(name) || undefined;
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T) =>
    readEnum(name, value(name), allowed, fallback);
  const countries = readCountries(value('ad_reached_countries'));
  const adType = choice('ad_type', adTypes, 'ALL');
  const activeStatus = choice('ad_active_status', activeStatuses, 'ACTIVE');
  const mediaType = choice('media_type', mediaTypes, 'ALL');
  const searchType = choice('search_type', searchTypes, 'KEYWORD_UNORDERED');
  const searchTerms = value('search_terms');
  const pageIds = readPageIds(value('search_page_ids'));
  if (searchTerms === undefined && pageIds.length === 0) {
    throw invalidParameter('The parameter search_terms or search_page_ids is required');
  }
  if (searchTerms !== undefined && searchTerms.length > MAX_SEARCH_TERMS_LENGTH) {
    throw invalidParameter(
      `Param search_terms must be at most ${MAX_SEARCH_TERMS_LENGTH} characters long`,
    );
  }
  return {
    countries,
    adType,
    activeStatus,
    mediaType,
    searchType,
    searchTerms,
    pageIds,
    deliveryDateMin: readDay('ad_delivery_date_min', value('ad_delivery_date_min')),
    deliveryDateMax: readDay('ad_delivery_date_max', value('ad_delivery_date_max')),
    limit: readLimit(value('limit')),
    fields: readFields(value('fields')),
    after: value('after'),
    before: value('before'),
  };
}

function readDay(name: string, text: string | undefined): string | undefined {
  if (text !== undefined && !isDay(text)) {
    throw invalidParameter(`Param ${name} must be a date in the format YYYY-mm-dd`);
  }
  return text;
}

function readEnum<T extends string>(
  name: string,
  text: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (text === undefined) return fallback;
  if ((allowed as readonly string[]).includes(text)) return text as T;
  throw invalidParameter(`Param ${name} must be one of {${[...allowed].sort().join(', ')}}`);
}

/** A JSON array, as Graph takes list parameters; undefined when the text is not one. */
function jsonArray(text: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function readCountries(text: string | undefined): string[] {
  if (text === undefined) throw invalidParameter('The parameter ad_reached_countries is required');
  const countries = jsonArray(text);
  const isCode = (item: unknown) => typeof item === 'string' && /^[A-Z]{2}$/.test(item);
  const isAll = countries?.length === 1 && countries[0] === 'ALL';
  if (!countries || countries.length === 0 || (!isAll && !countries.every(isCode))) {
    throw invalidParameter(
      'Param ad_reached_countries must be a JSON array of two-letter country codes, or ["ALL"]',
    );
  }
  return countries as string[];
}

function readPageIds(text: string | undefined): string[] {
  if (text === undefined) return [];
  const ids = jsonArray(text);
  const isPageId = (item: unknown) => typeof item === 'string' && /^\d+$/.test(item);
  if (!ids || !ids.every(isPageId)) {
    throw invalidParameter('Param search_page_ids must be a JSON array of page ids');
  }
  if (ids.length > MAX_PAGE_IDS) {
    throw invalidParameter(`Param search_page_ids must list at most ${MAX_PAGE_IDS} page ids`);
  }
  return ids as string[];
}

function readLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  const limit = /^\d+$/.test(text) ? Number(text) : 0;
  if (limit < 1 || !Number.isSafeInteger(limit)) {
    throw invalidParameter('Param limit must be a positive integer');
  }
  return limit;
}

/** The comma list of fields; Graph answers only `id` when none are asked. */
function readFields(text: string | undefined): ArchivedAdField[] {
  const asked = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = asked.find((name) => !(archivedAdFields as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw invalidParameter(
      `Tried accessing nonexisting field (${unknown}) on node type (ArchivedAd)`,
    );
  }
  return [...new Set<ArchivedAdField>(['id', ...(asked as ArchivedAdField[])])];
}
