import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const rulesDir = fileURLToPath(new URL('../server/src/rules', import.meta.url));

export default defineConfig({
  root: clientRoot,
  plugins: [react()],
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
  },
});
