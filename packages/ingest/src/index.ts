export { readLines, MAX_LINE_LENGTH, type RawLine } from './ndjson/read-lines';
export { parseImportLine, type ParsedLine } from './ndjson/parse-line';
export {
  importNdjson,
  DEFAULT_BATCH_LINES,
  MAX_REPORTED_ERRORS,
  type ImportOptions,
  type ImportProgress,
} from './import/import-ndjson';
export { listImportRuns, toImportSummary } from './import/import-run-repository';
export { formatImportSummary } from './import/format-import-summary';
export {
  generateCorpus,
  generateCorpusNdjson,
  currentHour,
  toNdjson,
  type CorpusOptions,
} from './corpus/generate-corpus';
export {
  demoImageUrl,
  initialsOf,
  parseDemoImageName,
  DEMO_IMAGE_VARIANTS,
  type DemoImage,
} from './corpus/demo-image-name';
export { renderDemoImage } from './corpus/render-demo-image';
export { continueCorpus, CATCH_UP_HOURS, type ContinuationOptions } from './corpus/continue-corpus';
export {
  AdsArchiveClient,
  MetaRateLimitPause,
  adsArchiveFields,
  archivedAdSchema,
  type ArchivePage,
  type ArchivedAd,
  type MetaClientOptions,
  type PageRequest,
} from './meta/ads-archive-client';
export { MetaGraphError, describeGraphError, type GraphErrorKind } from './meta/graph-error';
export { readUsage, type GraphUsage } from './meta/usage-headers';
export { MIN_PAUSE_MINUTES, budgetStep, pauseUntil, type BudgetStep } from './meta/rate-budget';
export { EU_UK_COUNTRIES, commercialCoverageWarning } from './meta/coverage';
export { archivedAdLines, mapArchivedAd, type AdContext } from './meta/map-archived-ad';
export {
  DEFAULT_GRAPH_VERSION,
  activeStatuses,
  adTypes,
  adsArchiveQuerySchema,
  searchTypes,
  type AdsArchiveQuery,
  type AdsArchiveQueryInput,
  type ArchiveMediaType,
} from './meta/ads-archive-query';
export {
  createHarvestRun,
  findHarvestRun,
  nextOpenRun,
  openRunOf,
} from './meta/harvest/harvest-run-repository';
export {
  addHarvest,
  findHarvest,
  HarvestNameTaken,
  listHarvestRuns,
  listHarvests,
  removeHarvest,
  startHarvestRun,
} from './meta/harvest/harvest-repository';
export {
  runAdsArchiveSearch,
  type RunOutcome,
  type RunSearchOptions,
} from './meta/harvest/run-ads-archive-search';
export { runDueHarvests, HARVEST_PAGE_LIMIT } from './meta/harvest/run-due-harvests';
