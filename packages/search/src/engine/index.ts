export { searchPosts } from './search-posts';
export { corpusStatistics } from './corpus-statistics';
export { searchFilters, type PostSearch, type SearchScope } from './search-filters';
export {
  ignoresNothing,
  ignoredLists,
  viewerWithoutAccount,
  type IgnoredLists,
  type SearchViewer,
} from './search-viewer';
export { findPostDetail, findPosts } from './post-dtos';
export { cappedTotal } from './capped-total';
export { postSearchStatements, type SearchStatement } from './search-statements';
export { withScansOff } from './find-post-page';
