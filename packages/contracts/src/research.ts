import { z } from 'zod';
import { successEnvelope } from './envelope';

/** Research corpus and post search (SPEC section 3 'Search options'; issue 4 section 5). */

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

/** Paths under the /api prefix. */
export const researchPaths = {
  posts: '/posts',
  post: '/posts/:id',
  pages: '/pages',
  page: '/pages/:id',
  pagePosts: '/pages/:id/posts',
  domains: '/domains',
  domain: '/domains/:id',
  domainPosts: '/domains/:id/posts',
  pixels: '/pixels',
  pixel: '/pixels/:id',
  pixelPosts: '/pixels/:id/posts',
} as const;

// ---- query parameters (strings in, typed values out; a bad one is named in the 400) ----

const wholeNumber = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number from 0')
  .transform(Number);

const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')
  .default('1')
  .transform(Number);

const perPage = z
  .enum(['10', '20', '50', '100'], { message: 'must be one of 10, 20, 50, 100' })
  .default('50')
  .transform(Number);

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** 2026-11-01 or an ISO date-time; a date alone is the start of that day (UTC) or, as an upper
 * bound, its end. */
function dateParam(bound: 'from' | 'to') {
  return z
    .string()
    .refine(
      (value) => (dateOnly.test(value) || value.includes('T')) && !Number.isNaN(Date.parse(value)),
      {
        message: 'must be a date (2026-11-01) or an ISO date-time',
      },
    )
    .transform((value) => {
      if (bound === 'to' && dateOnly.test(value)) {
        return new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000 - 1);
      }
      return new Date(dateOnly.test(value) ? `${value}T00:00:00Z` : value);
    });
}

const mediaTypeList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((item) => (mediaTypes as readonly string[]).includes(item)), {
    message: `must be media types from ${mediaTypes.join(', ')}, comma-separated`,
  })
  .transform((list) => [...new Set(list)] as MediaType[]);

function checkRange(
  query: Record<string, unknown>,
  context: z.RefinementCtx,
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
    q: z.string().max(2000, 'must be at most 2000 characters').optional(),
    mode: z
      .enum(searchModes, { message: `must be one of ${searchModes.join(', ')}` })
      .default('all'),
    exclude: z.string().max(2000, 'must be at most 2000 characters').optional(),
    kind: z.enum(postKinds, { message: 'must be post or ad' }).optional(),
    type: mediaTypeList.optional(),
    createdFrom: dateParam('from').optional(),
    createdTo: dateParam('to').optional(),
    reactionsMin: wholeNumber.optional(),
    reactionsMax: wholeNumber.optional(),
    sharesMin: wholeNumber.optional(),
    sharesMax: wholeNumber.optional(),
    commentsMin: wholeNumber.optional(),
    commentsMax: wholeNumber.optional(),
    sort: z
      .enum(postSorts, { message: `must be one of ${postSorts.join(', ')}` })
      .default('newest'),
    page: pageNumber,
    perPage,
  })
  .superRefine((query, context) => {
    checkRange(query, context, 'createdFrom', 'createdTo');
    checkRange(query, context, 'reactionsMin', 'reactionsMax');
    checkRange(query, context, 'sharesMin', 'sharesMax');
    checkRange(query, context, 'commentsMin', 'commentsMax');
  });
export type PostSearchQuery = z.output<typeof postSearchQuerySchema>;

/** Lists of pages, domains and pixels, and the posts of one of them. */
export const researchListQuerySchema = z.object({
  q: z.string().max(200, 'must be at most 200 characters').optional(),
  page: pageNumber,
  perPage,
});
export type ResearchListQuery = z.output<typeof researchListQuerySchema>;

export const researchIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,15}$/, 'must be a numeric id'),
});

// ---- responses ----

export const pageSummarySchema = z.object({
  _id: z.string(),
  networkId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  category: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  followers: z.number().int().nullable(),
  country: z.string().nullable(),
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

const countsSchema = z.object({
  reactions: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
});

export const postSchema = z.object({
  _id: z.string(),
  networkId: z.string(),
  kind: z.enum(postKinds),
  page: pageSummarySchema.nullable(),
  message: z.string(),
  mediaType: z.enum(mediaTypes),
  media: z.array(
    z.object({
      thumb: z.string().nullable(),
      original: z.string().nullable(),
      videoLength: z.number().nullable().optional(),
    }),
  ),
  link: z.string().nullable(),
  domain: domainSummarySchema.nullable(),
  cta: z.object({ type: z.string().nullable(), title: z.string().nullable() }).nullable(),
  tags: z.array(z.string()),
  language: z.string().nullable(),
  country: z.string().nullable(),
  createdTime: z.string(),
  firstSeenAt: z.string(),
  metricsAt: z.string(),
  reactions: z.object({
    total: z.number().int(),
    like: z.number().int(),
    love: z.number().int(),
    care: z.number().int(),
    haha: z.number().int(),
    wow: z.number().int(),
    sad: z.number().int(),
    angry: z.number().int(),
  }),
  comments: z.number().int(),
  shares: z.number().int(),
  ad: z
    .object({
      adSets: z.number().int().nullable(),
      platforms: z.array(z.string()),
      startTime: z.string().nullable(),
      stopTime: z.string().nullable(),
    })
    .nullable(),
  /** Gained over the last 24 hours. */
  gained24h: countsSchema,
  /** Spike scores: about 1 is the post's usual pace (decision 0007). */
  spikes: z.object({ reactions: z.number(), comments: z.number(), shares: z.number() }),
});
export type PostDto = z.infer<typeof postSchema>;

export const engagementPointSchema = countsSchema.extend({ at: z.string() });
export const postDetailSchema = postSchema.extend({
  history: z.array(engagementPointSchema),
  pixels: z.array(pixelSummarySchema),
});
export type PostDetailDto = z.infer<typeof postDetailSchema>;

/**
 * A page of results; `totalCapped` says the count stopped at `total` and there are more (10000
 * for pages, domains and pixels; 1000 for post searches, decision 0013): show "1,000+".
 */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    docs: z.array(item),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    perPage: z.number().int(),
    totalCapped: z.boolean(),
  });
}

export const postSearchResponseSchema = successEnvelope(paginatedSchema(postSchema));
export const postDetailResponseSchema = successEnvelope(postDetailSchema);

export const pageDetailSchema = pageSummarySchema.extend({ postCount: z.number().int() });
export const domainDetailSchema = domainSummarySchema.extend({
  pixels: z.array(pixelSummarySchema),
  postCount: z.number().int(),
});
export const pixelDetailSchema = pixelSummarySchema.extend({
  domains: z.array(domainSummarySchema),
});
export const pageListResponseSchema = successEnvelope(paginatedSchema(pageSummarySchema));
export const pageDetailResponseSchema = successEnvelope(pageDetailSchema);
export const domainListResponseSchema = successEnvelope(paginatedSchema(domainSummarySchema));
export const domainDetailResponseSchema = successEnvelope(domainDetailSchema);
export const pixelListResponseSchema = successEnvelope(paginatedSchema(pixelSummarySchema));
export const pixelDetailResponseSchema = successEnvelope(pixelDetailSchema);
export const postListResponseSchema = postSearchResponseSchema;
