import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's own default (1 s) is a ceiling an idle machine holds, not CI's two shared cores: an
    // agreement's partner filled in 1.2 s after it was picked failed kerjasama.e2e once.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time. Each file runs its own built server on its own embedded PostgreSQL (its own
    // DATA_DIR and ports) and its own Chromium, so files share nothing; one at a time, the stage used 0.66
    // of CI's two cores on average (593 s of CPU in 862 s) while a file waited on its browser and server.
    // Without a timing cache the largest file (tinjau, about 6 minutes) starts first and the others fill
    // the second worker. Waits in the files are for outcomes, with ceilings that hold on a loaded machine.
    maxWorkers: 2,
    pool: 'forks',
  },
});
