import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { domains } from './domains';
import { pages } from './pages';
import { reactionColumns, tsvector } from './shared-columns';

export const postKinds = ['post', 'ad'] as const;
export type PostKind = (typeof postKinds)[number];
export const mediaTypes = ['photo', 'video', 'link', 'carousel', 'text'] as const;
export type MediaType = (typeof mediaTypes)[number];
export const reactionTypes = ['like', 'love', 'care', 'haha', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof reactionTypes)[number];

/**
 * An organic post or an ad: what search filters and sorts by, with its latest engagement and the
 * derived measures (kept current by `refreshPostMetrics`, never computed per query). What is only
 * shown (text, media, link, call to action, tags, ad details) lives in `post_contents`, so that
 * the rows search visits stay narrow (decision 0026); the language and country it speaks to are
 * filtered on, so they live here.
 */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The post's id on the network (`<page id>_<post id>`). */
    networkId: text('network_id').notNull(),
    kind: text('kind').$type<PostKind>().notNull(),
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    /** The store the link points to (from the link's host). */
    domainId: bigint('domain_id', { mode: 'number' }).references(() => domains.id, {
      onDelete: 'set null',
    }),
    /**
     * The tags (kept in `post_contents`) folded like words by `postradar_fold_all`, for `tag:`
     * searches and the niche filter; the importer writes them together (`storePosts`).
     */
    tagKeys: text('tag_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The post's language as a language tag in its usual case (`en`, `vi`, `pt-BR`). */
    language: text('language'),
    /** The two-letter code of the country the post targets, upper-case (`US`, `VN`). */
    country: text('country'),
    /** Created time on the network. */
    createdTime: timestamp('created_time', { withTimezone: true }).notNull(),
    /** When PostRadar first saw the post. */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the latest engagement snapshot (the `newest` sort). */
    metricsAt: timestamp('metrics_at', { withTimezone: true }).notNull().defaultNow(),
    ...reactionColumns(),
    /** Ads only: running ad sets (the `ads` sort; platforms and times are in `post_contents`). */
    adSets: integer('ad_sets'),
    /** Gained over the last 24 hours (decision 0007). */
    reactionsGain24h: integer('reactions_gain_24h').notNull().default(0),
    commentsGain24h: integer('comments_gain_24h').notNull().default(0),
    sharesGain24h: integer('shares_gain_24h').notNull().default(0),
    /** Spike scores: the latest hour's gain against the post's own recent rate (decision 0007). */
    massReactions: doublePrecision('mass_reactions').notNull().default(0),
    massShares: doublePrecision('mass_shares').notNull().default(0),
    massComments: doublePrecision('mass_comments').notNull().default(0),
    /** The `now` the derived measures were computed for; null until the first computation. */
    derivedAt: timestamp('derived_at', { withTimezone: true }),
    /**
     * The message (kept in `post_contents`) folded by `postradar_fold` (only a-z, 0-9 and single
     * spaces), written with it by the importer (`storePosts`), so the `order` search mode's
     * pattern runs on it instead of folding every candidate per query.
     */
    messageFolded: text('message_folded').notNull().default(''),
    /**
     * Words of the message folded by `postradar_fold` (case and diacritics ignored), with their
     * positions, and every pair of adjacent words as one more lexeme ('free shipping'), so that a
     * phrase's candidates come from its pairs' short lists (decision 0022).
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`postradar_search_vector(message_folded)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('posts_network_id_key').on(table.networkId),
    index('posts_search_idx').using('gin', table.search),
    index('posts_tag_keys_idx').using('gin', table.tagKeys),
    index('posts_page_created_idx').on(table.pageId, table.createdTime.desc(), table.id.desc()),
    index('posts_domain_created_idx').on(table.domainId, table.createdTime.desc(), table.id.desc()),
    /** Kind and media-type filters without words: the capped count is an index-only scan. */
    index('posts_kind_media_type_idx').on(table.kind, table.mediaType),
    /**
     * Language and country filters, each index leading with one and ending with the other: either
     * alone, or a pair (`en` in the `US`) as one range, whose bitmap is ANDed with a niche's; without
     * words the capped count is an index-only scan. Migration 0019 also has ANALYZE keep statistics
     * of the two together (`posts_language_country`), which Drizzle does not describe.
     */
    index('posts_language_country_idx').on(table.language, table.country),
    index('posts_country_language_idx').on(table.country, table.language),
    // One index per sort, each ending in id for a stable order and keyset paging.
    index('posts_newest_idx').on(table.metricsAt.desc(), table.id.desc()),
    index('posts_ad_sets_idx').on(table.adSets.desc().nullsLast(), table.id.desc()),
    index('posts_reactions_idx').on(table.reactions.desc(), table.id.desc()),
    index('posts_shares_idx').on(table.shares.desc(), table.id.desc()),
    index('posts_comments_idx').on(table.comments.desc(), table.id.desc()),
    index('posts_created_time_idx').on(table.createdTime.desc(), table.id.desc()),
    /**
     * Ends in created_time too, so that a created-time range sorted by first seen is an index-only
     * walk: the posts first seen most recently are mostly created after such a range ends.
     */
    index('posts_first_seen_idx').on(table.firstSeenAt.desc(), table.id.desc(), table.createdTime),
    index('posts_trending_idx').on(table.reactionsGain24h.desc(), table.id.desc()),
    index('posts_mass_reactions_idx').on(table.massReactions.desc(), table.id.desc()),
    index('posts_mass_shares_idx').on(table.massShares.desc(), table.id.desc()),
    index('posts_mass_comments_idx').on(table.massComments.desc(), table.id.desc()),
    check('posts_kind', sql`${table.kind} in ('post', 'ad')`),
    check(
      'posts_media_type',
      sql`${table.mediaType} in ('photo', 'video', 'link', 'carousel', 'text')`,
    ),
    check(
      'posts_counts_nonnegative',
      sql`least(${table.reactionsLike}, ${table.reactionsLove}, ${table.reactionsCare}, ${table.reactionsHaha}, ${table.reactionsWow}, ${table.reactionsSad}, ${table.reactionsAngry}, ${table.comments}, ${table.shares}) >= 0`,
    ),
  ],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
