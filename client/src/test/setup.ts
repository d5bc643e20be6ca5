import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
