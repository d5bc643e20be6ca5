import { afterAll, beforeAll } from 'vitest';

/**
 * For the calling test file's tests: no `Element.prototype.animate`, so Fluent's motion finishes at once
 * (happy-dom rejects Fluent's cancelled Web Animations as unhandled AbortErrors). Call it at the top of the
 * file: hooks, not an import's side effect, because the client files share their modules and window
 * within a worker (client/vitest.config.ts), and the next file gets the animations back.
 */
export const withoutAnimations = (): void => {
  let animate: Element['animate'] | undefined;
  beforeAll(() => {
    animate = Element.prototype.animate;
    delete (Element.prototype as { animate?: unknown }).animate;
  });
  afterAll(() => {
    if (animate) Element.prototype.animate = animate;
  });
};
