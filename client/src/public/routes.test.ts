import { describe, expect, it } from 'vitest';
import { publicRoute, type ScreenHandle } from './routes';

/** The public site's modules, by path relative to this folder (Vite's glob: nothing is loaded). */
const modules = new Set(Object.keys(import.meta.glob('./**/*.tsx')));

describe('public routes', () => {
  it("names each screen's source module, whose stylesheets a server-rendered page links", () => {
    const screens = [publicRoute, ...(publicRoute.children ?? [])];
    expect(screens).toHaveLength(9);
    for (const route of screens) {
      const { module } = route.handle as ScreenHandle;
      expect(module.startsWith('src/public/'), module).toBe(true);
      expect(modules.has(`./${module.slice('src/public/'.length)}`), module).toBe(true);
      // the module named is the one whose export the screen renders
      expect(module.endsWith(`/${(route.Component as { displayName?: string }).displayName}.tsx`), module).toBe(true);
    }
  });
});
