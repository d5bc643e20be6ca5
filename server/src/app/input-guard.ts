import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode } from 'graphql';
import { AppError } from '../common/errors.js';
import type { Context } from '../common/context.js';

/** PostgreSQL text cannot hold U+0000: such a value would fail deep in a query with a 500. */
export const NUL_MESSAGE = 'Teks tidak boleh mengandung karakter NUL (\\u0000)';
/** A subscription lives on a socket: over HTTP its resolvers would get no event to answer. */
export const SUBSCRIPTION_MESSAGE = 'Langganan (subscription) hanya dapat dijalankan melalui WebSocket (graphql-ws) di /graphql';

const isPlain = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** True when a variable value (JSON: strings, numbers, arrays, plain objects) holds a NUL character. */
export const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || !value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return isPlain(value) && Object.values(value).some((v) => hasNul(v, depth + 1));
};

/** Answers per parsed document: Apollo keeps parsed documents, so a repeated one is walked once. */
const nulInDocument = new WeakMap<DocumentNode, boolean>();

export const documentHasNul = (document: DocumentNode): boolean => {
  let known = nulInDocument.get(document);
  if (known === undefined) nulInDocument.set(document, (known = walkHasNul(document)));
  return known;
};

const walkHasNul = (document: DocumentNode): boolean => {
  let found = false;
  const walk = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as { kind?: string; value?: unknown };
    if (n.kind === Kind.STRING && typeof n.value === 'string' && n.value.includes('\u0000')) found = true;
    for (const [key, child] of Object.entries(n)) if (key !== 'loc') walk(child);
  };
  walk(document);
  return found;
};

/**
 * Refuses, before anything runs, an operation whose variables or inline strings carry U+0000, and a
 * subscription: over HTTP GraphQL and the legacy adapter alike (both run through Apollo; the sockets
 * of graphql-ws do not).
 */
export const inputGuardPlugin = (): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, operation }) {
        if (operation?.operation === 'subscription') throw new GraphQLError(SUBSCRIPTION_MESSAGE, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        if (hasNul(request.variables) || documentHasNul(document)) {
          throw new AppError('BAD_USER_INPUT', NUL_MESSAGE, { http: { status: 400 } });
        }
      },
    };
  },
});
