import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';

export interface PostMedia {
  thumb: string | null;
  original: string | null;
  /** Seconds, for videos. */
  videoLength?: number | null;
}

/**
 * What a post shows but search never reads: one row per post, read only for the posts of a page
 * of results or a detail view. Search walks `posts` row by row in a sort's order, so these
 * columns (two thirds of a post's bytes) live apart from it (decision 0026). The message and the
 * tags are searched through their folded forms in `posts`, written with them by the importer.
 */
export const postContents = pgTable('post_contents', {
  postId: bigint('post_id', { mode: 'number' })
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  message: text('message').notNull().default(''),
  media: jsonb('media').$type<PostMedia[]>().notNull().default([]),
  link: text('link'),
  ctaType: text('cta_type'),
  ctaTitle: text('cta_title'),
  /** A link ad's headline (the bold title under its picture); not a call-to-action button. */
  headline: text('headline'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Ads only: platforms, start and stop time. */
  adPlatforms: text('ad_platforms').array(),
  adStartTime: timestamp('ad_start_time', { withTimezone: true }),
  adStopTime: timestamp('ad_stop_time', { withTimezone: true }),
  /**
   * Ads only: the countries the ad is known to have reached, gathered over every time it was seen
   * (a source that only says "one of these countries" adds none).
   */
  adReachedCountries: text('ad_reached_countries').array(),
  /** Ads only: the estimated number of people it reached in the European Union. */
  adEuTotalReach: integer('ad_eu_total_reach'),
  /**
   * When a source last returned the post (an import line of it); null for posts stored before this
   * was kept, which were last seen when their engagement was last read (`posts.metrics_at`).
   */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

export type PostContent = typeof postContents.$inferSelect;
export type NewPostContent = typeof postContents.$inferInsert;
