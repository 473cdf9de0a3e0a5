import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';
import { listPageQuerySchema, paginatedSchema } from '../research';
import { refineStorableText } from '../storable-text';
import { collectionNameSchema } from './collection-shared';
import { newPostsSchema } from './follows';

/**
 * The screens whose searches are kept: Posts, Ads library, Trending, and the posts of a page,
 * domain, pixel or group.
 */
export const searchPathPattern =
  /^\/a\/(?:posts|ads|trending|(?:pages|domains|pixels|groups)\/[1-9]\d{0,15})$/;

/** The most parameters a stored search keeps, and the longest value. */
const maxSearchParams = 30;
const maxParamLength = 2000;

export const searchPathSchema = z
  .string()
  .check(
    z.regex(searchPathPattern, 'must be the path of a search screen (/a/posts, /a/pages/12, ...)'),
  );

/** The address's query parameters (the API's names), without the page: what re-runs it. */
export const searchParamsSchema = z
  .record(
    z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,29}$/, 'must be a parameter name')),
    z
      .string()
      .check(
        z.maxLength(maxParamLength, `must be at most ${maxParamLength} characters`),
        z.superRefine(refineStorableText),
      ),
  )
  .check(
    z.refine((params) => Object.keys(params).length <= maxSearchParams, {
      message: `must hold at most ${maxSearchParams} parameters`,
    }),
  );

export const storedSearchSchema = z.object({
  path: z.string(),
  params: z.record(z.string(), z.string()),
});

export const searchHistoryEntrySchema = z.extend(storedSearchSchema, {
  _id: z.string(),
  total: z.int(),
  totalCapped: z.boolean(),
  ranAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

/**
 * POST /api/search-history: a search the user just ran and how many results it found. The same
 * search as the newest entry updates that entry instead of adding one.
 */
export const recordSearchBodySchema = z.object({
  path: searchPathSchema,
  params: searchParamsSchema,
  total: z.int().check(z.gte(0), z.lte(1_000_000)),
  totalCapped: z._default(z.boolean(), false),
});
export type RecordSearchBody = z.output<typeof recordSearchBodySchema>;

/**
 * A search of the history as its list shows it: with the user's saved search of the same screen
 * and parameters (the newest, if several), or null when it is not saved.
 */
export const searchHistoryListItemSchema = z.extend(searchHistoryEntrySchema, {
  savedAs: z.nullable(z.object({ _id: z.string(), name: z.string() })),
});
export type SearchHistoryListItem = z.infer<typeof searchHistoryListItemSchema>;

export const searchHistoryListQuerySchema = listPageQuerySchema;
export const searchHistoryListResponseSchema = successEnvelope(
  paginatedSchema(searchHistoryListItemSchema),
);
export const searchHistoryEntryResponseSchema = successEnvelope(searchHistoryEntrySchema);
export const clearedSchema = successEnvelope(z.object({ removed: z.int() }));

export const savedSearchSchema = z.extend(storedSearchSchema, {
  _id: z.string(),
  name: z.string(),
  lastRunAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/**
 * POST /api/saved-searches: 'Invalid name' when empty or over 80 characters after trimming,
 * 'This name already exists' for another of the user's names, compared case-insensitively.
 */
export const saveSearchBodySchema = z.object({
  name: collectionNameSchema,
  path: searchPathSchema,
  params: searchParamsSchema,
});
export type SaveSearchBody = z.output<typeof saveSearchBodySchema>;

export const savedSearchListQuerySchema = listPageQuerySchema;
export const savedSearchListResponseSchema = successEnvelope(paginatedSchema(savedSearchSchema));
export const savedSearchResponseSchema = successEnvelope(savedSearchSchema);

/** GET /api/saved-searches/:id/new-posts: posts first seen since it was last run. */
export const savedSearchNewPostsResponseSchema = successEnvelope(newPostsSchema);
