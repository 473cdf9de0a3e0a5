import { z } from 'zod/mini';
import { successEnvelope } from './envelope';
import { demoImageUrlPattern } from './demo-media';
import { domainPlatforms, mediaTypes, postKinds } from './research';

/**
 * The NDJSON import format (docs/data-format.md): one JSON object per line, told apart by `type`.
 * Unknown fields are ignored, so producers may send more than this reads.
 */

export const importLineTypes = ['page', 'domain', 'post', 'metrics'] as const;
export type ImportLineType = (typeof importLineTypes)[number];

/** A missing field says 'is required', a wrong type 'must be a string'. */
const str = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });
const num = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') });

/** Network ids: digits as the networks issue them, or `<page>_<post>`; kept as text. */
const networkId = z
  .string({ message: 'must be a string' })
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'must be 1-64 letters, digits, _ . : or -'));

const dateTime = z.iso.datetime({
  offset: true,
  message: 'must be an ISO date-time with a time zone (2026-11-01T10:00:00Z)',
});

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .check(z.maxLength(2048, 'must be at most 2048 characters'));

/** A picture: an http(s) URL, or one the API draws for the demo corpus (decision 0041). */
const pictureUrl = z.string({ message: 'must be an http(s) URL' }).check(
  z.maxLength(2048, 'must be at most 2048 characters'),
  z.refine((value) => demoImageUrlPattern.test(value) || httpUrl.safeParse(value).success, {
    message: 'must be an http(s) URL',
  }),
);

const count = z
  .number({ message: 'must be a number' })
  .check(
    z.int('must be a whole number'),
    z.gte(0, 'must not be negative'),
    z.lte(2_000_000_000, 'is too large'),
  );

const optionalText = (max: number) =>
  z.nullish(
    z
      .string({ message: 'must be a string' })
      .check(z.maxLength(max, `must be at most ${max} characters`)),
  );

/** A two-letter country code, stored upper-case. */
const countryCode = z.pipe(
  z
    .string({ message: 'must be a string' })
    .check(z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')),
  z.transform((value: string) => value.toUpperCase()),
);
const country = z.nullish(countryCode);

export const importPageLineSchema = z.object({
  type: z.literal('page'),
  id: networkId,
  name: str().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(300)),
  username: optionalText(100),
  category: optionalText(200),
  picture: z.nullish(pictureUrl),
  followers: z.nullish(count),
  country,
});
export type ImportPageLine = z.output<typeof importPageLineSchema>;

export const importDomainLineSchema = z.object({
  type: z.literal('domain'),
  /** A host (nurselife.shop); stored lower-case without `www.`. */
  host: z
    .string({ message: 'must be a string' })
    .check(
      z.maxLength(253, 'must be at most 253 characters'),
      z.regex(
        /^(?!-)[A-Za-z0-9-]{1,63}(\.(?!-)[A-Za-z0-9-]{1,63})+\.?$/,
        'must be a host name such as nurselife.shop',
      ),
    ),
  platform: z._default(
    z.enum(domainPlatforms, { message: `must be one of ${domainPlatforms.join(', ')}` }),
    'other',
  ),
  /** Tracking pixel ids the store's pages load; links are added, never removed. */
  pixels: z._default(
    z
      .array(
        z
          .string({ message: 'must be a string' })
          .check(z.regex(/^[0-9]{1,32}$/, 'must be a pixel id (digits)')),
      )
      .check(z.maxLength(100, 'must list at most 100 pixels')),
    [],
  ),
});
export type ImportDomainLine = z.output<typeof importDomainLineSchema>;

export const importReactionsSchema = z.object({
  like: z._default(count, 0),
  love: z._default(count, 0),
  care: z._default(count, 0),
  haha: z._default(count, 0),
  wow: z._default(count, 0),
  sad: z._default(count, 0),
  angry: z._default(count, 0),
});

/** Engagement at one time. */
export const importMetricsSchema = z.object({
  at: dateTime,
  reactions: z._default(importReactionsSchema, {
    like: 0,
    love: 0,
    care: 0,
    haha: 0,
    wow: 0,
    sad: 0,
    angry: 0,
  }),
  comments: z._default(count, 0),
  shares: z._default(count, 0),
});
export type ImportMetrics = z.output<typeof importMetricsSchema>;

