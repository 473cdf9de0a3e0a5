export {
  parseQuery,
  parseExcludeList,
  normalizeHost,
  isSearchable,
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  MAX_PREFIX_VALUES,
  type ParsedQuery,
  type QueryTerm,
} from './parse-query';
export { foldText, foldWords } from './fold-text';
export { languageTag, searchableNiches } from './audience';
export {
  MAX_RESULTS,
  EXACT_COUNT_LIMIT,
  maxPage,
  pageCount,
  isPageAllowed,
  pageBeyondCapMessage,
  offsetOf,
  pageOf,
  type PageOf,
  type Paging,
} from './pagination';
export {
  estimateSelectivity,
  guaranteedMatches,
  languageCountry,
  STATISTICS_MARGIN,
  wordsAfterTags,
  type CorpusStatistics,
  type EstimatedSearch,
} from './estimate-selectivity';
export {
  rangeStart,
  valueShares,
  type ColumnDistribution,
  type ValueShare,
} from './sort-distribution';
