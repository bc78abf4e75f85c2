import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules of packages/shared and the web client's logic) and `api` (the server
 * against a real embedded database). The unit project runs in Node; web test files that need a DOM
 * opt in with a `// @vitest-environment jsdom` comment on their first line, because an environment
 * per glob no longer exists in Vitest. Playwright's e2e specs are never picked up here.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/node_modules/**', 'e2e/**'],
          environment: 'node',
          // Vitest leaves one core to the main process; the files import more than they run, so the
          // machine's two cores both take files.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'e2e/**'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file runs the whole app on its own embedded database: two at once fill two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
