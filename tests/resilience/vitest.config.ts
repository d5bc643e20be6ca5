import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The two longest files first (the long fuzz run and the crash cycles, minutes each), then vitest's order
 * (largest file first without a timing cache): by file size the long fuzz run, the smallest file, came last
 * and ran alone at the end.
 */
const LONGEST = ['tests/resilience/fuzz-long.test.ts', 'tests/resilience/crash.test.ts'];
const rank = (f: TestSpecification) => {
  const i = LONGEST.findIndex((name) => f.moduleId.endsWith(name));
  return i === -1 ? LONGEST.length : i;
};
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

/**
 * The slow suites (npm run test:resilience, also in CI): crashes of the server and of PostgreSQL under
 * load, PostgreSQL restarts, backup and restore, the long fuzz run, and stored XSS in the browser. They
 * run the built product (server/dist, client/dist), two files at a time: each file has its own PostgreSQL
 * (its own data directory and port) or its own database on the run's PostgreSQL, its own server processes
 * and DATA_DIR, and kills only the processes it started; their waits are for outcomes, with ceilings that
 * hold on a loaded machine.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.test.ts', 'tests/security/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    pool: 'forks',
  },
});
