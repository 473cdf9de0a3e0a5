import type {
  DomainPlatform,
  MediaType,
  PixelSummary,
  PostDto,
  PostKind,
} from '@postradar/contracts';
import { posts, selectRows, type Database, type PostMedia } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';
import { offsetOf, type Paging } from '../pagination';

/**
 * A post with its contents, page and domain, as one row of plain values: the columns a post's
 * DTO shows and nothing else, times already in the DTO's ISO form. Read with raw SQL rather than
 * the query builder, whose typed mapping of some sixty columns of every row cost more than
 * reading them (decision 0026).
 */
export interface PostRow extends Record<string, unknown> {
  id: string;
  network_id: string;
  kind: PostKind;
  media_type: MediaType;
  created_time: string;
  first_seen_at: string;
  metrics_at: string;
  last_seen_at: string;
  reactions: number;
  reactions_like: number;
  reactions_love: number;
  reactions_care: number;
  reactions_haha: number;
  reactions_wow: number;
  reactions_sad: number;
  reactions_angry: number;
  comments: number;
  shares: number;
  ad_sets: number | null;
  reactions_gain_24h: number;
  comments_gain_24h: number;
  shares_gain_24h: number;
  mass_reactions: number;
  mass_shares: number;
  mass_comments: number;
  language: string | null;
  country: string | null;
  message: string;
  media: PostMedia[];
  link: string | null;
  cta_type: string | null;
  cta_title: string | null;
  headline: string | null;
  tags: string[];
  ad_platforms: string[] | null;
  ad_start_time: string | null;
  ad_stop_time: string | null;
  ad_reached_countries: string[] | null;
  ad_eu_total_reach: number | null;
  page_id: string;
  page_network_id: string;
  page_name: string;
  page_username: string | null;
  page_category: string | null;
  page_picture_url: string | null;
  page_followers: number | null;
  page_country: string | null;
  domain_id: string | null;
  domain_host: string | null;
  domain_platform: DomainPlatform | null;
}

/** A timestamp column as `Date.prototype.toISOString` writes it (milliseconds, UTC). */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const iso = (column: string, name = column.split('.')[1]) => `${isoTime(column)} as ${name}`;

const postRowColumns = sql.raw(
  [
    'posts.id::text as id',
    'posts.network_id',
    'posts.kind',
    'posts.media_type',
    iso('posts.created_time'),
    iso('posts.first_seen_at'),
    iso('posts.metrics_at'),
    // Posts stored before sightings were kept were last seen when their engagement was read.
    `${isoTime('coalesce(post_contents.last_seen_at, posts.metrics_at)')} as last_seen_at`,
    'posts.reactions',
    ...['like', 'love', 'care', 'haha', 'wow', 'sad', 'angry'].map(
      (type) => `posts.reactions_${type}`,
    ),
    'posts.comments',
    'posts.shares',
    'posts.ad_sets',
    'posts.reactions_gain_24h',
    'posts.comments_gain_24h',
    'posts.shares_gain_24h',
    'posts.mass_reactions',
    'posts.mass_shares',
    'posts.mass_comments',
    'posts.language',
    'posts.country',
    'post_contents.message',
    'post_contents.media',
    'post_contents.link',
    'post_contents.cta_type',
    'post_contents.cta_title',
    'post_contents.headline',
    'post_contents.tags',
    'post_contents.ad_platforms',
    iso('post_contents.ad_start_time'),
    iso('post_contents.ad_stop_time'),
    'post_contents.ad_reached_countries',
    'post_contents.ad_eu_total_reach',
    'pages.id::text as page_id',
    ...['network_id', 'name', 'username', 'category', 'picture_url', 'followers', 'country'].map(
      (column) => `pages.${column} as page_${column}`,
    ),
    'domains.id::text as domain_id',
    'domains.host as domain_host',
    'domains.platform as domain_platform',
  ].join(', '),
);

