export * from './collection-limits';
export * from './collection-shared';
export * from './favorites';
export * from './follows';
export * from './groups';
export * from './searches';
export * from './pool';
