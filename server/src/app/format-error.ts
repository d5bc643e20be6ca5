import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';
import { AppError, MESSAGES } from '../common/errors.js';
import { restateInputMessage } from './input-messages.js';

const OUR_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS']);
/** Errors GraphQL itself raises about the request; safe to show, with an Indonesian headline. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** The multipart parser (busboy, under graphql-upload) refusing a malformed body: the client's mistake. */
const MALFORMED_BODY = /^(Malformed part header|Malformed urlencoded form|Unexpected end of (form|file|multipart data)|Multipart: Boundary not found)/;
const isClientFault = (e: unknown): boolean => {
  const err = e as { status?: unknown; statusCode?: unknown; message?: unknown; extensions?: { http?: { status?: unknown } } } | undefined;
  // Apollo's own refusals without a code (a malformed persisted query) carry their 400 in extensions.http
  const status = err?.status ?? err?.statusCode ?? err?.extensions?.http?.status;
  return (typeof status === 'number' && status >= 400 && status < 500) || (typeof err?.message === 'string' && MALFORMED_BODY.test(err.message));
};

/**
 * Maps every error to a stable code and an Indonesian message. Anything unexpected is logged in full
 * and masked, so no stack trace or internal detail reaches a client.
 */
export const formatError =
  (log: Logger) =>
  (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error) as { extensions?: Record<string, unknown> } | undefined;
    const code = String(formatted.extensions?.code ?? original?.extensions?.code ?? '');
    const base = { locations: formatted.locations, path: formatted.path };
    if (code === 'UNAUTHENTICATED' && formatted.message.startsWith('Access denied')) {
      return { ...base, message: MESSAGES.unauthenticated, extensions: { code } };
    }
    if (code === 'UNAUTHORIZED') return { ...base, message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } };
    if (OUR_CODES.has(code)) {
      const fields = formatted.extensions?.fields;
      if (code === 'BAD_USER_INPUT' && !fields && !(original instanceof AppError)) {
        return { ...base, message: `${MESSAGES.badRequest}: ${restateInputMessage(formatted.message)}`, extensions: { code } };
      }
      return { ...base, message: formatted.message, extensions: fields ? { code, fields } : { code } };
    }
    if (REQUEST_CODES.has(code)) {
      return { ...base, message: `${MESSAGES.badRequest}: ${restateInputMessage(formatted.message)}`, extensions: { code } };
    }
    if (isClientFault(original)) return { ...base, message: MESSAGES.badRequest, extensions: { code: 'BAD_REQUEST' } };
    log.error({ err: original ?? error }, 'unexpected error in a GraphQL operation');
    return { ...base, message: MESSAGES.internal, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
