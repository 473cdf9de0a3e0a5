export * from './schema';
export {
  createDb,
  type Database,
  type DatabaseKind,
  type DbHandle,
  type DbOptions,
} from './create-db';
export { seedPlans, planCatalogue } from './seeds/plans';
export { selectRows } from './select-rows';
