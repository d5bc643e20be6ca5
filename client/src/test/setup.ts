import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { forgetShownNotices } from '../ui/notices';

// This file runs before each test file, in a window and module graph that the files of a worker share
// (client/vitest.config.ts): what it changes in the window, it changes once.

// findBy…/waitFor wait up to 1 s by default: the client suites run beside the server suites, and on a
// loaded 2-core machine a dialog's transition alone has taken longer; a combobox's debounced search, its
// answer and its list took 4.7 s once beside a CI run. A wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom rejects an Animation's `finished` when Fluent cancels it on unmount, and nobody awaits it.
const CATCHES = Symbol.for('kerjasama.test.animate-catches');
type Animate = Element['animate'] & { [CATCHES]?: true };
if (!(Element.prototype.animate as Animate | undefined)?.[CATCHES]) {
  const animate = Element.prototype.animate;
  const catching: Animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    animation?.finished?.catch(() => undefined);
    return animation;
  };
  catching[CATCHES] = true;
  Element.prototype.animate = catching;
}

// happy-dom lays nothing out: every box measures 0 × 0. Fluent's focus finder (tabster) takes a <body>
// without a size for a hidden frame and finds nothing to focus in it, so an opening dialog focused its own
// surface, and when that came before tabster's DOM observer had made the surface a modal layer, the layer
// was never activated and hid the dialog from the accessibility tree (aria-hidden) for good: a test found
// no field in it, now and then. A browser's <body> spans the viewport; so does this one's.
document.body.getBoundingClientRect = () => new DOMRect(0, 0, window.innerWidth, window.innerHeight);

// The lazy imports a file started (lazy screens, the toast host, the editor…; client/vitest.config.ts
// tracks them) finish before the next file: one still loading when its file ended was cut off, and the
// failed module then failed every later file of the worker that imported it.
const lazyImports = new Set<Promise<unknown>>();
(globalThis as { __trackLazyImport__?: unknown }).__trackLazyImport__ = <T>(loading: Promise<T>): Promise<T> => {
  lazyImports.add(loading);
  const settled = () => lazyImports.delete(loading);
  loading.then(settled, settled);
  return loading;
};
afterAll(async () => {
  while (lazyImports.size) await Promise.allSettled([...lazyImports]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // a notice of the last test does not hide the same notice of the next one (ui/notices.ts SAME_NOTICE_MS)
  forgetShownNotices();
});
