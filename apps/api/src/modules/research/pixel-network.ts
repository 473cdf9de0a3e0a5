import type { PixelNetwork } from '@postradar/contracts';
import { domainPages, domainPixels, domains, pages, pixels, type Database } from '@postradar/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { domainOrders } from './corpus-repository';
import { toDomainListItem, toPageListItem } from './entity-rows';

/** The domains a network shows, most posts first... */
export const NETWORK_DOMAINS_LIMIT = 50;
/** ...and the pages advertising them, most posts on them first. */
export const NETWORK_PAGES_LIMIT = 100;

/**
 * A pixel's store network (decision 0040): the domains loading it, the pages advertising those
 * domains and which page links to which domain, read from domain_pixels and domain_pages (never
 * from posts). Undefined for an unknown pixel.
 */
export async function findPixelNetwork(
  db: Database,
  id: number,
): Promise<PixelNetwork | undefined> {
  const [pixel] = await db
    .select({ domainCount: pixels.domainCount, pageCount: pixels.pageCount })
    .from(pixels)
    .where(eq(pixels.id, id));
  if (!pixel) return undefined;
  const domainRows = await db
    .select({ domain: domains })
    .from(domainPixels)
    .innerJoin(domains, eq(domains.id, domainPixels.domainId))
    .where(eq(domainPixels.pixelId, id))
    .orderBy(...domainOrders.posts)
    .limit(NETWORK_DOMAINS_LIMIT);
  const domainIds = domainRows.map((row) => row.domain.id);
  const postsThere = sql<number>`sum(${domainPages.postCount})::int`;
  const pageRows =
    domainIds.length === 0
      ? []
      : await db
          .select({ page: pages })
          .from(domainPages)
          .innerJoin(pages, eq(pages.id, domainPages.pageId))
          .where(inArray(domainPages.domainId, domainIds))
          .groupBy(pages.id)
          .orderBy(sql`${postsThere} desc`, sql`${pages.id} desc`)
          .limit(NETWORK_PAGES_LIMIT);
  const pageIds = pageRows.map((row) => row.page.id);
  const links =
    pageIds.length === 0
      ? []
      : await db
          .select()
          .from(domainPages)
          .where(
            and(inArray(domainPages.domainId, domainIds), inArray(domainPages.pageId, pageIds)),
          )
          .orderBy(domainPages.domainId, domainPages.pageId);
  return {
    domains: domainRows.map((row) => toDomainListItem(row.domain)),
    pages: pageRows.map((row) => toPageListItem(row.page)),
    links: links.map((link) => ({
      domainId: String(link.domainId),
      pageId: String(link.pageId),
      postCount: link.postCount,
      adCount: link.adCount,
      latestPostAt: link.latestPostAt.toISOString(),
    })),
    domainCount: pixel.domainCount,
    pageCount: pixel.pageCount,
  };
}
