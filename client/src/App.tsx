import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { routes } from './routes';
import { NotifyHost } from './ui/toast';

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
