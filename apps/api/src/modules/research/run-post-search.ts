import type { PostSearchQuery } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import {
  estimateSelectivity,
  guaranteedMatches,
  parseExcludeList,
  rangeStart,
  parseQuery,
  wordsAfterTags,
  type CorpusStatistics,
  type ParsedQuery,
} from '@postradar/search';
import {
  buildPostSearchWhere,
  postSortOrder,
  sortColumnName,
  sortRangeCondition,
  type PostSearchFilters,
} from '@postradar/search/sql';
import { corpusStatistics } from './corpus-statistics';
import { findPostPage, type SearchEstimate } from './find-post-page';

export function toSearchFilters(query: PostSearchQuery): PostSearchFilters {
  return {
    query: parseQuery(query.q ?? ''),
    mode: query.mode,
    exclude: parseExcludeList(query.exclude ?? ''),
    kind: query.kind,
    mediaTypes: query.type,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    reactions: { min: query.reactionsMin, max: query.reactionsMax },
    shares: { min: query.sharesMin, max: query.sharesMax },
    comments: { min: query.commentsMin, max: query.commentsMax },
    // The signed-in user's ignored posts, pages and domains plug in here (collections issue):
    // ignored: { postIds: sql`select post_id from ignored_posts where user_id = ${userId}`, ... }
  };
}

/** Words, tags, pages or sites: what the GIN and page/domain indexes find before any sort. */
function hasTerms(query: ParsedQuery) {
  return query.terms.length + query.tags.length + query.pages.length + query.sites.length > 0;
}

/** The filters of a search with the choices the corpus statistics make for its plan. */
export function plannedSearchFilters(
  query: PostSearchQuery,
  statistics: CorpusStatistics | undefined,
): PostSearchFilters {
  const filters = toSearchFilters(query);
  return { ...filters, wordsAfterTags: wordsAfterTags(filters, statistics) };
}

/**
 * One page of a validated post search (GET /api/posts, and the search benchmark), or of the posts
 * of some pages or domains (`scope`: GET /api/pages/:id/posts and the like), which their indexes
 * find before any sort, as they do the posts a `page:` or `site:` names.
 */
export async function runPostSearch(
  db: Database,
  query: PostSearchQuery,
  scope?: PostSearchFilters['scope'],
) {
  const statistics = await corpusStatistics(db);
  const filters = { ...plannedSearchFilters(query, statistics), scope };
  const share = estimateSelectivity(filters, statistics);
  const sortColumn = sortColumnName(query.sort, query.kind);
  const valueShares = statistics?.valueShares.get(sortColumn);
  const sortRange = (fraction: number) => {
    const start = valueShares && rangeStart(valueShares, fraction);
    return start === undefined ? undefined : sortRangeCondition(query.sort, query.kind, start);
  };
  const estimate: SearchEstimate | undefined =
    statistics && share !== undefined
      ? {
          share,
          posts: statistics.posts,
          heapPages: statistics.heapPages,
          guaranteed: guaranteedMatches(filters, statistics),
          sortCorrelation: statistics.correlations.get(sortColumn) ?? 0,
        }
      : undefined;
  return findPostPage(
    db,
    buildPostSearchWhere(filters),
    postSortOrder(query.sort, query.kind),
    query,
    { byTerms: hasTerms(filters.query) || scope !== undefined, estimate, sortRange },
  );
}
