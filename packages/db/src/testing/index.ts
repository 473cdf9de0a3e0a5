export { createTestDb, withAdminClient } from './create-test-db';
export { insertTestPosts, type TestPost } from './insert-test-posts';
