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
          // One module graph for all the server files of a worker, instead of each of the 80 files importing
          // the whole server again (about 4 s a file on 2 cores; 26 s in all with this). The files share no
          // state through it: each starts its own server on its own database (test-app.ts) with its config
          // passed in, metrics and tracing belong to that server, and a file that changes process.env or the
          // clock puts it back. Each file's hooks still run for that file alone.
          isolate: false,
        },
      },
      'client/vitest.config.ts',
    ],
  },
});
