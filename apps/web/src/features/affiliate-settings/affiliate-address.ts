import { affiliateListQuerySchema, affiliatePageSizes } from '@postradar/contracts';
import type { PerPage } from '../../lib/collections/collection-address';

/** The referral table's place: its page and page size, as `?page=2&limit=20` holds them. */
export interface AffiliateAddress {
  page: number;
  perPage: PerPage;
}

const { page: pageSchema, limit: limitSchema } = affiliateListQuerySchema.shape;

/** The page size GET /api/affiliate makes of `raw` (its default when absent); none if refused. */
function toPerPage(raw: string | undefined): PerPage | undefined {
  const limit = limitSchema.safeParse(raw);
  return affiliatePageSizes.find((size) => size === limit.data);
}

const defaultPage = pageSchema.parse(undefined);
const defaultPerPage = toPerPage(undefined) ?? affiliatePageSizes[0];

/**
 * The table's place in a query string, read as GET /api/affiliate reads its query: a page or page
 * size the API would refuse falls back to its default (page 1, 10 a page).
 */
export function readAffiliateAddress(search: string): AffiliateAddress {
  const query = new URLSearchParams(search);
  const page = pageSchema.safeParse(query.get('page') ?? undefined);
  return {
    page: page.data ?? defaultPage,
    perPage: toPerPage(query.get('limit') ?? undefined) ?? defaultPerPage,
  };
}

/** The query string ('' or '?…') of a place in the table, without its defaults. */
export function writeAffiliateAddress({ page, perPage }: AffiliateAddress): string {
  const query = new URLSearchParams();
  if (page !== defaultPage) query.set('page', String(page));
  if (perPage !== defaultPerPage) query.set('limit', String(perPage));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page and its size as GET /api/affiliate takes them. */
export function referralsQuery({ page, perPage }: AffiliateAddress) {
  return { page: String(page), limit: `${perPage}` as const };
}
