import { z } from 'zod/mini';
import { audienceQueryShape } from './audience';
import { commaList } from './comma-list';
import { successEnvelope } from './envelope';
import { refineStorableText } from './storable-text';

/** Research corpus and post search (docs/product.md, The post search). */

/** all: every word; any: at least one; order: all, in this order; exact: adjacent and in order. */
export const searchModes = ['all', 'any', 'order', 'exact'] as const;
export type SearchMode = (typeof searchModes)[number];

export const postSorts = [
  'newest',
  'ads',
  'reactions',
  'shares',
  'comments',
  'fb_created',
  'system_created',
  'trending',
  'mass_reactions',
  'mass_shares',
  'mass_comments',
] as const;
export type PostSort = (typeof postSorts)[number];

export const postKinds = ['post', 'ad'] as const;
export type PostKind = (typeof postKinds)[number];
export const mediaTypes = ['photo', 'video', 'link', 'carousel', 'text'] as const;
export type MediaType = (typeof mediaTypes)[number];
export const domainPlatforms = ['shopify', 'shopbase', 'woocommerce', 'other'] as const;
export type DomainPlatform = (typeof domainPlatforms)[number];

export const perPageChoices = [10, 20, 50, 100] as const;
export const defaultPerPage = 50;

/**
 * Orders of the pages, domains and pixels lists (each an index, decision 0040): most posts, most
 * ads, latest post, then per list most followers, most domains, or by name, host or pixel id.
 */
export const pageSorts = ['posts', 'ads', 'latest', 'followers', 'name'] as const;
export type PageSort = (typeof pageSorts)[number];
export const domainSorts = ['posts', 'ads', 'latest', 'host'] as const;
export type DomainSort = (typeof domainSorts)[number];
export const pixelSorts = ['posts', 'ads', 'latest', 'domains', 'id'] as const;
export type PixelSort = (typeof pixelSorts)[number];
/** Each list starts with the most posts first: the busiest sellers. */
export const defaultEntitySort = 'posts';

// ---- query parameters (strings in, typed values out; a bad one is named in the 400) ----

const wholeNumber = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number from 0')),
  z.transform(Number),
);

