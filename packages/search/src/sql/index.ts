export {
  buildPostSearchWhere,
  cappedCountQuery,
  postSortOrder,
  type IdSet,
  type PostSearchFilters,
  type Range,
} from './build-post-search';
