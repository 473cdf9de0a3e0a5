export { createTestDb, withAdminClient } from './create-test-db';
