import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure Node code, and the web app rendered ahead as the build renders it,
 * in Node), `web` (React in happy-dom) and `db` (suites that need a database, named *.db.test.ts). `npm run test:db` runs only `db`, which CI repeats on PostgreSQL.
 */
/** Pages of the web app rendered without a page, as the build does (apps/web/src/prerender). */
const prerenderTests = 'apps/web/src/prerender/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/*.test.ts',
            prerenderTests,
          ],
          exclude: ['**/*.db.test.ts', 'packages/ui/**', '**/node_modules/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'packages/ui/src/**/*.test.{ts,tsx}',
          ],
          exclude: [prerenderTests, '**/node_modules/**'],
          setupFiles: ['./apps/web/src/test/setup.ts'],
          // Above the DOM waits of the setup file, so that a slow render fails as a missing element.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'db',
          environment: 'node',
          include: ['**/src/**/*.db.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
