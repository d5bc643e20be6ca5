import { defineConfig } from 'vitest/config';

/**
 * The slow suites (npm run test:resilience, also in CI): crashes of the server and of PostgreSQL under
 * load, PostgreSQL restarts, backup and restore, the long fuzz run, and stored XSS in the browser. They
 * run the built product (server/dist, client/dist), one file at a time.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.test.ts', 'tests/security/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
