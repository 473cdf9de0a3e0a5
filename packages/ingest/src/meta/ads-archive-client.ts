import { z } from 'zod';

/**
 * A client for the Meta Ad Library API: `GET {base}/{version}/ads_archive` of the Graph API
 * (https://www.facebook.com/ads/library/api). Cursor paging; rate-limit and transient errors are
 * retried with exponential backoff and jitter; anything else stops with a MetaGraphError.
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

/** The documented ads_archive fields PostRadar reads. */
export const adsArchiveFields = [
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
] as const;

const texts = z.array(z.string()).optional();
export const archivedAdSchema = z.object({
  id: z.string(),
  ad_creation_time: z.string().optional(),
  ad_creative_bodies: texts,
  ad_creative_link_captions: texts,
  ad_creative_link_descriptions: texts,
  ad_creative_link_titles: texts,
  ad_delivery_start_time: z.string().optional(),
  ad_delivery_stop_time: z.string().optional(),
  ad_snapshot_url: z.string().optional(),
  page_id: z.string(),
  page_name: z.string().optional(),
  publisher_platforms: texts,
  languages: texts,
});
export type ArchivedAd = z.infer<typeof archivedAdSchema>;

const pageSchema = z.object({
  data: z.array(archivedAdSchema),
  paging: z
    .object({
      cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

const errorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** Graph API error codes of throttling (app, user, page and call-rate limits). */
const rateLimitCodes = new Set([4, 17, 32, 613]);
/** Unknown and service-unavailable errors: worth another try. */
const transientCodes = new Set([1, 2]);

export class MetaGraphError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly isRetryable: boolean,
  ) {
    super(message);
    this.name = 'MetaGraphError';
  }
}

export interface AdsArchiveQuery {
  searchTerms?: string;
  searchType?: SearchType;
  /** ISO country codes the ads reached (required by the API). */
  countries: readonly string[];
  adType?: AdType;
  pageIds?: readonly string[];
  activeStatus?: (typeof activeStatuses)[number];
  /** Ads per page (the API allows up to about 1000; smaller pages fail less). */
  limit?: number;
}

export interface MetaClientOptions {
  accessToken: string;
  /** https://graph.facebook.com, or a local fake in tests. */
  baseUrl: string;
  /** v21.0 */
  version: string;
  /** Attempts per request, the first included. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  /** Injected in tests: waiting and randomness. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeError(status: number, body: unknown): MetaGraphError {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) {
    return new MetaGraphError(
      `Meta Graph API answered HTTP ${status} without an error description`,
      status,
      null,
      status === 429 || status >= 500,
    );
  }
  const {
    message,
    type,
    code,
    error_subcode: subcode,
    is_transient,
    fbtrace_id,
  } = parsed.data.error;
  const isRetryable =
    status === 429 ||
    status >= 500 ||
    is_transient === true ||
    (code !== undefined && (rateLimitCodes.has(code) || transientCodes.has(code)));
  const what = [
    `Meta Graph API error ${code ?? '?'}${subcode ? `/${subcode}` : ''}`,
    type ? ` (${type})` : '',
    `: ${message ?? 'no message'}`,
    ` [HTTP ${status}${fbtrace_id ? `, fbtrace_id ${fbtrace_id}` : ''}]`,
  ].join('');
  return new MetaGraphError(what, status, code ?? null, isRetryable);
}

export class AdsArchiveClient {
  private readonly options: Required<Omit<MetaClientOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: MetaClientOptions) {
    this.options = {
      maxAttempts: 6,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      timeoutMs: 30_000,
      sleep: defaultSleep,
      random: Math.random,
      fetch: globalThis.fetch,
      ...options,
    };
  }

  /** The delay before attempt `attempt + 1`: doubling from the base, capped, half of it random. */
  backoffMs(attempt: number): number {
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  }

  private url(query: AdsArchiveQuery, after: string | undefined): string {
    const { baseUrl, version, accessToken } = this.options;
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${version}/ads_archive`);
    const params = url.searchParams;
    params.set('access_token', accessToken);
    params.set('ad_reached_countries', JSON.stringify(query.countries));
    params.set('ad_type', query.adType ?? 'ALL');
    params.set('ad_active_status', query.activeStatus ?? 'ALL');
    if (query.searchTerms) params.set('search_terms', query.searchTerms);
    if (query.searchType) params.set('search_type', query.searchType);
    if (query.pageIds && query.pageIds.length > 0) {
      params.set('search_page_ids', JSON.stringify(query.pageIds));
    }
    params.set('fields', adsArchiveFields.join(','));
    params.set('limit', String(query.limit ?? 100));
    if (after) params.set('after', after);
    return url.toString();
  }

  /** One request, retried while the error is a rate limit or transient. */
  private async request(url: string): Promise<z.infer<typeof pageSchema>> {
    const { maxAttempts, sleep, timeoutMs } = this.options;
    for (let attempt = 1; ; attempt++) {
      let failure: MetaGraphError;
      try {
        const response = await this.options.fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        const body: unknown = await response.json().catch(() => null);
        if (response.ok) {
          const page = pageSchema.safeParse(body);
          if (page.success) return page.data;
          failure = new MetaGraphError(
            `Meta Graph API answered with an unexpected shape: ${page.error.issues[0]?.message}`,
            response.status,
            null,
            false,
          );
        } else {
          failure = describeError(response.status, body);
        }
      } catch (error) {
        // The network or the timeout; the URL (with the token) is never part of the message.
        failure = new MetaGraphError(
          `Meta Graph API could not be reached: ${(error as Error).message}`,
          0,
          null,
          true,
        );
      }
      if (!failure.isRetryable) throw failure;
      if (attempt >= maxAttempts) {
        failure.message = `${failure.message}; gave up after ${attempt} attempts`;
        throw failure;
      }
      await sleep(this.backoffMs(attempt));
    }
  }

  /** Pages of ads, following the `after` cursor while the API says there is a next page. */
  async *pages(query: AdsArchiveQuery, maxPages = Infinity): AsyncGenerator<ArchivedAd[]> {
    let after: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const result = await this.request(this.url(query, after));
      yield result.data;
      after = result.paging?.cursors?.after;
      if (!result.paging?.next || !after || result.data.length === 0) return;
    }
  }
}
