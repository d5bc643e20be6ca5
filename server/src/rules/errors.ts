/**
 * The stable `extensions.code` of GraphQL errors (DESIGN §4): the server raises them (common/errors.ts), the
 * client reads them (client/src/apollo/errors.ts).
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';
