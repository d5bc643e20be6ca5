import { ApolloLink } from '@apollo/client/link';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createClient, type Client } from 'graphql-ws';
import { sessionStore } from '../auth/session';
import { GRAPHQL_PATH, bearer } from './links';
import { reportRealtimeConnected } from './realtime';
import { uploadFetch } from './uploadFetch';

/**
 * The app's own transport (everything but the public pages' queries): POST with multipart uploads, and
 * subscriptions over graphql-ws. Loaded on the first such operation (apollo/client.ts), so the public
 * site's first visit never downloads it.
 */

const wsUrl = (): string => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
};

export const createWsClient = (): Client =>
  createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => {
      const authorization = bearer();
      return authorization ? { authorization } : {};
    },
  });

export const createHttpLink = (): ApolloLink =>
  new UploadHttpLink({
    uri: GRAPHQL_PATH,
    headers: { 'apollo-require-preflight': 'true' },
    // reports upload progress when an operation passes `context.fetchOptions.onProgress` (uploadFetch.ts)
    fetch: uploadFetch,
  });

export const createTransportLink = (ws: Client): ApolloLink =>
  ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(ws), createHttpLink());

/** The websocket client and the link over it; the socket restarts when the signed-in account changes. */
export const createAppTransport = (): ApolloLink => {
  const wsClient = createWsClient();
  wsClient.on('connected', (_socket, _payload, wasRetry) => reportRealtimeConnected(wasRetry));
  let lastToken = sessionStore.get().token;
  sessionStore.subscribe(() => {
    const { token } = sessionStore.get();
    if (token !== lastToken) {
      lastToken = token;
      wsClient.terminate();
    }
  });
  return createTransportLink(wsClient);
};
