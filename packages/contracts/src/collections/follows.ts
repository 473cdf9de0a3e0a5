import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';
import {
  domainListItemSchema,
  listPageQuerySchema,
  pageListItemSchema,
  paginatedSchema,
  pixelListItemSchema,
  postSchema,
} from '../research';
import { idListParamSchema, numericIdSchema } from './collection-shared';

/** What a user can follow, and what they can ignore. */
export const followKinds = ['page', 'domain', 'pixel'] as const;
export type FollowKind = (typeof followKinds)[number];
export const ignoreKinds = ['post', 'page', 'domain'] as const;
export type IgnoreKind = (typeof ignoreKinds)[number];

const followKindSchema = z.enum(followKinds, { message: 'must be page, domain or pixel' });
const ignoreKindSchema = z.enum(ignoreKinds, { message: 'must be post, page or domain' });

export const followParamsSchema = z.object({ kind: followKindSchema, id: numericIdSchema });
export const ignoreParamsSchema = z.object({ kind: ignoreKindSchema, id: numericIdSchema });

/** New posts since the user last looked, counted up to newPostsCountLimit (`isCapped`: more). */
export const newPostsSchema = z.object({ count: z.int(), isCapped: z.boolean() });
export type NewPosts = z.infer<typeof newPostsSchema>;

const followCommon = {
  followedAt: z.string(),
  /** When the user last opened its posts from the follows list. */
  seenAt: z.string(),
  newPosts: newPostsSchema,
};

/** One followed page, domain or pixel with its list row (counts) and its new posts. */
export const followItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: pageListItemSchema, ...followCommon }),
  z.object({ kind: z.literal('domain'), domain: domainListItemSchema, ...followCommon }),
  z.object({ kind: z.literal('pixel'), pixel: pixelListItemSchema, ...followCommon }),
]);
export type FollowItem = z.infer<typeof followItemSchema>;

/** GET /api/follows: one kind's follows, latest first. */
export const followListQuerySchema = z.extend(listPageQuerySchema, { kind: followKindSchema });
export type FollowListQuery = z.output<typeof followListQuerySchema>;
export const followListResponseSchema = successEnvelope(paginatedSchema(followItemSchema));

/** GET /api/follows/summary: the follows tabs' counts and badges. */
export const followSummarySchema = z.object({
  follows: z.object({ page: z.int(), domain: z.int(), pixel: z.int() }),
  /** Per tab, how many follows have new posts since the user last looked. */
  withNewPosts: z.object({ page: z.int(), domain: z.int(), pixel: z.int() }),
  ignored: z.int(),
});
export type FollowSummary = z.infer<typeof followSummarySchema>;
export const followSummaryResponseSchema = successEnvelope(followSummarySchema);

/** Following or not after the change; PUT is idempotent, DELETE of nothing is not an error. */
export const followStateResponseSchema = successEnvelope(
  z.object({ kind: followKindSchema, id: z.string(), isFollowed: z.boolean() }),
);

/** One ignored post, page or domain, as the blacklist tab lists it. */
export const ignoredItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: postSchema, ignoredAt: z.string() }),
  z.object({ kind: z.literal('page'), page: pageListItemSchema, ignoredAt: z.string() }),
  z.object({ kind: z.literal('domain'), domain: domainListItemSchema, ignoredAt: z.string() }),
]);
export type IgnoredItem = z.infer<typeof ignoredItemSchema>;

/** GET /api/ignored: the blacklist, latest first, of one kind or of all. */
export const ignoredListQuerySchema = z.extend(listPageQuerySchema, {
  kind: z.optional(ignoreKindSchema),
});
export type IgnoredListQuery = z.output<typeof ignoredListQuerySchema>;
export const ignoredListResponseSchema = successEnvelope(paginatedSchema(ignoredItemSchema));
export const ignoreStateResponseSchema = successEnvelope(
  z.object({ kind: ignoreKindSchema, id: z.string(), isIgnored: z.boolean() }),
);

/**
 * GET /api/collections/marks: which of the named posts, pages, domains and pixels (a page of
 * results, a detail) the user saved, follows, pooled or ignores, to mark them on cards and rows.
 */
export const collectionMarksQuerySchema = z.object({
  posts: z.optional(idListParamSchema),
  pages: z.optional(idListParamSchema),
  domains: z.optional(idListParamSchema),
  pixels: z.optional(idListParamSchema),
});
export type CollectionMarksQuery = z.output<typeof collectionMarksQuerySchema>;
export const collectionMarksSchema = z.object({
  /** The named posts that are in any favorite category. */
  favoritePostIds: z.array(z.string()),
  /** The named posts on the user's pool. */
  pooledPostIds: z.array(z.string()),
  followed: z.object({
    pageIds: z.array(z.string()),
    domainIds: z.array(z.string()),
    pixelIds: z.array(z.string()),
  }),
  /** The named posts, pages and domains on the user's blacklist (pixels are never ignored). */
  ignored: z.object({
    postIds: z.array(z.string()),
    pageIds: z.array(z.string()),
    domainIds: z.array(z.string()),
  }),
});
export type CollectionMarks = z.infer<typeof collectionMarksSchema>;
export const collectionMarksResponseSchema = successEnvelope(collectionMarksSchema);
