export { createTestDb } from './create-test-db';
