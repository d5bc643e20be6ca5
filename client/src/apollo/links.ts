import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createClient, type Client } from 'graphql-ws';
import { sessionErrors, sessionStore } from '../auth/session';
import { notify } from '../ui/toast';
import { errorCode, errorMessage } from './errors';

export const GRAPHQL_PATH = '/graphql';

/** Operations whose failures the caller handles itself (the route guard's `me`). */
const QUIET_OPERATIONS = new Set(['Me']);

export interface RequestContext {
  /** Suppresses the red toast for this operation. */
  silent?: boolean;
}

const bearer = (): string | undefined => {
  const { token } = sessionStore.get();
  return token ? `Bearer ${token}` : undefined;
};

export const errorLink = new ErrorLink(({ error, operation }) => {
  const quiet = (operation.getContext() as RequestContext).silent || QUIET_OPERATIONS.has(operation.operationName ?? '');
  if (errorCode(error) === 'UNAUTHENTICATED' && sessionStore.get().token && operation.operationName !== 'Login') {
    sessionErrors.raise();
    return;
  }
  if (!quiet) notify.error(errorMessage(error));
});

export const authLink = new ApolloLink((operation, forward) => {
  const authorization = bearer();
  if (authorization) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization },
    }));
  }
  return forward(operation);
});

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
  new UploadHttpLink({ uri: GRAPHQL_PATH, headers: { 'apollo-require-preflight': 'true' } });

export const createTransportLink = (ws: Client): ApolloLink =>
  ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(ws), createHttpLink());