const pageNumber = z.pipe(
  z._default(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')), '1'),
  z.transform(Number),
);

const perPage = z.pipe(
  z._default(
    z.enum(['10', '20', '50', '100'], { message: 'must be one of 10, 20, 50, 100' }),
    '50',
  ),
  z.transform(Number),
);

/** The page of a list and its size (the per-page choices), as every paginated list reads them. */
export const listPageQuerySchema = z.object({ page: pageNumber, perPage });
export type ListPageQuery = z.output<typeof listPageQuerySchema>;

/**
 * Search text. PostgreSQL text cannot hold a NUL character: one is refused with a 400 naming the
 * parameter, as no stored text could match it (decision 0032).
 */
export function searchText(maxLength: number) {
  return z
    .string()
    .check(
      z.maxLength(maxLength, `must be at most ${maxLength} characters`),
      z.superRefine(refineStorableText),
    );
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** 2026-11-01 or an ISO date-time; a date alone is the start of that day (UTC) or, as an upper
 * bound, its end. */
function dateParam(bound: 'from' | 'to') {
  const date = z
    .string()
    .check(
      z.refine(
        (value) =>
          (dateOnly.test(value) || value.includes('T')) && !Number.isNaN(Date.parse(value)),
        { message: 'must be a date (2026-11-01) or an ISO date-time' },
      ),
    );
  return z.pipe(
    date,
    z.transform((value: string) => {
      if (bound === 'to' && dateOnly.test(value)) {
        return new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000 - 1);
      }
      return new Date(dateOnly.test(value) ? `${value}T00:00:00Z` : value);
    }),
  );
}

const mediaTypeList = commaList(z.enum(mediaTypes), `media types from ${mediaTypes.join(', ')}`);

function checkRange(
  query: Record<string, unknown>,
  context: z.core.$RefinementCtx,
  low: string,
  high: string,
) {
  const min = query[low];
  const max = query[high];
  if (min === undefined || max === undefined) return;
  if (
    (min instanceof Date && max instanceof Date && min > max) ||
    (typeof min === 'number' && typeof max === 'number' && min > max)
  ) {
    context.addIssue({ code: 'custom', path: [high], message: `must not be less than ${low}` });
  }
}

export const postSearchQuerySchema = z
  .object({
    q: z.optional(searchText(2000)),
    mode: z._default(
      z.enum(searchModes, { message: `must be one of ${searchModes.join(', ')}` }),
      'all',
    ),
    exclude: z.optional(searchText(2000)),
    kind: z.optional(z.enum(postKinds, { message: 'must be post or ad' })),
    type: z.optional(mediaTypeList),
    createdFrom: z.optional(dateParam('from')),
    createdTo: z.optional(dateParam('to')),
    reactionsMin: z.optional(wholeNumber),
    reactionsMax: z.optional(wholeNumber),
    sharesMin: z.optional(wholeNumber),
    sharesMax: z.optional(wholeNumber),
    commentsMin: z.optional(wholeNumber),
    commentsMax: z.optional(wholeNumber),
    /** Ad sets running the ad: a bound leaves out organic posts and ads whose count is unknown. */
    adSetsMin: z.optional(wholeNumber),
    adSetsMax: z.optional(wholeNumber),
    ...audienceQueryShape,
    sort: z._default(
      z.enum(postSorts, { message: `must be one of ${postSorts.join(', ')}` }),
      'newest',
    ),
    page: pageNumber,
    perPage,
  })
  .check(
    z.superRefine((query, context) => {
      checkRange(query, context, 'createdFrom', 'createdTo');
      checkRange(query, context, 'reactionsMin', 'reactionsMax');
      checkRange(query, context, 'sharesMin', 'sharesMax');
      checkRange(query, context, 'commentsMin', 'commentsMax');
      checkRange(query, context, 'adSetsMin', 'adSetsMax');
    }),
  );
export type PostSearchQuery = z.output<typeof postSearchQuerySchema>;

/** Lists of pages, domains and pixels: the words to find, and the page of the list. */
export const researchListQuerySchema = z.object({
  q: z.optional(searchText(200)),
  page: pageNumber,
  perPage,
});
export type ResearchListQuery = z.output<typeof researchListQuerySchema>;

function sortParam<const T extends readonly [string, ...string[]]>(sorts: T) {
  return z._default(
    z.enum(sorts, { message: `must be one of ${sorts.join(', ')}` }),
    defaultEntitySort as T[number],
  );
}

/** GET /api/pages: by name words, id or username. */
export const pageListQuerySchema = z.extend(researchListQuerySchema, {
  sort: sortParam(pageSorts),
});
export type PageListQuery = z.output<typeof pageListQuerySchema>;

/** GET /api/domains: by a part of the host, on one platform or any. */
export const domainListQuerySchema = z.extend(researchListQuerySchema, {
  sort: sortParam(domainSorts),
  platform: z.optional(
    z.enum(domainPlatforms, { message: `must be one of ${domainPlatforms.join(', ')}` }),
  ),
});
export type DomainListQuery = z.output<typeof domainListQuerySchema>;

/** GET /api/pixels: by the first digits of the pixel id. */
export const pixelListQuerySchema = z.extend(researchListQuerySchema, {
  sort: sortParam(pixelSorts),
});
export type PixelListQuery = z.output<typeof pixelListQuerySchema>;

export const researchIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'must be a numeric id')),
});

// ---- responses ----

export const pageSummarySchema = z.object({
  _id: z.string(),
  networkId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  category: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  followers: z.nullable(z.int()),
  country: z.nullable(z.string()),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const domainSummarySchema = z.object({
  _id: z.string(),
  host: z.string(),
  platform: z.enum(domainPlatforms),
});
export type DomainSummary = z.infer<typeof domainSummarySchema>;

export const pixelSummarySchema = z.object({
  _id: z.string(),
  networkId: z.string(),
});
export type PixelSummary = z.infer<typeof pixelSummarySchema>;

/** The most pixels a post carries: those of its store, first by id (a store rarely loads more). */
export const storePixelsLimit = 100;

const countsSchema = z.object({
  reactions: z.int(),
  comments: z.int(),
  shares: z.int(),
});

export const postSchema = z.object({
  _id: z.string(),
  networkId: z.string(),
  kind: z.enum(postKinds),
  page: z.nullable(pageSummarySchema),
  message: z.string(),
  mediaType: z.enum(mediaTypes),
  media: z.array(
    z.object({
      thumb: z.nullable(z.string()),
      original: z.nullable(z.string()),
      videoLength: z.nullish(z.number()),
    }),
  ),
  link: z.nullable(z.string()),
  domain: z.nullable(domainSummarySchema),
  cta: z.nullable(z.object({ type: z.nullable(z.string()), title: z.nullable(z.string()) })),
  /** A link ad's headline: the bold title under its picture. */
  headline: z.nullable(z.string()),
  tags: z.array(z.string()),
  language: z.nullable(z.string()),
  country: z.nullable(z.string()),
  createdTime: z.string(),
  firstSeenAt: z.string(),
  metricsAt: z.string(),
  /** When a source last returned the post. */
  lastSeenAt: z.string(),
  reactions: z.object({
    total: z.int(),
    like: z.int(),
    love: z.int(),
    care: z.int(),
    haha: z.int(),
    wow: z.int(),
    sad: z.int(),
    angry: z.int(),
  }),
  comments: z.int(),
  shares: z.int(),
  ad: z.nullable(
    z.object({
      adSets: z.nullable(z.int()),
      platforms: z.array(z.string()),
      startTime: z.nullable(z.string()),
      stopTime: z.nullable(z.string()),
      /** Country codes (upper-case), sorted: every country it is known to have reached. */
      reachedCountries: z.array(z.string()),
      /** The estimated number of people it reached in the European Union. */
      euTotalReach: z.nullable(z.int()),
    }),
  ),
  /** Gained over the last 24 hours. */
  gained24h: countsSchema,
  /** Spike scores: about 1 is the post's usual pace (decision 0007). */
  spikes: z.object({ reactions: z.number(), comments: z.number(), shares: z.number() }),
  /** The pixels its store loads, by id (up to storePixelsLimit); none without a store. */
  pixels: z.array(pixelSummarySchema),
});
export type PostDto = z.infer<typeof postSchema>;

export const engagementPointSchema = z.extend(countsSchema, { at: z.string() });
export const postDetailSchema = z.extend(postSchema, {
  history: z.array(engagementPointSchema),
});
export type PostDetailDto = z.infer<typeof postDetailSchema>;

/**
 * A page of results; `totalCapped` says the count stopped at `total` and there are more (10000
 * for pages, domains and pixels; 1000 for post searches, decision 0013): show "1,000+".
 */
export function paginatedSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    docs: z.array(item),
    page: z.int(),
    pages: z.int(),
    total: z.int(),
    perPage: z.int(),
    totalCapped: z.boolean(),
  });
}

