import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Ads only: platforms, start and stop time. */
  adPlatforms: text('ad_platforms').array(),
  adStartTime: timestamp('ad_start_time', { withTimezone: true }),
  adStopTime: timestamp('ad_stop_time', { withTimezone: true }),
});

export type PostContent = typeof postContents.$inferSelect;
export type NewPostContent = typeof postContents.$inferInsert;
