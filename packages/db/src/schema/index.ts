export * from './users';
export * from './plans';
export * from './memberships';
