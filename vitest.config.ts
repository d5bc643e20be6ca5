import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The server files first, then the client files: vitest's own order runs the projects by name (client
 * first), which started the server's longest file (tests/security/access-matrix.test.ts, 2.5 minutes) more
 * than three minutes in and left one worker alone with it at the end. The many short client files now fill
 * the end instead. Within each project vitest's order stays (longest first with a timing cache, else the
 * largest file first).
 */
class ServerFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => f.project.name === 'server'), ...sorted.filter((f) => f.project.name !== 'server')];
  }
}

export default defineConfig({
  test: {
    // Two workers at least: vitest's default (one less than the cores) is one worker on CI's 2 cores, which
    // left a core idle for the whole run (621-745 s). The files need nothing of each other: a server file
    // gets its own database cloned from the template (test-app.ts) and its own temporary folders and ports;
    // a client file has its own happy-dom window.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: ServerFirst },
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
