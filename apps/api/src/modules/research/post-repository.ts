import type { DomainSummary, PageSummary, PixelSummary, PostDto } from '@postradar/contracts';
import {
  domainPixels,
  domains,
  pages,
  pixels,
  posts,
  postSnapshots,
  type Database,
  type Domain,
  type Page,
  type Pixel,
} from '@postradar/db';
import { EXACT_COUNT_LIMIT } from '@postradar/search';
import { cappedCountQuery } from '@postradar/search/sql';
import { asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { cappedTotal, offsetOf, pageOf, type Paging } from './paginate';

// Everything but the search vector, the folded message and the tag keys (only search needs them).
const searchOnly = ['search', 'tagKeys', 'messageFolded'] as const;
type SearchOnly = (typeof searchOnly)[number];
const postColumns = Object.fromEntries(
  Object.entries(getTableColumns(posts)).filter(
    ([name]) => !(searchOnly as readonly string[]).includes(name),
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof posts>>, SearchOnly>;
type PostRow = { [K in keyof typeof postColumns]: (typeof posts.$inferSelect)[K] };

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

function toPostDto(post: PostRow, page: Page | undefined, domain: Domain | undefined): PostDto {
  return {
    _id: String(post.id),
    networkId: post.networkId,
    kind: post.kind,
    page: page ? toPageSummary(page) : null,
    message: post.message,
    mediaType: post.mediaType,
    media: post.media,
    link: post.link,
    domain: domain ? toDomainSummary(domain) : null,
    cta: post.ctaType || post.ctaTitle ? { type: post.ctaType, title: post.ctaTitle } : null,
    tags: post.tags,
    language: post.language,
    country: post.country,
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
            platforms: post.adPlatforms ?? [],
            startTime: post.adStartTime ? iso(post.adStartTime) : null,
            stopTime: post.adStopTime ? iso(post.adStopTime) : null,
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

/** Posts with their page and domain, fetched by primary key for just these rows. */
async function withRelations(db: Database, rows: PostRow[]): Promise<PostDto[]> {
  const pageIds = [...new Set(rows.map((row) => row.pageId))];
  const domainIds = [...new Set(rows.flatMap((row) => (row.domainId ? [row.domainId] : [])))];
  const [pageRows, domainRows] = await Promise.all([
    pageIds.length > 0 ? db.select().from(pages).where(inArray(pages.id, pageIds)) : [],
    domainIds.length > 0 ? db.select().from(domains).where(inArray(domains.id, domainIds)) : [],
  ]);
  const pagesById = new Map(pageRows.map((page) => [page.id, page]));
  const domainsById = new Map(domainRows.map((domain) => [domain.id, domain]));
  return rows.map((row) =>
    toPostDto(
      row,
      pagesById.get(row.pageId),
      row.domainId ? domainsById.get(row.domainId) : undefined,
    ),
  );
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
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(page, eq(posts.id, page.id))
    .orderBy(...orderBy);
}

/**
 * Runs `run` in a transaction with sequential scans off. For a count that stops at 1,001 matches
 * of a broad condition (`any` of two common words) the planner may prefer reading posts from the
 * start until enough match; that reads the whole 1 GB table whenever its estimate is too high.
 */
export function withSeqScansOff<T>(db: Database, run: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

/**
 * One page of posts matching `where` in the order given (an indexed order with `id` last), and
 * the total counted no further than EXACT_COUNT_LIMIT (beyond it: `totalCapped`, every page up to
 * the cap offered).
 */
export async function findPostPage(db: Database, where: SQL, orderBy: SQL[], paging: Paging) {
  const [rows, total] = await Promise.all([
    postPageQuery(db, where, orderBy, paging),
    withSeqScansOff(db, (tx) => cappedTotal(tx, cappedCountQuery(where), EXACT_COUNT_LIMIT)),
  ]);
  return pageOf(await withRelations(db, rows), paging, total);
}

/** The most recent engagement points kept for the detail view. */
const HISTORY_LIMIT = 2000;

export async function findPostDetail(db: Database, id: number) {
  const [row] = await db.select(postColumns).from(posts).where(eq(posts.id, id));
  if (!row) return undefined;
  const [[post], history, pixelRows] = await Promise.all([
    withRelations(db, [row]),
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
    row.domainId
      ? db
          .select({ id: pixels.id, networkId: pixels.networkId, createdAt: pixels.createdAt })
          .from(domainPixels)
          .innerJoin(pixels, eq(pixels.id, domainPixels.pixelId))
          .where(eq(domainPixels.domainId, row.domainId))
          .orderBy(asc(pixels.networkId))
      : [],
  ]);
  if (!post) return undefined;
  return {
    ...post,
    history: history.reverse().map((point) => ({ ...point, at: iso(point.at) })),
    pixels: pixelRows.map(toPixelSummary),
  };
}
