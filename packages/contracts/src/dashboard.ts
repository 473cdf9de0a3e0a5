import { z } from 'zod/mini';
import { favoriteItemSchema } from './collections/favorites';
import { followItemSchema, newPostsSchema } from './collections/follows';
import { savedSearchSchema } from './collections/searches';
import { successEnvelope } from './envelope';
import { postSchema } from './research';

/**
 * The dashboard at /a: blocks that load on their own, each saying when it was computed
 * (docs/product.md, Dashboard).
 */

/** The moving-today blocks: the trending sort and the three spikes. */
export const movingSorts = ['trending', 'mass_reactions', 'mass_shares', 'mass_comments'] as const;
export type MovingSort = (typeof movingSorts)[number];

/** How many cards a block of the dashboard shows. */
export const dashboardBlockSize = 6;

export const dashboardMovingQuerySchema = z.object({
  sort: z.enum(movingSorts, { message: `must be one of ${movingSorts.join(', ')}` }),
});

/** The posts moving most by one measure, within the user's personalization. */
export const dashboardMovingSchema = z.object({
  sort: z.enum(movingSorts),
  posts: z.array(postSchema),
  /** Whether the user's personalization narrowed them (the block says so). */
  isPersonalized: z.boolean(),
  /** When the measures were computed (the latest metrics refresh), null before the first. */
  computedAt: z.nullable(z.string()),
});
export type DashboardMoving = z.infer<typeof dashboardMovingSchema>;
export const dashboardMovingResponseSchema = successEnvelope(dashboardMovingSchema);

/** What is new for the user: follows and saved searches with posts since they last looked. */
export const dashboardNewsSchema = z.object({
  /** Follows with new posts, the most new posts first (up to the block size). */
  follows: z.array(followItemSchema),
  /** How many pages, domains and pixels the user follows (0 when the plan has no Follows). */
  followCount: z.int(),
  savedSearches: z.array(z.extend(savedSearchSchema, { newPosts: newPostsSchema })),
  /** How many searches the user saved. */
  savedSearchCount: z.int(),
  computedAt: z.string(),
});
export type DashboardNews = z.infer<typeof dashboardNewsSchema>;
export const dashboardNewsResponseSchema = successEnvelope(dashboardNewsSchema);

/** The user's latest favorites, across their categories. */
export const dashboardFavoritesSchema = z.object({
  items: z.array(favoriteItemSchema),
  total: z.int(),
  computedAt: z.string(),
});
export type DashboardFavorites = z.infer<typeof dashboardFavoritesSchema>;
export const dashboardFavoritesResponseSchema = successEnvelope(dashboardFavoritesSchema);

/** The corpus in figures, shared by every user (cached for a few minutes). */
export const corpusFiguresSchema = z.object({
  postsLast24h: z.int(),
  adsLast24h: z.int(),
  pages: z.int(),
  domains: z.int(),
  pixels: z.int(),
  /** Posts and ads first seen per UTC day, the 30 days up to today, oldest first. */
  perDay: z.array(z.object({ day: z.string(), posts: z.int(), ads: z.int() })),
  computedAt: z.string(),
});
export type CorpusFigures = z.infer<typeof corpusFiguresSchema>;
export const corpusFiguresResponseSchema = successEnvelope(corpusFiguresSchema);
