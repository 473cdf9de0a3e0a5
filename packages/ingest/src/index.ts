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
  MetaGraphError,
  adTypes,
  searchTypes,
  adsArchiveFields,
  type AdsArchiveQuery,
  type ArchivedAd,
  type MetaClientOptions,
} from './meta/ads-archive-client';
export { adsArchiveLines, mapArchivedAd } from './meta/map-archived-ad';
