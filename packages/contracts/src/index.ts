export * from './envelope';
export * from './error-codes';
export * from './health';
export * from './routes';
export * from './plans';
export * from './auth';
export * from './user';
export * from './research';
