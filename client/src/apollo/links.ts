import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { sessionErrors, sessionStore } from '../auth/session';
import { decodeToken, isExpired } from '../auth/token';
import { notify } from '../ui/toast';
import { errorCode, errorMessage } from './errors';
import { isPublicOperation } from './publicLink';

export const GRAPHQL_PATH = '/graphql';

/** Operations whose failures the caller handles itself (the route guard's `me`). */
const QUIET_OPERATIONS = new Set(['Me']);

export interface RequestContext {
  /** Suppresses the red toast for this operation. */
  silent?: boolean;
}

/** The stored token as a header value; an expired token is not sent (the server would refuse it anyway). */
export const bearer = (now = Date.now()): string | undefined => {
  const { token } = sessionStore.get();
  if (!token) return undefined;
  const payload = decodeToken(token);
  return payload && isExpired(payload, now) ? undefined : `Bearer ${token}`;
};

/** A request the client itself aborted (a cancelled upload): the caller tells the user, in Indonesian. */
const isAborted = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === 'AbortError';

export const errorLink = new ErrorLink(({ error, operation }) => {
  if (isAborted(error)) return;
  const quiet = (operation.getContext() as RequestContext).silent || QUIET_OPERATIONS.has(operation.operationName ?? '');
  if (errorCode(error) === 'UNAUTHENTICATED' && sessionStore.get().token && operation.operationName !== 'Login') {
    sessionErrors.raise();
    return;
  }
  if (!quiet) notify.error(errorMessage(error));
});

/** Adds the token, except to public operations: their answers are the same for everyone (publicLink.ts). */
export const authLink = new ApolloLink((operation, forward) => {
  const authorization = isPublicOperation(operation) ? undefined : bearer();
  if (authorization) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization },
    }));
  }
  return forward(operation);
});
