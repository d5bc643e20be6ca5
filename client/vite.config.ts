import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeCss } from './src/ui/appTheme.ts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const rulesDir = fileURLToPath(new URL('../server/src/rules', import.meta.url));
const api = process.env.API_URL ?? 'http://localhost:4000';

/**
 * Libraries every screen runs on (the public site's first visit included): React, the router and Apollo
 * Client's core, in one long-cached chunk; split across the lazy routes' shared chunks they cost several
 * kB of gzip overhead. Hooks and links that only the admin screens use stay out of it. graphql-js stays out
 * too: a group takes every module of its packages that any entry uses, and /graphiql's entry uses most of
 * graphql-js (validation, introspection: 27 kB gzip the app never runs); Apollo's few helpers from it are
 * split by use like any other module.
 */
const CORE_VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/;
const ADMIN_ONLY = /@apollo[\\/]client[\\/](react[\\/]hooks[\\/](useLazyQuery|useMutation|useSubscription)|link[\\/](subscriptions|error))/;
const isCoreVendor = (id: string): boolean => CORE_VENDOR.test(id) && !ADMIN_ONLY.test(id);

/**
 * The public site's frame and shared pieces (navbar, footer, buttons, icons, carousel, images…) in one
 * chunk instead of a dozen small ones: on a first visit over HTTP/1.1 every extra request waits for one
 * of the six connections. The pages themselves stay one chunk each.
 */
const PUBLIC_SHARED =
  /[\\/]client[\\/]src[\\/](public[\\/](layout|ui|data)[\\/]|generated[\\/]public[\\/]hooks\.ts|hooks[\\/]useScrolledPast\.ts)/;
// loaded on demand and built with Fluent (its own provider): they stay out of the first download
const PUBLIC_LAZY = /[\\/]public[\\/]layout[\\/](MobileMenu|SessionUserMenu)\.tsx$/;
const isPublicShared = (id: string): boolean => PUBLIC_SHARED.test(id) && !PUBLIC_LAZY.test(id);

/**
 * Writes the Fluent theme's CSS variables into index.html. The public site renders without a
 * FluentProvider (its first download stays small): its makeStyles rules read these variables. The
 * admin area and the login page run inside a FluentProvider (ui/FluentShell.tsx) as before.
 */
const themeVariables = (): Plugin => ({
  name: 'kerjasama-theme-variables',
  transformIndexHtml: () => [{ tag: 'style', attrs: { id: 'theme-variables' }, children: themeCss(), injectTo: 'head-prepend' }],
});

/** The public site's server renderer (ssr/renderPublicPage.tsx), loaded by the server from client/dist-ssr. */
const ssrBuild = {
  outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
  emptyOutDir: true,
  rolldownOptions: { input: fileURLToPath(new URL('./src/ssr/renderPublicPage.tsx', import.meta.url)) },
};

/** What the dev and preview servers pass to the API server: GraphQL (and its websockets), the legacy
 * `/api/*.php`, stored files, report downloads and calendar feeds. */
const serverPaths = {
  '/graphql': { target: api, ws: true, changeOrigin: true },
  '/api': { target: api, changeOrigin: true },
  '/files': { target: api, changeOrigin: true },
  '/laporan': { target: api, changeOrigin: true },
  '/kalender': { target: api, changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: [react(), themeVariables()],
  // The server renderer carries every library it uses (React, Fluent and its icons, Apollo…), so the server
  // needs none of the client's packages at run time: the production install leaves them out.
  ssr: { noExternal: true },
  resolve: {
    alias: [{ find: /^@rules\/(.*)$/, replacement: `${rulesDir}/$1` }],
  },
  build: isSsrBuild ? ssrBuild : {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // the app, and /graphiql (the GraphQL IDE: its own entry, so the app never downloads it)
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'core', test: isCoreVendor, priority: 2 },
            { name: 'public', test: isPublicShared, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: serverPaths },
  preview: { proxy: serverPaths },
}));
