/**
 * The public site rendered on the server (built by `vite build --ssr` into client/dist-ssr and run by
 * server/src/app/public-pages.ts): a first visit sees the page's content, hero picture included, as soon
 * as the HTML arrives instead of after the scripts; the browser then renders the same page over it from
 * the same data (main.tsx, ssr/initialState.ts).
 */
import { ApolloClient, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { possibleTypes, typePolicies } from '../apollo/typePolicies';
import { publicRoute, type ScreenHandle } from '../public/routes';
import { PageMetaSink, type PageMeta } from '../public/ui/usePageMeta';

/** Runs one GraphQL operation of the page as an anonymous visitor (in-process on the server). */
export type GraphqlExecutor = (request: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The Apollo cache the page was rendered with, for the browser's first render. */
  state: NormalizedCacheObject;
  meta: PageMeta | null;
  /** The source modules of the route's screens (manifest keys), whose stylesheets the page needs. */
  modules: string[];
}

const handler = createStaticHandler([publicRoute]);

/**
 * React's static renderer with every Suspense boundary written in place: no boundary is split out to be
 * swapped in by an inline script, which the CSP would refuse (and a finished page has no use for). In
 * Node its prelude is a Readable (async-iterable); the client's DOM typings describe the web stream.
 */
const prerender = (node: ReactNode) =>
  prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY }) as unknown as Promise<{ prelude: AsyncIterable<string> }>;

/** The page at `url` (absolute), or null when it is not a public page (the browser then renders it). */
export async function renderPublicPage(url: string, execute: GraphqlExecutor): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200 || context.matches.length < 2) return null;

  const client = new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
            (result) => {
              observer.next(result);
              observer.complete();
            },
            (err: unknown) => observer.error(err),
          );
        }),
    ),
  });
  let meta: PageMeta | null = null;
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <PageMetaSink.Provider value={(m) => (meta = m)}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </PageMetaSink.Provider>
      </ApolloProvider>
    ),
    renderFunction: prerender,
  });
  const modules = context.matches.flatMap((m) => {
    const handle = m.route.handle as ScreenHandle | undefined;
    return handle ? [handle.module] : [];
  });
  return { html: result, state: client.extract() as NormalizedCacheObject, meta, modules };
}
