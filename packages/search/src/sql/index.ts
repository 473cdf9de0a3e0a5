export {
  buildPostSearchWhere,
  cappedCountQuery,
  pageNameMatches,
  postSortOrder,
  sortColumnName,
  sortRangeCondition,
  type IdSet,
  type PostSearchFilters,
  type Range,
} from './build-post-search';
export { probedCountQuery, walkedPageIds } from './bounded-scans';
export { matchedBound, matchedIdsQuery } from './matched-ids';
