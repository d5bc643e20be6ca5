/**
 * The public site's pages rendered on the server (client/src/ssr/renderPublicPage.tsx, built into
 * client/dist-ssr): the HTML of /beranda, /kerjasama/kesepakatan… carries the page itself — content,
 * title, description, stylesheets — so it shows before the scripts have arrived, search engines read
 * it, and the browser renders the same page over it from the answers handed over with it. Any other
 * path, or a page that cannot be rendered (no SSR build, an error, too many renders at once), gets the
 * plain application shell, which renders in the browser as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { escapeHtml } from '../common/html.js';

/** Paths of the public site (SPEC §2.1). */
const PUBLIC_PAGE = /^\/(beranda|profile|kontak|kerjasama\/(kesepakatan|perjanjian)|daftar-kegiatan|kegiatan\/[^/]+)\/?$/;
/** The query parameters the public pages read (their list's page and search); others do not change a page. */
const PAGE_PARAMS = ['page', 'judul'];
/** Renders running at once beyond this are not waited for: the plain shell is served instead. */
const MAX_CONCURRENT_RENDERS = 4;
const RENDER_TIMEOUT_MS = 5000;

type GraphqlRequest = { query: string; variables?: Record<string, unknown>; operationName?: string };
interface RenderedPage {
  html: string;
  state: unknown;
  meta: { title: string; description: string } | null;
  modules: string[];
}
type RenderPublicPage = (url: string, execute: (r: GraphqlRequest) => Promise<FormattedExecutionResult>) => Promise<RenderedPage | null>;
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface PublicPages {
  /** The HTML for `path` + `search`: the rendered page, or the application shell. */
  html(path: string, search: string, log: Logger): Promise<string>;
}

/** The page's URL as rendered and cached: its path and only the parameters a page reads, in one order. */
export const pageKey = (path: string, search: string): string | null => {
  if (!PUBLIC_PAGE.test(path)) return null;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = given.get(name);
    if (value) kept.set(name, value.slice(0, 200));
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
};

/** The assets a set of manifest modules needs, following their static imports. */
const assetsOf = (manifest: Manifest, modules: string[]) => {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  modules.forEach(visit);
  return { css, js };
};

export const createPublicPages = async (options: {
  clientDist: string;
  ssrEntry: string;
  /** The public data version: a rendered page is kept until the data it shows changes. */
  version: () => number;
  execute: (request: GraphqlRequest, log: Logger) => Promise<FormattedExecutionResult>;
  /** Told of each lookup of a rendered page, hit or miss (metrics). */
  onLookup?: (hit: boolean) => void;
}): Promise<PublicPages> => {
  const shell = readFileSync(`${options.clientDist}/index.html`, 'utf8');
  const manifestFile = `${options.clientDist}/.vite/manifest.json`;
  if (!existsSync(options.ssrEntry) || !existsSync(manifestFile)) return { html: async () => shell };
  const { renderPublicPage } = (await import(pathToFileURL(options.ssrEntry).href)) as { renderPublicPage: RenderPublicPage };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const inShell = assetsOf(manifest, ['index.html']);

  // A rendered page reads without scripts: no "enable JavaScript" line above it, and the scripts (which only
  // make it interactive) download after the stylesheets and the hero picture instead of competing.
  const pageShell = shell
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  // a function, not a string: `$&` or `$'` in a page's text must not be read as a replacement pattern
  const put = (html: string, pattern: string | RegExp, value: string) => html.replace(pattern, () => value);

  const page = (rendered: RenderedPage): string => {
    const { css, js } = assetsOf(manifest, rendered.modules);
    const links = [
      ...[...css].filter((f) => !inShell.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...js].filter((f) => !inShell.js.has(f)).map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`),
    ].join('');
    // JSON in a data block: `<` escaped so that no text in it can close the element
    const state = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
    let html = put(pageShell, '</head>', `${links}</head>`);
    if (rendered.meta) {
      html = put(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.meta.title)}</title>`);
      html = put(html, /<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(rendered.meta.description)}"`);
    }
    return put(html, '<div id="root"></div>', `<div id="root">${rendered.html}</div><script type="application/json" id="apollo-state">${state}</script>`);
  };

  const kept = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (html) => html.length });
  const rendering = new Map<string, Promise<string>>();

  /** The rendered page; null when it is not one or its data did not all arrive (the browser then asks itself). */
  const render = async (key: string, log: Logger): Promise<string | null> => {
    let complete = true;
    const execute = async (request: GraphqlRequest) => {
      const result = await options.execute(request, log).catch((err: unknown) => {
        complete = false;
        throw err;
      });
      if (result.errors?.length) complete = false;
      return result;
    };
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('render timed out')), RENDER_TIMEOUT_MS).unref());
    const rendered = await Promise.race([renderPublicPage(`http://localhost${key}`, execute), timeout]);
    return rendered && complete ? page(rendered) : null;
  };

  return {
    async html(path, search, log) {
      const key = pageKey(path, search);
      if (!key) return shell;
      const versioned = `${options.version()}\n${key}`;
      const hit = kept.get(versioned);
      options.onLookup?.(hit !== undefined);
      if (hit) return hit;
      let pending = rendering.get(versioned);
      if (!pending) {
        if (rendering.size >= MAX_CONCURRENT_RENDERS) return shell;
        pending = render(key, log)
          .then((html) => {
            if (!html) return shell;
            kept.set(versioned, html);
            return html;
          })
          .catch((err: unknown) => {
            log.error({ err, path: key }, 'public page not rendered on the server');
            return shell;
          })
          .finally(() => rendering.delete(versioned));
        rendering.set(versioned, pending);
      }
      return pending;
    },
  };
};
