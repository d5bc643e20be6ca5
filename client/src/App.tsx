import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
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
  // Marks the moment the browser's render has taken over a server-rendered page: from here a tap is
  // handled (before it, the markup is the server's and inert). Browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
      <NotifyHost />
    </ApolloProvider>
  );
}
