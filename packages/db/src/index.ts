export * from './schema';
export {
  createDb,
  type ConnectionLimits,
  type Database,
  type DatabaseKind,
  type DbHandle,
  type DbOptions,
} from './create-db';
export { DataDirInUse } from './data-dir-lock';
export { databaseFailureOf, type DatabaseFailure } from './database-failure';
export { seedPlans, planCatalogue } from './seeds/plans';
export { selectRows } from './select-rows';
export { analyzeStaleTables } from './statistics/analyze-stale-tables';
export {
  refreshEntityCounts,
  refreshAllEntityCounts,
  type TouchedEntities,
} from './corpus/refresh-entity-counts';
export { refreshPostMetrics, SPIKE_SMOOTHING } from './engagement/refresh-post-metrics';
export {
  refreshRecentPostMetrics,
  RECENT_WINDOW_MS,
  type RefreshRecentOptions,
} from './engagement/refresh-recent-post-metrics';
