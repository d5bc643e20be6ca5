import { FluentProvider } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { theme } from './theme';

/**
 * Layout route of every screen built with Fluent components (login, admin, 404, …): they need a
 * FluentProvider. The public site renders without one (its styles read the theme's CSS variables
 * that the build writes into index.html), so its first download carries no Fluent theme or provider.
 */
export function FluentShell() {
  return (
    <WithFluent fill>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </WithFluent>
  );
}

/** A FluentProvider with the app's theme, for Fluent pieces shown outside FluentShell (toasts, drawers). */
export function WithFluent({ children, fill = false, inline = false }: { children: ReactNode; fill?: boolean; inline?: boolean }) {
  return (
    <FluentProvider theme={theme} style={fill ? { minHeight: '100%' } : inline ? { display: 'contents' } : undefined}>
      {children}
    </FluentProvider>
  );
}
