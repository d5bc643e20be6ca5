import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 1 s by default: the client suites run beside the server suites, and on a
// loaded 2-core machine a dialog's transition alone has taken longer.
configure({ asyncUtilTimeout: 4000 });

// happy-dom rejects an Animation's `finished` when Fluent cancels it on unmount, and nobody awaits it.
const animate = Element.prototype.animate;
Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
  const animation = animate.apply(this, args);
  animation?.finished?.catch(() => undefined);
  return animation;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
