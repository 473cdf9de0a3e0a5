import type { PostSearchQuery } from '@postradar/contracts';
import { domainPixels, researchGroupMembers } from '@postradar/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { languageTag } from '../audience';
import { parseExcludeList, parseQuery } from '../parse-query';
import type { PostSearchFilters } from '../sql';
import { ignoredFilter, type IgnoredLists } from './search-viewer';

/**
 * The posts of one page, of one domain, of the domains that load one pixel, or of a group: its
 * pages, its domains and the domains that load its pixels.
 */
export type SearchScope =
  { page: number } | { domain: number } | { pixel: number } | { group: number };

/**
 * A validated post search (GET /api/posts), over the whole corpus or `within` the posts of one
 * page, domain, pixel or group (their detail screens), which their indexes find before any sort,
 * as they do the posts a `page:` or `site:` names; `firstSeenAfter` keeps the posts PostRadar
 * found since then (the new posts of a saved search).
 */
export type PostSearch = PostSearchQuery & { within?: SearchScope; firstSeenAfter?: Date };

function pixelDomains(pixelIds: SQL): SQL {
  return sql`select ${domainPixels.domainId} from ${domainPixels} where ${domainPixels.pixelId} in (${pixelIds})`;
}

function groupMembers(groupId: number, kind: 'page' | 'domain' | 'pixel'): SQL {
  return sql`select ${researchGroupMembers.targetId} from ${researchGroupMembers} where ${and(
    eq(researchGroupMembers.groupId, groupId),
    eq(researchGroupMembers.kind, kind),
  )}`;
}

function scopeOf(within: SearchScope): NonNullable<PostSearchFilters['scope']> {
  if ('page' in within) return { pageIds: [within.page] };
  if ('domain' in within) return { domainIds: [within.domain] };
  if ('pixel' in within) return { domainIds: pixelDomains(sql`${within.pixel}`) };
  return {
    pageIds: groupMembers(within.group, 'page'),
    domainIds: sql`${groupMembers(within.group, 'domain')} union ${pixelDomains(groupMembers(within.group, 'pixel'))}`,
    match: 'any',
  };
}

/** What a search asks for, as the SQL builder's filters, without what the viewer ignores. */
export function searchFilters(search: PostSearch, ignoring: IgnoredLists): PostSearchFilters {
  return {
    query: parseQuery(search.q ?? ''),
    mode: search.mode,
    exclude: parseExcludeList(search.exclude ?? ''),
    kind: search.kind,
    mediaTypes: search.type,
    niches: search.niches,
    languages: search.languages?.map(languageTag),
    countries: search.countries,
    createdFrom: search.createdFrom,
    createdTo: search.createdTo,
    firstSeenAfter: search.firstSeenAfter,
    reactions: { min: search.reactionsMin, max: search.reactionsMax },
    shares: { min: search.sharesMin, max: search.sharesMax },
    comments: { min: search.commentsMin, max: search.commentsMax },
    adSets: { min: search.adSetsMin, max: search.adSetsMax },
    ignored: ignoredFilter(ignoring),
    ...(search.within && { scope: scopeOf(search.within) }),
  };
}
