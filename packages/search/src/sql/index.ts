export {
  buildPostSearchWhere,
  cappedCountQuery,
  pageNameMatches,
  postSortOrder,
  type IdSet,
  type PostSearchFilters,
  type Range,
} from './build-post-search';
export { probedCountQuery, walkedPageIds } from './bounded-scans';
export { matchedIdsQuery } from './matched-ids';
