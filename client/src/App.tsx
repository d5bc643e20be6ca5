import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { prefetchPublicData } from './public/prefetch';
import { routes } from './routes';
import { NotifyHost } from './ui/toast';

// the first page's data is asked for while the page's code still downloads
prefetchPublicData(apolloClient, window.location.pathname, window.location.search);
const router = createBrowserRouter(routes);

/**
 * No FluentProvider here: the public pages do without one (smaller first download); every other screen
 * gets it from its layout route (ui/FluentShell.tsx).
 */
export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
      <NotifyHost />
    </ApolloProvider>
  );
}
