import { ApolloClient, InMemoryCache, type TypePolicies } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { from, mergeMap } from 'rxjs';
import { GRAPHQL_PATH, authLink, errorLink } from './links';
import { createPublicLink, isPublicOperation } from './publicLink';

/** Normalize by the entity's own id when the selection has it; otherwise keep the object inline. */
const byId =
  (field: string) =>
  (obj: Readonly<Record<string, unknown>>): string | false => {
    const id = obj[field];
    return id === undefined || id === null ? false : `${String(obj.__typename)}:${String(id)}`;
  };

export const typePolicies: TypePolicies = {
  User: { keyFields: byId('idUser') },
  Skpd: { keyFields: byId('idSkpd') },
  Riwayat: { keyFields: byId('idRiwayat') },
  // attachments are replaced wholesale on every refetch (their items have no cache id)
  Mou: { keyFields: byId('idMou'), fields: { dokumen: { merge: false }, gambar: { merge: false } } },
  Pks: { keyFields: byId('idPks'), fields: { dokumen: { merge: false }, gambar: { merge: false } } },
  // dashboard rows carry the id of an agreement OR a contract: never merge them
  DashboardItem: { keyFields: false },
};

// The app's transport (uploads, websockets; apollo/transport.ts) loads with its first operation: a
// visitor of the public site, whose queries go through the public link, never downloads it.
let appTransport: Promise<ApolloLink> | undefined;
const loadAppTransport = () =>
  (appTransport ??= import('./transport').then(
    (m) => m.createAppTransport(),
    (err: unknown) => {
      appTransport = undefined; // a failed download is retried by the next operation
      throw err;
    },
  ));
const lazyAppTransport = new ApolloLink((operation, forward) =>
  from(loadAppTransport()).pipe(mergeMap((link) => link.request(operation, forward))),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    errorLink,
    authLink,
    // public pages: cacheable GET + persisted queries; everything else: uploads over POST, websockets
    ApolloLink.split(isPublicOperation, createPublicLink(GRAPHQL_PATH), lazyAppTransport),
  ]),
  cache: new InMemoryCache({ typePolicies }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});
