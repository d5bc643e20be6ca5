import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded screen that can be loaded ahead of its first render. */
export type LazyScreen = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy for a module's named export (the codebase uses named exports only). `preload()` loads the
 * module ahead of time; once it has loaded, the screen renders at once instead of suspending for a tick,
 * so a server-rendered page is replaced by the same page, never by a spinner (main.tsx).
 */
export const lazyNamed = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen => {
  let loaded: ComponentType | undefined;
  const loadComponent = () =>
    load().then((m) => {
      loaded = m[name] as ComponentType;
      return loaded;
    });
  const Lazy = lazy(() => loadComponent().then((c) => ({ default: c })));
  const Screen = (props: object) => createElement(loaded ?? Lazy, props);
  Screen.displayName = name;
  Screen.preload = () => loadComponent().then(() => undefined);
  return Screen;
};
