/**
 * How a server-rendered public page is put together and kept (public-pages.ts), with a stand-in for the
 * client's SSR build: the real renderer runs in the browser tests (tests/e2e/public.e2e.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicPages, pageKey } from './public-pages.js';

const SHELL = `<!doctype html><html><head><title>Kerja Sama</title><meta name="description" content="umum" />
<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/core.js">
<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><noscript>Aktifkan JavaScript</noscript><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_core.js'] },
  '_core.js': { file: 'assets/core.js' },
  '_public.js': { file: 'assets/public.js', css: ['assets/public.css'], imports: ['_core.js'] },
  'src/public/layout/PublicLayout.tsx': { file: 'assets/PublicLayout.js', imports: ['_public.js'] },
  'src/public/beranda/BerandaPage.tsx': { file: 'assets/BerandaPage.js', css: ['assets/BerandaPage.css'], imports: ['_public.js'] },
};

// The stand-in renderer: echoes the page it was asked for, with what its one query answered.
const RENDERER = `
export async function renderPublicPage(url, execute) {
  const path = new URL(url).pathname + new URL(url).search;
  if (path.startsWith('/kegiatan/none')) return null;
  const result = await execute({ query: '{ judul }' });
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  return {
    html: '<h1>' + (result.data?.judul ?? '?') + '</h1><p>' + path + '</p>',
    state: { ROOT_QUERY: { judul: result.data?.judul ?? null } },
    meta: { title: 'Beranda | Kerja Sama "Kota" <Uji>', description: 'Halaman depan & kabar terbaru' },
    modules: ['src/public/layout/PublicLayout.tsx', 'src/public/beranda/BerandaPage.tsx'],
  };
}`;

describe('server-rendered public pages', () => {
  let dir: string;
  let version = 1;
  let answer: { data?: { judul: string }; errors?: { message: string }[] } = { data: { judul: 'Halo' } };
  const log = pino({ level: 'silent' });
  const renders = () => (globalThis as { renders?: number }).renders ?? 0;
  let pages: Awaited<ReturnType<typeof createPublicPages>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kerjasama-ssr-'));
    mkdirSync(path.join(dir, 'dist/.vite'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/index.html'), SHELL);
    writeFileSync(path.join(dir, 'dist/.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(dir, 'render.mjs'), RENDERER);
    pages = await createPublicPages({
      clientDist: path.join(dir, 'dist'),
      ssrEntry: path.join(dir, 'render.mjs'),
      version: () => version,
      execute: async () => answer,
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keys a page by its path and only the parameters a page reads', () => {
    expect(pageKey('/beranda', '')).toBe('/beranda');
    expect(pageKey('/kerjasama/kesepakatan', '?utm_source=x&judul=air&page=2&x=1')).toBe('/kerjasama/kesepakatan?page=2&judul=air');
    expect(pageKey('/kegiatan/12', '?page=')).toBe('/kegiatan/12');
    expect(pageKey('/admin/beranda', '')).toBeNull();
    expect(pageKey('/login', '')).toBeNull();
    expect(pageKey('/kerjasama/lain', '')).toBeNull();
  });

  it('writes the page, its title, description, stylesheets and answers into the shell', async () => {
    const html = await pages.html('/beranda', '', log);
    expect(html).toContain('<div id="root"><h1>Halo</h1><p>/beranda</p></div>');
    expect(html).toContain('<title>Beranda | Kerja Sama &quot;Kota&quot; &lt;Uji&gt;</title>');
    expect(html).toContain('<meta name="description" content="Halaman depan &amp; kabar terbaru"');
    // the page's own stylesheets (through its imports), not those the shell links already
    expect(html.match(/rel="stylesheet"[^>]*href="[^"]+"/g)).toEqual([
      'rel="stylesheet" crossorigin href="/assets/index.css"',
      'rel="stylesheet" crossorigin href="/assets/public.css"',
      'rel="stylesheet" crossorigin href="/assets/BerandaPage.css"',
    ]);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/BerandaPage.js">');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script type="application/json" id="apollo-state">{"ROOT_QUERY":{"judul":"Halo"}}</script>');
  });

  it('keeps no text in the handed-over answers that could close their element', async () => {
    version++;
    answer = { data: { judul: "</script><script>alert(1)</script> $& $' $1" } };
    const html = await pages.html('/beranda', '', log);
    const state = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)![1]!;
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toEqual({ ROOT_QUERY: { judul: "</script><script>alert(1)</script> $& $' $1" } });
    // text that looks like a replacement pattern is written as it is
    expect(html).toContain("<h1></script><script>alert(1)</script> $& $' $1</h1>");
  });

  it('renders a page once per data version, and again after the data changed', async () => {
    version++;
    answer = { data: { judul: 'Versi A' } };
    const before = renders();
    const [a, b] = await Promise.all([pages.html('/profile', '', log), pages.html('/profile', '?utm=1', log)]);
    expect(a).toBe(b);
    expect(renders() - before).toBe(1);
    expect(await pages.html('/profile', '', log)).toContain('Versi A');
    expect(renders() - before).toBe(1);
    version++;
    answer = { data: { judul: 'Versi B' } };
    expect(await pages.html('/profile', '', log)).toContain('Versi B');
    expect(renders() - before).toBe(2);
  });

  it('serves the plain shell, and keeps nothing, when the data did not all arrive or the page is not one', async () => {
    version++;
    answer = { errors: [{ message: 'database unavailable' }] };
    expect(await pages.html('/kontak', '', log)).toBe(SHELL);
    answer = { data: { judul: 'Pulih' } };
    expect(await pages.html('/kontak', '', log)).toContain('<h1>Pulih</h1>');
    expect(await pages.html('/kegiatan/none', '', log)).toBe(SHELL);
    expect(await pages.html('/admin/beranda', '', log)).toBe(SHELL);
  });

  it('serves the plain shell when the client has no server renderer built', async () => {
    const plain = await createPublicPages({
      clientDist: path.join(dir, 'dist'),
      ssrEntry: path.join(dir, 'missing.mjs'),
      version: () => version,
      execute: async () => answer,
    });
    expect(await plain.html('/beranda', '', log)).toBe(SHELL);
  });
});
