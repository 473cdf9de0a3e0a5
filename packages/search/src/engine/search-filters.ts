import type { PostSearchQuery } from '@postradar/contracts';
import { domainPixels } from '@postradar/db';
import { sql } from 'drizzle-orm';
import { parseExcludeList, parseQuery } from '../parse-query';
import type { PostSearchFilters } from '../sql';
import type { SearchViewer } from './search-viewer';

/** The posts of one page, of one domain, or of the domains that load one pixel. */
export type SearchScope = { page: number } | { domain: number } | { pixel: number };

/**
 * A validated post search (GET /api/posts), over the whole corpus or `within` the posts of one
 * page, domain or pixel (their detail screens), which their indexes find before any sort, as
 * they do the posts a `page:` or `site:` names.
 */
export type PostSearch = PostSearchQuery & { within?: SearchScope };

function scopeOf(within: SearchScope): NonNullable<PostSearchFilters['scope']> {
  if ('page' in within) return { pageIds: [within.page] };
  if ('domain' in within) return { domainIds: [within.domain] };
  return {
    domainIds: sql`select ${domainPixels.domainId} from ${domainPixels} where ${domainPixels.pixelId} = ${within.pixel}`,
  };
}

/** What a search asks for, as the SQL builder's filters (the viewer adds nothing yet). */
export function searchFilters(search: PostSearch, _viewer: SearchViewer): PostSearchFilters {
  return {
    query: parseQuery(search.q ?? ''),
    mode: search.mode,
    exclude: parseExcludeList(search.exclude ?? ''),
    kind: search.kind,
    mediaTypes: search.type,
    createdFrom: search.createdFrom,
    createdTo: search.createdTo,
    reactions: { min: search.reactionsMin, max: search.reactionsMax },
    shares: { min: search.sharesMin, max: search.sharesMax },
    comments: { min: search.commentsMin, max: search.commentsMax },
    adSets: { min: search.adSetsMin, max: search.adSetsMax },
    ...(search.within && { scope: scopeOf(search.within) }),
  };
}
