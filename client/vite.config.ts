import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const rulesDir = fileURLToPath(new URL('../server/src/rules', import.meta.url));
const api = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  root: clientRoot,
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@rules\/(.*)$/, replacement: `${rulesDir}/$1` }],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
    },
  },
});
