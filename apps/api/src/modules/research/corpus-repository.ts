import type {
  DomainListQuery,
  DomainSort,
  PageListQuery,
  PageSort,
  PixelListQuery,
  PixelSort,
} from '@postradar/contracts';
import {
  domainPages,
  domainPixels,
  domains,
  ignoredItems,
  pages,
  pixels,
  type Database,
  type IgnoreKind,
} from '@postradar/db';
import { foldText, offsetOf, pageOf } from '@postradar/search';
import { cappedTotal, type SearchViewer } from '@postradar/search/engine';
import { pageNameMatches } from '@postradar/search/sql';
import { and, asc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toDomainListItem, toPageListItem, toPixelListItem } from './entity-rows';
import { toDomainSummary } from './post-repository';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Not on the viewer's ignore list of this kind: an ignored page or domain leaves its list. */
function notIgnored(viewer: SearchViewer, kind: IgnoreKind, id: AnyColumn): SQL {
  return sql`not exists (select 1 from ${ignoredItems} where ${and(
    eq(ignoredItems.userId, viewer.userId),
    eq(ignoredItems.kind, kind),
    eq(ignoredItems.targetId, id),
  )})`;
}

function capped(from: PgTable, where: SQL | undefined) {
  return sql`select count(*)::int as total from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit 10001) as capped`;
}

/**
 * Each sort is the order of one index, id last (decision 0040): `desc nulls last` as the indexes
 * were built, so PostgreSQL walks them and stops at the page.
 */
function descending(column: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${column} desc nulls last`, sql`${id} desc nulls last`];
}

const pageOrders: Record<PageSort, SQL[]> = {
  posts: descending(pages.postCount, pages.id),
  ads: descending(pages.adCount, pages.id),
  latest: descending(pages.latestPostAt, pages.id),
  followers: descending(pages.followers, pages.id),
  // pages_name_order_idx: folded names in byte order, the same on every engine.
  name: [sql`(postradar_fold(${pages.name}) collate "C")`, asc(pages.id)],
};

export const domainOrders: Record<DomainSort, SQL[]> = {
  posts: descending(domains.postCount, domains.id),
  ads: descending(domains.adCount, domains.id),
  latest: descending(domains.latestPostAt, domains.id),
  host: [asc(domains.host)],
};

const pixelOrders: Record<PixelSort, SQL[]> = {
  posts: descending(pixels.postCount, pixels.id),
  ads: descending(pixels.adCount, pixels.id),
  latest: descending(pixels.latestPostAt, pixels.id),
  domains: descending(pixels.domainCount, pixels.id),
  id: [asc(pixels.networkId)],
};

/** Pages by name words (diacritics ignored), id or username, but those the viewer ignores. */
export async function findPages(db: Database, query: PageListQuery, viewer: SearchViewer) {
  const text = query.q?.trim() ?? '';
  const where = and(
    text
      ? or(
          eq(pages.networkId, text),
          sql`lower(${pages.username}) = ${text.toLowerCase()}`,
          foldText(text) ? pageNameMatches([text]) : undefined,
        )
      : undefined,
    notIgnored(viewer, 'page', pages.id),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(...pageOrders[query.sort])
      .limit(query.perPage)
      .offset(offsetOf(query)),
    cappedTotal(db, capped(pages, where)),
  ]);
  return pageOf(rows.map(toPageListItem), query, total);
}

/**
 * Domains whose host contains the text (trigram index), on one platform or any, but those the
 * viewer ignores.
 */
export async function findDomains(db: Database, query: DomainListQuery, viewer: SearchViewer) {
  const text = query.q?.trim().toLowerCase() ?? '';
  const where = and(
    text ? sql`${domains.host} like ${`%${likeLiteral(text)}%`}` : undefined,
    query.platform ? eq(domains.platform, query.platform) : undefined,
    notIgnored(viewer, 'domain', domains.id),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(domains)
      .where(where)
      .orderBy(...domainOrders[query.sort])
      .limit(query.perPage)
      .offset(offsetOf(query)),
    cappedTotal(db, capped(domains, where)),
  ]);
  return pageOf(rows.map(toDomainListItem), query, total);
}

/** Pixels whose id starts with the digits given. */
export async function findPixels(db: Database, query: PixelListQuery) {
  const text = query.q?.trim() ?? '';
  const where = text ? sql`${pixels.networkId} like ${`${likeLiteral(text)}%`}` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pixels)
      .where(where)
      .orderBy(...pixelOrders[query.sort])
      .limit(query.perPage)
      .offset(offsetOf(query)),
    cappedTotal(db, capped(pixels, where)),
  ]);
  return pageOf(rows.map(toPixelListItem), query, total);
}

/** The stores a page detail lists, most posts first. */
const PAGE_STORES_LIMIT = 20;
/** The pixels a domain detail lists. */
const DOMAIN_PIXELS_LIMIT = 100;

/** A page with its counts and the stores it links to most. */
export async function findPage(db: Database, id: number) {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) return undefined;
  const stores = await db
    .select({
      id: domains.id,
      host: domains.host,
      platform: domains.platform,
      postCount: domainPages.postCount,
      adCount: domainPages.adCount,
    })
    .from(domainPages)
    .innerJoin(domains, eq(domains.id, domainPages.domainId))
    .where(eq(domainPages.pageId, id))
    .orderBy(sql`${domainPages.postCount} desc`, asc(domains.host))
    .limit(PAGE_STORES_LIMIT);
  return {
    ...toPageListItem(page),
    stores: stores.map((store) => ({
      ...toDomainSummary(store),
      postCount: store.postCount,
      adCount: store.adCount,
    })),
  };
}

/** A domain with its counts and the pixels it loads. */
export async function findDomain(db: Database, id: number) {
  const [domain] = await db.select().from(domains).where(eq(domains.id, id));
  if (!domain) return undefined;
  const pixelRows = await db
    .select({ pixel: pixels })
    .from(domainPixels)
    .innerJoin(pixels, eq(pixels.id, domainPixels.pixelId))
    .where(eq(domainPixels.domainId, id))
    .orderBy(...pixelOrders.posts)
    .limit(DOMAIN_PIXELS_LIMIT);
  return {
    ...toDomainListItem(domain),
    pixels: pixelRows.map((row) => toPixelListItem(row.pixel)),
  };
}

export async function findPixel(db: Database, id: number) {
  const [pixel] = await db.select().from(pixels).where(eq(pixels.id, id));
  return pixel && toPixelListItem(pixel);
}

/** Whether a page, domain or pixel with this id exists (its primary key). */
export function existsIn(table: typeof pages | typeof domains | typeof pixels) {
  return async (db: Database, id: number) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
}
