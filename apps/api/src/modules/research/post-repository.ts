import type { DomainSummary, PageSummary, PixelSummary, PostDto } from '@postradar/contracts';
import {
  domainPixels,
  domains,
  pages,
  pixels,
  postContents,
  posts,
  postSnapshots,
  type Database,
  type Domain,
  type Page,
  type Pixel,
} from '@postradar/db';
import { asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { offsetOf, type Paging } from './paginate';

// Everything but the search vector, the folded message and the tag keys (only search needs them).
const searchOnly = ['search', 'tagKeys', 'messageFolded'] as const;
type SearchOnly = (typeof searchOnly)[number];
const postColumns = Object.fromEntries(
  Object.entries(getTableColumns(posts)).filter(
    ([name]) => !(searchOnly as readonly string[]).includes(name),
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof posts>>, SearchOnly>;
type PostRow = { [K in keyof typeof postColumns]: (typeof posts.$inferSelect)[K] };
const contentColumns = Object.fromEntries(
  Object.entries(getTableColumns(postContents)).filter(([name]) => name !== 'postId'),
) as Omit<ReturnType<typeof getTableColumns<typeof postContents>>, 'postId'>;
type ContentRow = Omit<typeof postContents.$inferSelect, 'postId'>;

const iso = (date: Date) => date.toISOString();

export function toPageSummary(page: Page): PageSummary {
  return {
    _id: String(page.id),
    networkId: page.networkId,
    name: page.name,
    username: page.username,
    category: page.category,
    pictureUrl: page.pictureUrl,
    followers: page.followers,
    country: page.country,
  };
}

export function toDomainSummary(domain: Domain): DomainSummary {
  return { _id: String(domain.id), host: domain.host, platform: domain.platform };
}

export function toPixelSummary(pixel: Pixel): PixelSummary {
  return { _id: String(pixel.id), networkId: pixel.networkId };
}

function toPostDto(
  post: PostRow,
  content: ContentRow,
  page: Page,
  domain: Domain | undefined,
): PostDto {
  return {
    _id: String(post.id),
    networkId: post.networkId,
    kind: post.kind,
    page: toPageSummary(page),
    message: content.message,
    mediaType: post.mediaType,
    media: content.media,
    link: content.link,
    domain: domain ? toDomainSummary(domain) : null,
    cta:
      content.ctaType || content.ctaTitle
        ? { type: content.ctaType, title: content.ctaTitle }
        : null,
    tags: content.tags,
    language: content.language,
    country: content.country,
    createdTime: iso(post.createdTime),
    firstSeenAt: iso(post.firstSeenAt),
    metricsAt: iso(post.metricsAt),
    reactions: {
      total: post.reactions,
      like: post.reactionsLike,
      love: post.reactionsLove,
      care: post.reactionsCare,
      haha: post.reactionsHaha,
      wow: post.reactionsWow,
      sad: post.reactionsSad,
      angry: post.reactionsAngry,
    },
    comments: post.comments,
    shares: post.shares,
    ad:
      post.kind === 'ad'
        ? {
            adSets: post.adSets,
            platforms: content.adPlatforms ?? [],
            startTime: content.adStartTime ? iso(content.adStartTime) : null,
            stopTime: content.adStopTime ? iso(content.adStopTime) : null,
          }
        : null,
    gained24h: {
      reactions: post.reactionsGain24h,
      comments: post.commentsGain24h,
      shares: post.sharesGain24h,
    },
    spikes: {
      reactions: post.massReactions,
      comments: post.massComments,
      shares: post.massShares,
    },
  };
}

/** Posts with their contents, page and domain, joined in the one statement. */
export function selectPostsWithRelations(db: Database) {
  return db
    .select({
      post: postColumns,
      content: contentColumns,
      page: getTableColumns(pages),
      domain: getTableColumns(domains),
    })
    .from(posts)
    .innerJoin(postContents, eq(postContents.postId, posts.id))
    .innerJoin(pages, eq(pages.id, posts.pageId))
    .leftJoin(domains, eq(domains.id, posts.domainId));
}

export type PostWithRelations = {
  post: PostRow;
  content: ContentRow;
  page: Page;
  domain: Domain | null;
};

export function toPostDtos(rows: PostWithRelations[]): PostDto[] {
  return rows.map((row) => toPostDto(row.post, row.content, row.page, row.domain ?? undefined));
}

/**
 * The rows of one page: the page's ids first (a deferred join), then those rows by primary key.
 * When the sort's index answers the filter, the ids come from an index-only scan, so a deep page
 * (offset up to 9,900) skips index entries instead of fetching 10,000 posts rows of ~900 bytes.
 */
export function postPageQuery(db: Database, where: SQL, orderBy: SQL[], paging: Paging) {
  const page = db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...orderBy)
    .limit(paging.perPage)
    .offset(offsetOf(paging))
    .as('page');
  return selectPostsWithRelations(db)
    .innerJoin(page, eq(posts.id, page.id))
    .orderBy(...orderBy);
}

/** The posts with these ids, in the order given (by `orderBy`, which ends in id). */
export async function postsByIds(
  db: Database,
  ids: readonly (number | string)[],
  orderBy: SQL[],
): Promise<PostWithRelations[]> {
  if (ids.length === 0) return [];
  return selectPostsWithRelations(db)
    .where(inArray(posts.id, ids.map(Number)))
    .orderBy(...orderBy);
}

/** The most recent engagement points kept for the detail view. */
const HISTORY_LIMIT = 2000;

export async function findPostDetail(db: Database, id: number) {
  const [row] = await selectPostsWithRelations(db).where(eq(posts.id, id));
  if (!row) return undefined;
  const [history, pixelRows] = await Promise.all([
    db
      .select({
        at: postSnapshots.at,
        reactions: postSnapshots.reactions,
        comments: postSnapshots.comments,
        shares: postSnapshots.shares,
      })
      .from(postSnapshots)
      .where(eq(postSnapshots.postId, id))
      .orderBy(desc(postSnapshots.at))
      .limit(HISTORY_LIMIT),
    row.post.domainId
      ? db
          .select({ id: pixels.id, networkId: pixels.networkId, createdAt: pixels.createdAt })
          .from(domainPixels)
          .innerJoin(pixels, eq(pixels.id, domainPixels.pixelId))
          .where(eq(domainPixels.domainId, row.post.domainId))
          .orderBy(asc(pixels.networkId))
      : [],
  ]);
  const [post] = toPostDtos([row]);
  if (!post) return undefined;
  return {
    ...post,
    history: history.reverse().map((point) => ({ ...point, at: iso(point.at) })),
    pixels: pixelRows.map(toPixelSummary),
  };
}
