import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { from, mergeMap } from 'rxjs';
import { GRAPHQL_PATH, authLink, errorLink } from './links';
import { createPublicLink, isPublicOperation } from './publicLink';
import { possibleTypes, typePolicies } from './typePolicies';
import { initialApolloState } from '../ssr/initialState';

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
  // a page rendered on the server brings the answers it was rendered with (ssr/initialState.ts)
  cache: new InMemoryCache({ typePolicies, possibleTypes }).restore(initialApolloState()),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});
