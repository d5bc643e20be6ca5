import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '@rules/errors';

export type { ErrorCode };

const graphQLErrorsOf = (error: unknown): readonly GraphQLFormattedError[] => {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
};

/** Whether the server answered (GraphQL errors, an HTTP error, a protocol error), not a request that never got an answer. */
export const isServerAnswer = (error: unknown): boolean => CombinedGraphQLErrors.is(error) || ServerError.is(error) || CombinedProtocolErrors.is(error);

/** The first GraphQL error's `extensions.code`, if any. */
export const errorCode = (error: unknown): string | undefined => {
  const code = graphQLErrorsOf(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Message to show for any Apollo error (SPEC §8): the server's message, else 'Error'. */
export const errorMessage = (error: unknown): string => {
  const gql = graphQLErrorsOf(error)[0]?.message;
  if (gql) return gql;
  if (CombinedProtocolErrors.is(error)) return error.errors[0]?.message || 'Error';
  if (error instanceof Error && error.message) return error.message;
  return 'Error';
};

/** `extensions.fields` of a BAD_USER_INPUT error: `{ field: message }`. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  for (const e of graphQLErrorsOf(error)) {
    const fields = e.extensions?.fields;
    if (fields && typeof fields === 'object') {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof v === 'string') out[k] = v;
      }
      return out;
    }
  }
  return {};
};
