import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'tests/legacy/**/*.test.ts', 'tests/realtime/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'client/vitest.config.ts',
    ],
  },
});
