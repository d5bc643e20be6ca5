import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider } from '@fluentui/react-components';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { routes } from './routes';
import { NotifyHost } from './ui/toast';
import { theme } from './ui/theme';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100%' }}>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
        <NotifyHost />
      </ApolloProvider>
    </FluentProvider>
  );
}
