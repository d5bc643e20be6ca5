import { existsSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import { Router } from 'express';
import { Kind, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { AppError, MESSAGES } from '../common/errors.js';
import type { Context } from '../common/context.js';
import { can } from '../rules/policy.js';
import { graphqlRuntime } from './graphql-runtime.js';

/** Where the schema's SDL is served (README: for integrators; the same text as schema.graphql). */
export const SDL_PATH = '/graphql/schema.graphql';

/**
 * For integrators: `/graphiql`, the in-browser IDE (client/graphiql.html, built by Vite into the client's
 * dist), unless GRAPHIQL=off; and the schema's SDL at SDL_PATH for anyone, with the descriptions of every
 * operation (the public queries need no token). Mounted before /graphql and the client's static files.
 */
export const graphiqlRoutes = (options: { schema: GraphQLSchema; clientDist: string; enabled: boolean }): Router => {
  const router = Router();
  // sorted like schema.graphql (emit-schema.ts); from the module instance the schema was built with
  const sdl = `${graphqlRuntime.printSchema(graphqlRuntime.lexicographicSortSchema(options.schema))}\n`;
  router.get(SDL_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('text/plain; charset=utf-8').send(sdl);
  });
  const page = `${options.clientDist}/graphiql.html`;
  router.get(['/graphiql', '/graphiql.html'], (_req, res) => {
    if (!options.enabled) return void res.status(404).json({ success: false, message: 'GraphiQL dinonaktifkan di server ini (GRAPHIQL=off)' });
    if (!existsSync(page)) return void res.status(503).type('text').send('Aplikasi klien belum dibangun: jalankan `npm run build`.');
    res.set('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  return router;
};

const asksForSchema = (set: SelectionSetNode): boolean =>
  set.selections.some((s) =>
    s.kind === Kind.FIELD ? s.name.value === '__schema' || s.name.value === '__type' : s.kind === Kind.INLINE_FRAGMENT && asksForSchema(s.selectionSet),
  );

/**
 * Introspection in production: for signed-in staff (`schema:introspect`, levels 1, 2 and 99) only, so
 * GraphiQL works for them; anyone else reads the SDL at SDL_PATH. Outside production it is open to all.
 * `__typename` is no introspection; `__schema` and `__type` are found in the operation and its fragments.
 */
export const introspectionPlugin = (production: boolean): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation, document }) {
        if (!production || !operation) return;
        const fragments = document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.selectionSet] : []));
        if (!asksForSchema(operation.selectionSet) && !fragments.some(asksForSchema)) return;
        if (can(contextValue.actor, 'schema:introspect')) return;
        // An error thrown here needs its HTTP status, or Apollo answers 500. Anonymous: a request the server
        // does not serve (400, as when introspection was off), with the sign-in hint; others: 403.
        if (!contextValue.actor) {
          throw new AppError('UNAUTHENTICATED', `${MESSAGES.unauthenticated}: introspeksi skema hanya untuk staf; skema tersedia di ${SDL_PATH}`, {
            http: { status: 400 },
          });
        }
        throw new AppError('FORBIDDEN', `Introspeksi skema hanya untuk staf; skema tersedia di ${SDL_PATH}`, { http: { status: 403 } });
      },
    };
  },
});