/** Posts from `from` (which names the table `posts`) that satisfy `where`, in `orderBy`. */
function postRowsQuery(from: SQL, where: SQL, orderBy: SQL[]): SQL {
  const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  return sql`select ${postRowColumns} from ${from}
    join post_contents on post_contents.post_id = ${posts.id}
    join pages on pages.id = ${posts.pageId}
    left join domains on domains.id = ${posts.domainId}
    where ${where}${order}`;
}

/**
 * The rows of one page: the page's ids first (a deferred join), then those rows by primary key.
 * When the sort's index answers the filter, the ids come from an index-only scan, so a deep page
 * (offset up to 9,900) skips index entries instead of fetching 10,000 rows of posts.
 */
export function postPageQuery(where: SQL, orderBy: SQL[], paging: Paging): SQL {
  const page = sql`(select ${posts.id} as id from ${posts} where ${where}
    order by ${sql.join(orderBy, sql`, `)}
    limit ${paging.perPage} offset ${offsetOf(paging)}) as page
    join ${posts} on ${posts.id} = page.id`;
  return postRowsQuery(page, sql`true`, orderBy);
}

export function selectPostPage(db: Database, where: SQL, orderBy: SQL[], paging: Paging) {
  return selectRows<PostRow>(db, postPageQuery(where, orderBy, paging));
}

/** The posts with these ids, in the order given (by `orderBy`, which ends in id). */
export async function postsByIds(
  db: Database,
  ids: readonly (number | string)[],
  orderBy: SQL[],
): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const list = `{${ids.map(Number).join(',')}}`;
  return selectRows<PostRow>(
    db,
    postRowsQuery(sql`${posts}`, sql`${posts.id} = any(${list}::bigint[])`, orderBy),
  );
}

/** The post with this id (a value, or a placeholder of a prepared statement) as one row. */
export function postByIdQuery(id: SQL): SQL {
  return postRowsQuery(sql`${posts}`, sql`${posts.id} = ${id}`, []);
}

/** A row as the API shows it, with the pixels its store loads (pixelsOfStores). */
export function toPostDto(row: PostRow, pixels: PixelSummary[]): PostDto {
  return {
    _id: row.id,
    networkId: row.network_id,
    kind: row.kind,
    page: {
      _id: row.page_id,
      networkId: row.page_network_id,
      name: row.page_name,
      username: row.page_username,
      category: row.page_category,
      pictureUrl: row.page_picture_url,
      followers: row.page_followers,
      country: row.page_country,
    },
    message: row.message,
    mediaType: row.media_type,
    media: row.media,
    link: row.link,
    domain:
      row.domain_id && row.domain_host && row.domain_platform
        ? { _id: row.domain_id, host: row.domain_host, platform: row.domain_platform }
        : null,
    cta: row.cta_type || row.cta_title ? { type: row.cta_type, title: row.cta_title } : null,
    headline: row.headline,
    tags: row.tags,
    language: row.language,
    country: row.country,
    createdTime: row.created_time,
    firstSeenAt: row.first_seen_at,
    metricsAt: row.metrics_at,
    lastSeenAt: row.last_seen_at,
    reactions: {
      total: row.reactions,
      like: row.reactions_like,
      love: row.reactions_love,
      care: row.reactions_care,
      haha: row.reactions_haha,
      wow: row.reactions_wow,
      sad: row.reactions_sad,
      angry: row.reactions_angry,
    },
    comments: row.comments,
    shares: row.shares,
    ad:
      row.kind === 'ad'
        ? {
            adSets: row.ad_sets,
            platforms: row.ad_platforms ?? [],
            startTime: row.ad_start_time,
            stopTime: row.ad_stop_time,
            reachedCountries: row.ad_reached_countries ?? [],
            euTotalReach: row.ad_eu_total_reach,
          }
        : null,
    gained24h: {
      reactions: row.reactions_gain_24h,
      comments: row.comments_gain_24h,
      shares: row.shares_gain_24h,
    },
    spikes: {
      reactions: row.mass_reactions,
      comments: row.mass_comments,
      shares: row.mass_shares,
    },
    pixels,
  };
}
