import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import type { LazyScreen } from './router/lazyNamed';
import { routes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The screens of the first location are loaded before the first render: a page the server rendered
 * (its markup already in #root) is then replaced by the same page in one step, not by a spinner first.
 * A screen that fails to load is left to the router's own loading and error handling.
 */
const screens = (matchRoutes(routes, window.location) ?? [])
  .map((m) => m.route.Component as Partial<LazyScreen> | undefined)
  .filter((c): c is LazyScreen => typeof c?.preload === 'function');

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: a visitor reading a server-rendered page can scroll and tap meanwhile.
void Promise.allSettled(screens.map((s) => s.preload())).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