export const postSearchResponseSchema = successEnvelope(paginatedSchema(postSchema));
export const postDetailResponseSchema = successEnvelope(postDetailSchema);

/** How many posts and ads, and the latest one's created time on the network (ISO, or none). */
const entityCounts = {
  postCount: z.int(),
  adCount: z.int(),
  latestPostAt: z.nullable(z.string()),
};

export const pageListItemSchema = z.extend(pageSummarySchema, entityCounts);
export type PageListItem = z.infer<typeof pageListItemSchema>;
export const domainListItemSchema = z.extend(domainSummarySchema, {
  ...entityCounts,
  pixelCount: z.int(),
  /** Pages advertising the store. */
  pageCount: z.int(),
});
export type DomainListItem = z.infer<typeof domainListItemSchema>;
export const pixelListItemSchema = z.extend(pixelSummarySchema, {
  ...entityCounts,
  domainCount: z.int(),
  /** Pages advertising the domains that load the pixel. */
  pageCount: z.int(),
});
export type PixelListItem = z.infer<typeof pixelListItemSchema>;

/** A page's posts and ads linking to one store. */
export const storeLinkSchema = z.object({
  domainId: z.string(),
  pageId: z.string(),
  postCount: z.int(),
  adCount: z.int(),
  latestPostAt: z.string(),
});
export type StoreLink = z.infer<typeof storeLinkSchema>;

/** A page with the stores it links to most (up to 20), each with its posts there. */
export const pageDetailSchema = z.extend(pageListItemSchema, {
  stores: z.array(z.extend(domainSummarySchema, { postCount: z.int(), adCount: z.int() })),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;
/** A domain with the pixels it loads (up to 100). */
export const domainDetailSchema = z.extend(domainListItemSchema, {
  pixels: z.array(pixelListItemSchema),
});
export type DomainDetail = z.infer<typeof domainDetailSchema>;
export const pixelDetailSchema = pixelListItemSchema;
export type PixelDetail = z.infer<typeof pixelDetailSchema>;

/**
 * A pixel's store network: the domains loading it (most posts first, up to 50), the pages
 * advertising those domains (most posts there first, up to 100) and which page links to which
 * domain; `domainCount` and `pageCount` say how many there are in all.
 */
export const pixelNetworkSchema = z.object({
  domains: z.array(domainListItemSchema),
  pages: z.array(pageListItemSchema),
  links: z.array(storeLinkSchema),
  domainCount: z.int(),
  pageCount: z.int(),
});
export type PixelNetwork = z.infer<typeof pixelNetworkSchema>;

export const pageListResponseSchema = successEnvelope(paginatedSchema(pageListItemSchema));
export const pageDetailResponseSchema = successEnvelope(pageDetailSchema);
export const domainListResponseSchema = successEnvelope(paginatedSchema(domainListItemSchema));
export const domainDetailResponseSchema = successEnvelope(domainDetailSchema);
export const pixelListResponseSchema = successEnvelope(paginatedSchema(pixelListItemSchema));
export const pixelDetailResponseSchema = successEnvelope(pixelDetailSchema);
export const pixelNetworkResponseSchema = successEnvelope(pixelNetworkSchema);
export const postListResponseSchema = postSearchResponseSchema;
