export { createTestDb, withAdminClient, type TestDbHandle } from './create-test-db';
export { startCuttableTcpProxy, type CuttableTcpProxy } from './cuttable-tcp-proxy';
export { insertTestPosts, type TestPost } from './insert-test-posts';
