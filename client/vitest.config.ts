import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const rulesDir = fileURLToPath(new URL('../server/src/rules', import.meta.url));
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * Every `import('…')` of the client's own modules (tests aside) reports itself to the test setup
 * (src/test/setup.ts), which lets a file end only once the lazy imports it started have finished.
 */
const trackLazyImports = (): Plugin => ({
  name: 'kerjasama-track-lazy-imports',
  transform(code, id) {
    if (!id.startsWith(srcDir) || /\.test\.tsx?$/.test(id) || !code.includes('import(')) return undefined;
    return code.replace(/\bimport\((\s*(['"])[^'"]+\2\s*)\)/g, 'globalThis.__trackLazyImport__(import($1))');
  },
});

export default defineConfig({
  root: clientRoot,
  plugins: [react(), trackLazyImports()],
  resolve: {
    alias: [{ find: /^@rules\/(.*)$/, replacement: `${rulesDir}/$1` }],
  },
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // the client suites run beside the server suites on two shared cores: a screen test with several waits
    // has taken over the default 5 s there
    testTimeout: 30_000,
    // One module graph and one window for all the client files of a worker, instead of each of the 65 files
    // importing Fluent UI, Apollo and React again in a new process (3-4 s a file, three quarters of the
    // client project's time on 2 cores). What a file leaves behind is put back before the next one: the
    // DOM (cleanup), localStorage, mocks and stubbed globals (restoreMocks, unstubGlobals), a file's lazy
    // imports (they finish first: src/test/setup.ts), its absent animations (ui/testing/noAnimations).
    isolate: false,
    unstubGlobals: true,
  },
});
