import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (the codebase uses named exports only). */
export const lazyNamed = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
