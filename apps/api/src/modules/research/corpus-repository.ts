import { domainPixels, domains, pages, pixels, posts, type Database } from '@postradar/db';
import { foldText } from '@postradar/search';
import { pageNameMatches } from '@postradar/search/sql';
import { asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { cappedTotal, offsetOf, pageOf, type Paging } from './paginate';
import { toDomainSummary, toPageSummary, toPixelSummary } from './post-repository';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function capped(from: SQL, where: SQL | undefined) {
  return sql`select count(*)::int as total from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit 10001) as capped`;
}

/** Pages by name words, id or username; most followed first. */
export async function findPages(db: Database, q: string | undefined, paging: Paging) {
  const text = q?.trim() ?? '';
  const where = text
    ? or(
        eq(pages.networkId, text),
        sql`lower(${pages.username}) = ${text.toLowerCase()}`,
        foldText(text) ? pageNameMatches([text]) : undefined,
      )
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(sql`${pages.followers} desc nulls last`, sql`${pages.id} desc nulls last`)
      .limit(paging.perPage)
      .offset(offsetOf(paging)),
    cappedTotal(db, capped(sql`${pages}`, where)),
  ]);
  return pageOf(rows.map(toPageSummary), paging, total);
}

export async function findPage(db: Database, id: number) {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) return undefined;
  const [counted] = await db.select({ value: count() }).from(posts).where(eq(posts.pageId, id));
  return { ...toPageSummary(page), postCount: Number(counted?.value ?? 0) };
}

/** Domains whose host contains the text (trigram index); alphabetical. */
export async function findDomains(db: Database, q: string | undefined, paging: Paging) {
  const text = q?.trim().toLowerCase() ?? '';
  const where = text ? sql`${domains.host} like ${`%${likeLiteral(text)}%`}` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(domains)
      .where(where)
      .orderBy(asc(domains.host))
      .limit(paging.perPage)
      .offset(offsetOf(paging)),
    cappedTotal(db, capped(sql`${domains}`, where)),
  ]);
  return pageOf(rows.map(toDomainSummary), paging, total);
}

export async function findDomain(db: Database, id: number) {
  const [domain] = await db.select().from(domains).where(eq(domains.id, id));
  if (!domain) return undefined;
  const [pixelRows, [counted]] = await Promise.all([
    db
      .select({ id: pixels.id, networkId: pixels.networkId, createdAt: pixels.createdAt })
      .from(domainPixels)
      .innerJoin(pixels, eq(pixels.id, domainPixels.pixelId))
      .where(eq(domainPixels.domainId, id))
      .orderBy(asc(pixels.networkId)),
    db.select({ value: count() }).from(posts).where(eq(posts.domainId, id)),
  ]);
  return {
    ...toDomainSummary(domain),
    pixels: pixelRows.map(toPixelSummary),
    postCount: Number(counted?.value ?? 0),
  };
}

/** Pixels whose id starts with the digits given. */
export async function findPixels(db: Database, q: string | undefined, paging: Paging) {
  const text = q?.trim() ?? '';
  const where = text ? sql`${pixels.networkId} like ${`${likeLiteral(text)}%`}` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pixels)
      .where(where)
      .orderBy(asc(pixels.networkId))
      .limit(paging.perPage)
      .offset(offsetOf(paging)),
    cappedTotal(db, capped(sql`${pixels}`, where)),
  ]);
  return pageOf(rows.map(toPixelSummary), paging, total);
}

export async function findPixel(db: Database, id: number) {
  const [pixel] = await db.select().from(pixels).where(eq(pixels.id, id));
  if (!pixel) return undefined;
  const domainRows = await db
    .select({
      id: domains.id,
      host: domains.host,
      platform: domains.platform,
      createdAt: domains.createdAt,
      updatedAt: domains.updatedAt,
    })
    .from(domainPixels)
    .innerJoin(domains, eq(domains.id, domainPixels.domainId))
    .where(eq(domainPixels.pixelId, id))
    .orderBy(asc(domains.host));
  return { ...toPixelSummary(pixel), domains: domainRows.map(toDomainSummary) };
}

/** Newest first on the network: the order of posts_page_created_idx / posts_domain_created_idx. */
export const byCreatedTime = [
  sql`${posts.createdTime} desc nulls last`,
  sql`${posts.id} desc nulls last`,
];

export const postsOfPage = (id: number) => eq(posts.pageId, id);
export const postsOfDomain = (id: number) => eq(posts.domainId, id);
export const postsOfPixel = (id: number) =>
  inArray(
    posts.domainId,
    sql`(select ${domainPixels.domainId} from ${domainPixels} where ${domainPixels.pixelId} = ${id})`,
  );
