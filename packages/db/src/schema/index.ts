export * from './users';
export * from './plans';
export * from './memberships';
export * from './pages';
export * from './domains';
export * from './pixels';
export * from './posts';
export * from './post-snapshots';
