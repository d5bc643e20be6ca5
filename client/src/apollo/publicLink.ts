import type { ApolloLink } from '@apollo/client/link';
import { BaseHttpLink } from '@apollo/client/link/http';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * The public site's transport. Public operations (named `Publik…`, defined in client/src/public/**) are
 * sent as GET requests without the bearer token, so browsers and proxies may keep the answers the
 * server marks `Cache-Control: public, max-age=60`, and a stale token can never break a public page.
 * With automatic persisted queries the URL carries the query's SHA-256 instead of its text; the
 * server asks once for the text (PERSISTED_QUERY_NOT_FOUND) and remembers it. Admin operations keep
 * their POST transport (uploads, websockets) and their token.
 */

export const PUBLIC_OPERATION_PREFIX = 'Publik';

/** A query of the public site: named `Publik…` (see client/src/public/data/publik.graphql). */
export const isPublicOperation = (operation: Pick<ApolloLink.Operation, 'operationName' | 'operationType'>): boolean =>
  String(operation.operationType) === 'query' && Boolean(operation.operationName?.startsWith(PUBLIC_OPERATION_PREFIX));

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 from the browser (available on https and on localhost only). */
export const sha256 = async (text: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

const canHash = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';

export const createPublicLink = (uri: string): ApolloLink => {
  // GET for every public query, also for the persisted-query retry that carries the query text.
  const http = new BaseHttpLink({ uri, useGETForQueries: true, headers: { 'apollo-require-preflight': 'true' } });
  // Without WebCrypto (plain http on a non-local host) the full query goes in the URL: still cacheable.
  return canHash() ? new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http) : http;
};
