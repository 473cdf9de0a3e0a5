import type { Database } from '@postradar/db';
import type { SQL } from 'drizzle-orm';
import {
  estimateSelectivity,
  guaranteedMatches,
  wordsAfterTags,
  type CorpusStatistics,
} from '../estimate-selectivity';
import {
  buildPostSearchWhere,
  postSortOrder,
  sortColumnName,
  sortRangeCondition,
  type PostSearchFilters,
} from '../sql';
import { EXACT_COUNT_LIMIT } from '../pagination';
import { rangeStart } from '../sort-distribution';
import { corpusStatistics } from './corpus-statistics';
import type { SearchEstimate, SearchStrategy } from './find-post-page';
import { searchFilters, type PostSearch } from './search-filters';
import { ignoredFilter, ignoredLists, ignoresNothing, type SearchViewer } from './search-viewer';

/** A search as the engine runs it: its condition, its order and the strategy's estimates. */
export interface PostSearchPlan {
  where: SQL;
  orderBy: SQL[];
  strategy: SearchStrategy;
}

/**
 * Words, tags, niches, pages or sites: what the GIN and page/domain indexes find before any sort.
 */
function hasTerms({ query, niches }: PostSearchFilters) {
  const named = query.terms.length + query.tags.length + query.pages.length + query.sites.length;
  return named + (niches?.length ?? 0) > 0;
}

function estimateOf(
  share: number | undefined,
  sortColumn: string,
  statistics: CorpusStatistics | undefined,
): SearchEstimate | undefined {
  if (!statistics || share === undefined) return undefined;
  return {
    share,
    posts: statistics.posts,
    heapPages: statistics.heapPages,
    sortCorrelation: statistics.correlations.get(sortColumn) ?? 0,
  };
}

/**
 * The plan of a search from the corpus statistics (decisions 0019, 0025, 0028): whether the
 * words are checked after the tags, the estimated share of matches that chooses between a walk
 * of the sort index and a list of every match, and where the top of the sort order ends.
 */
export async function planPostSearch(
  db: Database,
  search: PostSearch,
  viewer: SearchViewer,
): Promise<PostSearchPlan> {
  const statistics = await corpusStatistics(db);
  const asked = searchFilters(search, ignoresNothing);
  // How many posts the lists can take away only matters to a search whose statistics guarantee
  // more matches than a count goes to: others are counted anyway.
  const ignoring = await ignoredLists(db, viewer, {
    countPosts: guaranteedMatches(asked, statistics) > EXACT_COUNT_LIMIT,
  });
  const filters = {
    ...asked,
    ignored: ignoredFilter(ignoring),
    wordsAfterTags: wordsAfterTags(asked, statistics),
  };
  const sortColumn = sortColumnName(search.sort, search.kind);
  const valueShares = statistics?.valueShares.get(sortColumn);
  const sortRange = (fraction: number) => {
    const start = valueShares && rangeStart(valueShares, fraction);
    return start === undefined ? undefined : sortRangeCondition(search.sort, search.kind, start);
  };
  const estimate = estimateOf(estimateSelectivity(filters, statistics), sortColumn, statistics);
  return {
    where: buildPostSearchWhere(filters),
    orderBy: postSortOrder(search.sort, search.kind),
    strategy: {
      byTerms: hasTerms(filters) || filters.scope !== undefined,
      ignoring: filters.ignored !== undefined,
      estimate,
      guaranteed: guaranteedMatches(filters, statistics),
      sortRange,
    },
  };
}
