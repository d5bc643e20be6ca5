import { ApolloClient, InMemoryCache, type TypePolicies } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { sessionStore } from '../auth/session';
import { authLink, createTransportLink, createWsClient, errorLink } from './links';

/** Normalize by the entity's own id when the selection has it; otherwise keep the object inline. */
const byId =
  (field: string) =>
  (obj: Readonly<Record<string, unknown>>): string | false => {
    const id = obj[field];
    return id === undefined || id === null ? false : `${String(obj.__typename)}:${String(id)}`;
  };

const typePolicies: TypePolicies = {
  User: { keyFields: byId('idUser') },
  Skpd: { keyFields: byId('idSkpd') },
  Riwayat: { keyFields: byId('idRiwayat') },
};

const wsClient = createWsClient();

let lastToken = sessionStore.get().token;
sessionStore.subscribe(() => {
  const { token } = sessionStore.get();
  if (token !== lastToken) {
    lastToken = token;
    wsClient.terminate();
  }
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, createTransportLink(wsClient)]),
  cache: new InMemoryCache({ typePolicies }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});
