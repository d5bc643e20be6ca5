import type { IncomingMessage, Server } from 'node:http';
import type { DocumentNode, ValidationRule } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config.js';
import { MESSAGES } from '../common/errors.js';
import { deniedFields, recordDenial } from './audit-denials.js';
import { bearerToken } from './authenticate.js';
import type { ContextFactory } from './context-factory.js';
import type { Context } from '../common/context.js';
import { formatError } from './format-error.js';
import { restateInputMessage } from './input-messages.js';
import { graphqlRuntime } from './graphql-runtime.js';
import { documentHasNul, hasNul, NUL_MESSAGE } from './input-guard.js';
import type { Services } from './services.js';
import { websocketOriginAllowed, type SessionSockets } from './websocket.js';

export interface GraphqlWsOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  config: Config;
  services: Services;
  /** Sockets by account, closed when the account's sessions are revoked. */
  sockets: SessionSockets;
  makeContext: ContextFactory;
  /** The validation rules HTTP documents are held to (graphql-armor's limits). */
  validationRules: readonly ValidationRule[];
  log: Logger;
  /** Told of every accepted websocket (metrics count them while open). */
  onConnection?: (socket: WebSocket) => void;
}

/**
 * GraphQL subscriptions over websockets (graphql-ws) on `/graphql`: same-origin sockets only, the
 * session checked at connect, subscriptions only (queries and mutations go through HTTP), documents held
 * to the HTTP limits, errors in the same codes and Indonesian messages, refusals recorded in Riwayat.
 */
export const serveGraphqlWs = ({ httpServer, schema, config, services, sockets, makeContext, validationRules, log, onConnection }: GraphqlWsOptions) => {
  const formatGraphqlError = formatError(log);
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: 1024 * 1024,
    // A page of another site must not open a socket with the visitor's session (refused with 403).
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) =>
      websocketOriginAllowed(req, { publicUrl: config.publicUrl, development: config.env === 'development', trustProxy: config.trustProxy })
        ? done(true)
        : done(false, 403, 'Forbidden'),
  });
  if (onConnection) wsServer.on('connection', onConnection);
  /** The document limits of HTTP (tokens, depth, aliases, directives, cost) hold on websockets too. */
  const { getOperationAST, getVariableValues, GraphQLError, parse, specifiedRules, validate } = graphqlRuntime;
  const wsRequestError = (message: string, code: string) =>
    new GraphQLError(`${MESSAGES.badRequest}: ${restateInputMessage(config.production ? message.replace(/ Did you mean .*$/, '') : message)}`, { extensions: { code } });
  const deniedSubscriptions = new WeakMap<object, Set<string>>();
  return useServer<Record<string, unknown>, { ctx?: Context }>(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          const authorization = String(ctx.connectionParams?.authorization ?? '') || null;
          const context = await makeContext({ authorization, ip: ctx.extra.request.socket.remoteAddress ?? '' });
          if (context.authError) return false;
          const { actor } = context;
          if (actor?.accessToken) sockets.add(actor.idUser, ctx.extra.socket, actor.accessToken.expiresAt ?? undefined, actor.accessToken.id);
          else if (actor) {
            const token = bearerToken(authorization);
            sockets.add(actor.idUser, ctx.extra.socket, (token ? services.tokens.sessionExpiresAt(token) : null) ?? undefined);
          }
          return true;
        } catch {
          return false;
        }
      },
      // Only subscriptions travel over websockets (queries and mutations go through HTTP, with its CSRF
      // prevention, plugins and audit), and a document is held to the same limits as over HTTP.
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: 3000 });
        } catch (err) {
          return [wsRequestError((err as Error).message, 'GRAPHQL_PARSE_FAILED')];
        }
        if (hasNul(payload.variables) || documentHasNul(document)) {
          return [new GraphQLError(NUL_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })];
        }
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [wsRequestError('operasi tidak ditemukan', 'BAD_REQUEST')];
        if (operation.operation !== 'subscription') {
          return [wsRequestError('websocket hanya untuk subscription; gunakan HTTP untuk query dan mutation', 'BAD_REQUEST')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (errors.length) return errors.map((e) => wsRequestError(e.message, 'GRAPHQL_VALIDATION_FAILED'));
        // Refused variables are the client's mistake, as over HTTP (execution would call them internal).
        const variables = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 10 });
        if (variables.errors) return variables.errors.map((e) => wsRequestError(e.message, 'BAD_USER_INPUT'));
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: (ctx) =>
        makeContext({
          authorization: String(ctx.connectionParams?.authorization ?? '') || null,
          ip: ctx.extra.request.socket.remoteAddress ?? '',
        }),
      // The same error codes and Indonesian messages as over HTTP (e.g. a refusal at subscribe time).
      // Synchronous when there is nothing to translate: no promise per delivery on the fan-out path.
      onNext: (ctx, id, _payload, args, result) => {
        if (!result.errors?.length) return undefined;
        const errors = result.errors.map((e) => formatGraphqlError(e.toJSON(), e));
        const denied = deniedFields(errors);
        // A subscription refused at each event is recorded once, not once per event.
        const recorded = (deniedSubscriptions.get(ctx) ?? deniedSubscriptions.set(ctx, new Set()).get(ctx))!;
        if (!denied.length || recorded.has(id)) return { ...result, errors };
        recorded.add(id);
        return recordDenial(services.riwayat, args.contextValue as Context, denied).then(() => ({ ...result, errors }));
      },
    },
    wsServer,
  );

};
