import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { createClient } from 'graphql-ws';
import 'graphiql/style.css';
import { sessionStore } from '../auth/session';

/**
 * /graphiql: the in-browser GraphQL IDE (bundled from npm, no CDN), a separate small entry of the client
 * build. It sends the signed-in account's session token (the app's own storage) on every request and
 * opens subscriptions over graphql-ws with it; signed out, it runs the public queries as a visitor.
 */
const token = sessionStore.get().token;
const authorization = token ? `Bearer ${token}` : undefined;
const { protocol, host } = window.location;

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: authorization ? { authorization } : {},
  wsClient: createClient({
    url: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`,
    lazy: true,
    connectionParams: authorization ? { authorization } : {},
  }),
});

const who = sessionStore.get().user?.nama;
const DEFAULT_QUERY = `# Kerja Sama GraphQL API — ${who ? `masuk sebagai ${who}` : 'tamu: hanya data publik (masuk dulu di /login untuk data lain)'}.
# Skema lengkap: /graphql/schema.graphql. Integrasi: buat Token Akses di menu pengguna,
# lalu kirim header  Authorization: Bearer ks_pat_…
query KesepakatanPublik {
  kesepakatanPublik(page: 1) {
    total
    items {
      judul
      mitra
      tglBerakhir
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility={false} shouldPersistHeaders={false}>
      <GraphiQL.Logo>Kerja Sama API</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