export const importPostLineSchema = z
  .object({
    type: z.literal('post'),
    id: networkId,
    /** The network id of a page stored before (an earlier line or an earlier import). */
    page_id: networkId,
    kind: z.enum(postKinds, { message: 'must be post or ad' }),
    created_time: dateTime,
    message: z._default(
      z
        .string({ message: 'must be a string' })
        .check(z.maxLength(20_000, 'must be at most 20000 characters')),
      '',
    ),
    media_type: z.enum(mediaTypes, { message: `must be one of ${mediaTypes.join(', ')}` }),
    media: z._default(
      z
        .array(
          z.object({
            thumb: z.nullish(pictureUrl),
            original: z.nullish(pictureUrl),
            video_length: z.nullish(num().check(z.gte(0), z.lte(86_400))),
          }),
        )
        .check(z.maxLength(50, 'must list at most 50 items')),
      [],
    ),
    /** The post's link; its host becomes the post's store domain. */
    link: z.nullish(httpUrl),
    cta: z.nullish(z.object({ type: optionalText(64), title: optionalText(500) })),
    /** A link ad's headline: the bold title under its picture (not a call-to-action button). */
    headline: optionalText(500),
    tags: z._default(
      z
        .array(str().check(z.trim(), z.minLength(1), z.maxLength(100)))
        .check(z.maxLength(50, 'must list at most 50 tags')),
      [],
    ),
    language: z.nullish(
      z
        .string({ message: 'must be a string' })
        .check(
          z.regex(
            /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/,
            'must be a language code such as en or vi',
          ),
        ),
    ),
    country,
    ad: z.nullish(
      z.object({
        ad_sets: z.nullish(count),
        platforms: z._default(
          z.array(str().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(20)),
          [],
        ),
        start_time: z.nullish(dateTime),
        stop_time: z.nullish(dateTime),
        /** Countries the ad reached; stored ones are kept, so a line may list only what it saw. */
        reached_countries: z._default(
          z.array(countryCode).check(z.maxLength(250, 'must list at most 250 countries')),
          [],
        ),
        /** The estimated number of people it reached in the European Union. */
        eu_total_reach: z.nullish(count),
      }),
    ),
    /** The post's engagement when it was read (stored as a snapshot). */
    metrics: z.nullish(importMetricsSchema),
  })
  .check(
    z.superRefine((post, context) => {
      if (post.ad && post.kind !== 'ad') {
        context.addIssue({ code: 'custom', path: ['ad'], message: "is only for kind 'ad'" });
      }
    }),
  );
export type ImportPostLine = z.output<typeof importPostLineSchema>;

export const importMetricsLineSchema = z.extend(importMetricsSchema, {
  type: z.literal('metrics'),
  /** The network id of a post stored before. */
  post_id: networkId,
});
export type ImportMetricsLine = z.output<typeof importMetricsLineSchema>;

export const importLineSchema = z.discriminatedUnion(
  'type',
  [importPageLineSchema, importDomainLineSchema, importPostLineSchema, importMetricsLineSchema],
  { message: `must be one of ${importLineTypes.join(', ')}` },
);
export type ImportLine = z.output<typeof importLineSchema>;
/** What a producer writes (defaults not yet applied). */
export type ImportLineInput = z.input<typeof importLineSchema>;

// ---- the staff endpoints (/admin-api/imports) ----

export const ndjsonContentType = 'application/x-ndjson';

const countsByType = z.record(z.string(), z.int());

export const importSummarySchema = z.object({
  _id: z.string(),
  source: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  linesRead: z.int(),
  stored: z.int(),
  skipped: z.int(),
  storedByType: countsByType,
  skippedByType: countsByType,
  /** Rows created or changed per table; all zero when the same file is imported again. */
  changes: countsByType,
  /** The first rejected lines (at most 100). */
  errors: z.array(z.object({ line: z.int(), reason: z.string() })),
  failure: z.nullable(z.string()),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResponseSchema = successEnvelope(importSummarySchema);
export const importListQuerySchema = z.object({
  limit: z.pipe(
    z._default(
      z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'must be a number from 1 to 100')),
      '20',
    ),
    z.transform(Number),
  ),
});
export const importListResponseSchema = successEnvelope(
  z.object({ runs: z.array(importSummarySchema) }),
);
