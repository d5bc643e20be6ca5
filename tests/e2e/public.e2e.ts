import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, hasBrowser, launchBrowser, openPage, startBuiltServer, visible, type BuiltServer } from './harness.js';

/** Where the screenshots of every public page go (E2E_SCREENSHOTS to keep them elsewhere). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'kerjasama-public-screenshots');

/** Every public route, with the heading (h1) a visitor should see. */
const PAGES: { route: string; h1: RegExp; title: RegExp }[] = [
  { route: '/beranda', h1: /Bersinergi membangun kota/, title: /^Beranda \|/ },
  { route: '/profile', h1: /^Profil$/, title: /^Profil \|/ },
  { route: '/kontak', h1: /^Kontak$/, title: /^Kontak \|/ },
  { route: '/kerjasama/kesepakatan', h1: /^Kesepakatan$/, title: /^Kesepakatan \|/ },
  { route: '/kerjasama/perjanjian', h1: /^Perjanjian\/Rencana Kerja$/, title: /^Perjanjian\/Rencana Kerja \|/ },
  { route: '/daftar-kegiatan', h1: /^Kegiatan Terbaru$/, title: /^Kegiatan \|/ },
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type Page = import('playwright-core').Page;

/**
 * For a check that something did NOT change: resolves once the page has run the tasks queued before it
 * (React renders a state change in a task of its scheduler, posted through a MessageChannel), so the check
 * sees the outcome of what came before instead of a fixed pause. MessageChannel, not requestAnimationFrame
 * or setTimeout: those follow page.clock, which a test may have paused.
 */
const queuedTasksDone = (page: Page) =>
  page.evaluate(`new Promise((done) => {
    let rounds = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (++rounds === 3 ? (channel.port1.close(), done(true)) : channel.port2.postMessage(0));
    channel.port2.postMessage(0);
  })`);

const gql = async (url: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

/** Creates an active kegiatan as the admin through GraphQL (a multipart request with its picture). */
const createKegiatan = async (url: string, token: string, judul: string) => {
  const picture = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#1d5196' } }).png().toBuffer();
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }',
      variables: { i: { judul, highlight: 'Kegiatan yang baru saja diterbitkan dari area admin.', isi: '<p>Isi kegiatan.</p>', status: 1 }, gambar: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.gambar'] }));
  form.append('0', new Blob([picture], { type: 'image/png' }), 'kegiatan-baru.png');
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await res.json()) as { data?: { createKegiatan: { idKegiatan: number } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createKegiatan.idKegiatan;
};

/** Scrolls through the page so lazy images load, then back to the top. */
const loadLazyImages = async (page: Page) => {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  })()`);
  await page.waitForLoadState('networkidle');
};

const h1Text = async (page: Page) => (await page.locator('h1').first().innerText()).trim();

describe.skipIf(!hasBrowser())('public site in the browser', () => {
  let server: BuiltServer;
  let admin: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer({ SEED_DEMO: '1' });
    admin = (await gql(server.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN })).login.token;
  });
  afterAll(() => server?.stop());

  for (const viewport of WIDTHS) {
    it(`renders every public route at ${viewport.width} px with its heading, title and description`, async () => {
      const browser = await launchBrowser(viewport);
      const { page } = browser;
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(String(e)));
      page.on('response', (r) => {
        if (r.status() >= 400 && !r.url().includes('youtube')) problems.push(`${r.status()} ${r.url()}`);
      });
      try {
        const { kegiatanPublik } = await gql(server.url, '{ kegiatanPublik { items { idKegiatan judul } } }');
        const detail = kegiatanPublik.items[0] as { idKegiatan: number; judul: string };
        const judul = detail.judul.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const pages = [...PAGES, { route: `/kegiatan/${detail.idKegiatan}`, h1: new RegExp(`^${judul}$`), title: new RegExp(`^${judul} \\|`) }];
        for (const p of pages) {
          await openPage(page, `${server.url}${p.route}`);
          await visible(page.locator('h1'));
          await page.waitForLoadState('networkidle');
          expect(await h1Text(page), p.route).toMatch(p.h1);
          expect(await page.locator('h1').count(), `${p.route}: one h1`).toBe(1);
          expect(await page.title(), p.route).toMatch(p.title);
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description?.length ?? 0, `${p.route}: meta description`).toBeGreaterThan(30);
          // every image has alt text and explicit dimensions; public pictures offer a srcset of ?w= copies
          // (the Kontak map's tiles are the tile server's pictures, not the site's)
          const images = await page.locator('main img:not(.leaflet-tile)').evaluateAll((els) =>
            els.map((el) => ({
              alt: el.getAttribute('alt'),
              width: el.getAttribute('width'),
              height: el.getAttribute('height'),
              srcset: el.getAttribute('srcset') ?? '',
            })),
          );
          for (const img of images) {
            expect(img.alt, `${p.route}: alt`).not.toBeNull();
            expect(Number(img.width) > 0 && Number(img.height) > 0, `${p.route}: width/height`).toBe(true);
            expect(img.srcset, `${p.route}: srcset`).toMatch(/\?w=320 320w/);
          }
          // nothing wider than the window (no sideways scrolling on a phone)
          const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
          expect(overflow, `${p.route}: horizontal overflow`).toBeLessThanOrEqual(0);
          await loadLazyImages(page);
          await page.screenshot({ path: path.join(SHOTS, `${p.route.slice(1).replace(/\//g, '_')}-${viewport.width}.png`), fullPage: true });
        }
        // the tables list the active rows of the demo data, numbered from 1
        await openPage(page, `${server.url}/kerjasama/kesepakatan`);
        await visible(page.locator('tbody tr td[data-label="Mitra"]'));
        expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
        expect(await page.locator('thead th').allInnerTexts()).toEqual(
          expect.arrayContaining([expect.stringMatching(/^No\.$/i), expect.stringMatching(/^Mitra$/i), expect.stringMatching(/^Judul Kesepakatan$/i)]),
        );
        await openPage(page, `${server.url}/kerjasama/perjanjian`);
        await visible(page.locator('tbody tr td[data-label="Judul Kesepakatan"]'));
        expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }

  it('opens the Deskripsi popup at 50% of the window from 992 px and at 90% below', async () => {
    for (const viewport of WIDTHS) {
      const browser = await launchBrowser(viewport);
      const { page } = browser;
      try {
        await openPage(page, `${server.url}/kerjasama/kesepakatan`);
        const first = page.locator('tbody tr').first();
        const judul = (await first.locator('td[data-label="Judul Kesepakatan"]').innerText()).trim();
        await first.getByRole('button', { name: /Deskripsi/ }).click();
        const dialog = page.getByRole('dialog', { name: judul });
        await visible(dialog);
        // measured once its opening transition has settled (the width is what the rule is about)
        await expect
          .poll(async () => ((await dialog.boundingBox())?.width ?? 0) / viewport.width)
          .toBeCloseTo(viewport.width >= 992 ? 0.5 : 0.9, 2);
        await visible(dialog.getByText('Deskripsi', { exact: true }));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // focus returns to the button that opened it
        expect(await page.evaluate('document.activeElement?.textContent?.trim()')).toBe('Deskripsi');
      } finally {
        await browser.close();
      }
    }
  });

  it('uses the mobile menu under 992 px and the full navbar from 992 px', async () => {
    const browser = await launchBrowser({ width: 991, height: 800 });
    const { page } = browser;
    try {
      await openPage(page, `${server.url}/profile`);
      const burger = page.getByRole('button', { name: 'Buka menu' });
      await visible(burger);
      expect(await page.getByRole('navigation', { name: 'Navigasi utama' }).count()).toBe(0);
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await visible(drawer);
      await drawer.getByRole('link', { name: 'Perjanjian/Rencana Kerja' }).click();
      await page.waitForURL('**/kerjasama/perjanjian');
      await visible(page.getByRole('heading', { level: 1, name: 'Perjanjian/Rencana Kerja' }));

      await page.setViewportSize({ width: 992, height: 800 });
      const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
      await visible(nav);
      expect(await page.getByRole('button', { name: 'Buka menu' }).count()).toBe(0);
      // the Kerja Sama dropdown works from the keyboard
      const trigger = nav.getByRole('button', { name: 'Kerja Sama' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await visible(nav.getByRole('link', { name: 'Kesepakatan' }));
      await page.keyboard.press('Escape');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await browser.close();
    }
  });

  it('keeps the navbar transparent over the hero of Home and Kegiatan pages until 100 px of scrolling', async () => {
    const browser = await launchBrowser({ width: 1280, height: 800 });
    const { page } = browser;
    const header = page.locator('header[data-solid]');
    try {
      for (const route of ['/beranda', '/daftar-kegiatan']) {
        await openPage(page, `${server.url}${route}`);
        await visible(page.locator('h1'));
        await expect.poll(() => header.getAttribute('data-solid'), { message: route }).toBe('false');
        expect(await page.evaluate(`getComputedStyle(document.querySelector('header[data-solid]')).backgroundColor`)).toBe('rgba(0, 0, 0, 0)');
        // wait until the scroll has reached 80 px and its scroll event was handled (this listener is added
        // after the navbar's), then until the render that event queued has run
        await page.evaluate(`void (window.e2eScrolled = new Promise((done) => {
          const seen = () => window.scrollY >= 79 && (window.removeEventListener('scroll', seen), done(true));
          window.addEventListener('scroll', seen, { passive: true });
        }))`);
        await page.mouse.wheel(0, 80);
        await page.evaluate('window.e2eScrolled');
        await queuedTasksDone(page);
        expect(await header.getAttribute('data-solid'), `${route} at 80 px`).toBe('false');
        await page.evaluate('window.scrollTo(0, 140)');
        await expect.poll(() => header.getAttribute('data-solid')).toBe('true');
        await page.evaluate('window.scrollTo(0, 0)');
        await expect.poll(() => header.getAttribute('data-solid')).toBe('false');
      }
      await openPage(page, `${server.url}/kontak`);
      await expect.poll(() => header.getAttribute('data-solid')).toBe('true');
    } finally {
      await browser.close();
    }
  });

  it('rotates the home slider every 7 s and stops while hovered', async () => {
    const browser = await launchBrowser({ width: 1280, height: 800 });
    const { page } = browser;
    const start = new Date('2026-11-20T08:00:00+07:00');
    try {
      await page.clock.install({ time: start });
      await openPage(page, `${server.url}/beranda`);
      const hero = page.locator('section[aria-roledescription="carousel"]').first();
      const current = () => hero.locator('button[aria-current="true"]').getAttribute('aria-label');
      await visible(hero.locator('button[aria-current="true"]'));
      // stop the page's clock; a click (without focus, which would pause it) restarts the 7 s interval
      await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
      await hero.getByRole('button', { name: 'Gambar 1 dari 3' }).dispatchEvent('click');
      await expect.poll(current).toBe('Gambar 1 dari 3');
      await page.clock.runFor(6900);
      await queuedTasksDone(page);
      expect(await current()).toBe('Gambar 1 dari 3');
      await page.clock.runFor(200);
      await expect.poll(current).toBe('Gambar 2 dari 3');
      await hero.hover();
      await page.clock.runFor(30_000);
      await queuedTasksDone(page);
      expect(await current()).toBe('Gambar 2 dari 3');
    } finally {
      await browser.close();
    }
  });

  it('sends public queries as cacheable GET requests without the token, even when signed in', async () => {
    const browser = await launchBrowser({ width: 1280, height: 800 });
    const { page } = browser;
    const seen: Promise<{ method: string; auth: string | undefined; cacheControl: string | undefined; url: string }>[] = [];
    page.on('requestfinished', (req) => {
      if (!req.url().includes('/graphql')) return;
      seen.push(
        (async () => ({
          method: req.method(),
          auth: (await req.allHeaders()).authorization,
          cacheControl: (await req.response())?.headers()['cache-control'],
          url: req.url(),
        }))(),
      );
    });
    try {
      await openPage(page, `${server.url}/login`);
      await page.evaluate(
        `localStorage.setItem('kerjasama.token', ${JSON.stringify(admin)}); localStorage.setItem('kerjasama.user', '{"id_user":1,"id_level":99,"nama":"Administrator"}')`,
      );
      // /beranda comes rendered by the server with its answers; the pages opened from it ask for theirs
      await openPage(page, `${server.url}/beranda`);
      await visible(page.getByRole('heading', { name: 'Kegiatan Terbaru' }));
      await visible(page.getByRole('button', { name: /Menu pengguna/ }));
      const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
      await nav.getByRole('link', { name: 'Kegiatan' }).click();
      await visible(page.getByRole('heading', { name: 'Semua Kegiatan' }));
      await nav.getByRole('link', { name: 'Profil' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Profil' }));
      // Wait for the outcome (the pages' public queries answered), not for the network to fall quiet:
      // under load "network idle" may never come within its time.
      const publikOf = async () => (await Promise.all(seen)).filter((r) => /operationName=Publik/.test(r.url));
      await expect.poll(async () => (await publikOf()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const publik = await publikOf();
      expect(publik.length).toBeGreaterThanOrEqual(2);
      for (const r of publik) {
        expect(r.method).toBe('GET');
        expect(r.auth).toBeUndefined();
        // the persisted-query hash travels in the address instead of the query text
        expect(decodeURIComponent(r.url)).toMatch(/"sha256Hash":"[0-9a-f]{64}"/);
      }
      expect(publik.some((r) => r.cacheControl === 'max-age=60, public')).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('serves every public page rendered on the server: its content, title and description without scripts', async () => {
    const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
    for (const p of PAGES) {
      const res = await fetch(`${server.url}${p.route}`);
      expect(res.headers.get('content-type'), p.route).toMatch(/^text\/html/);
      const html = await res.text();
      expect(textOf(/<title>([^<]*)<\/title>/.exec(html)![1]!), p.route).toMatch(p.title);
      expect(/<meta name="description" content="([^"]{30,})"/.test(html), `${p.route}: description`).toBe(true);
      expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''), p.route).toMatch(p.h1);
      // the CSP runs no inline script: every script is a file, or the JSON of the answers handed over
      for (const [, attrs] of html.matchAll(/<script([^>]*)>/g)) expect(attrs, p.route).toMatch(/ src=|type="application\/json"/);
      expect(html, p.route).toContain('<script type="application/json" id="apollo-state">');
    }
    // an address with a stray '%' is the site's not-found page, not an API error
    const broken = await fetch(`${server.url}/kerjasama/kesepakatan%`);
    expect(broken.status).toBe(404);
    expect(broken.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await broken.text()).toContain('<div id="root">');
    // the site's address leads to the home page as the server renders it
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/beranda');
    // the agreements table, and a search of it, as a search engine or a visitor without JavaScript gets it
    const { kesepakatanPublik } = await gql(server.url, '{ kesepakatanPublik { total items { judul } } }');
    const rows = (html: string) => [...html.matchAll(/<td[^>]*data-label="Judul Kesepakatan"[^>]*>(.*?)<\/td>/gs)].map((m) => textOf(m[1]!));
    const all = rows(await (await fetch(`${server.url}/kerjasama/kesepakatan`)).text());
    expect(all).toEqual(kesepakatanPublik.items.map((i: { judul: string }) => i.judul));
    const word = (kesepakatanPublik.items[0].judul as string).split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = rows(await (await fetch(`${server.url}/kerjasama/kesepakatan?judul=${encodeURIComponent(word)}&utm_source=x`)).text());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const noScript = await launchBrowser({ width: 390, height: 844 }, { javaScriptEnabled: false });
    try {
      await noScript.page.goto(`${server.url}/beranda`);
      await visible(noScript.page.getByRole('heading', { level: 1, name: /Bersinergi membangun kota/ }));
      await visible(noScript.page.getByRole('button', { name: 'Buka menu' }));
      expect(await noScript.page.getByRole('navigation', { name: 'Navigasi utama' }).count()).toBe(0);
      await noScript.page.goto(`${server.url}/kerjasama/kesepakatan`);
      expect(await noScript.page.locator('tbody tr').count()).toBe(all.length);
    } finally {
      await noScript.close();
    }
  });

  it('re-renders a server-rendered page when its data changes, and the browser takes it over without a shift', async () => {
    const judul = `Kegiatan Render Server ${Date.now()}`;
    const before = await (await fetch(`${server.url}/daftar-kegiatan`)).text();
    expect(before).not.toContain(judul);
    await createKegiatan(server.url, admin, judul);
    expect(await (await fetch(`${server.url}/daftar-kegiatan`)).text()).toContain(judul);

    const browser = await launchBrowser({ width: 1280, height: 800 });
    const errors: string[] = [];
    browser.page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    browser.page.on('pageerror', (e) => errors.push(String(e)));
    const queries: string[] = [];
    browser.page.on('request', (r) => void (r.url().includes('/graphql') && queries.push(r.url())));
    try {
      await openPage(browser.page, `${server.url}/daftar-kegiatan`);
      await browser.page.waitForLoadState('networkidle');
      await visible(browser.page.getByRole('heading', { level: 3, name: judul }));
      // the browser's first render reads the answers the page came with: no public query is sent again
      expect(queries).toEqual([]);
      // the shifts with what moved (an element's tag, class and text), so a failure says what shifted
      type Shift = { value: number; moved: string[] };
      const shifts = await browser.page.evaluate(
        () =>
          new Promise<Shift[]>((resolve) => {
            const seen: Shift[] = [];
            type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Entry[]) {
                if (e.hadRecentInput) continue;
                const moved = (e.sources ?? []).map(({ node }) => {
                  const el = node instanceof Element ? node : node?.parentElement;
                  return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '?';
                });
                seen.push({ value: e.value, moved });
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(seen), 200);
          }),
      );
      const shift = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(shift, JSON.stringify(shifts)).toBeLessThan(0.01);
      // the page is interactive: the navbar's dropdown opens
      await browser.page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('button', { name: 'Kerja Sama' }).click();
      await visible(browser.page.getByRole('link', { name: 'Kesepakatan' }));
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows a kegiatan created in the admin area on /daftar-kegiatan after invalidation', async () => {
    const judul = `Kunjungan Kerja Uji ${Date.now()}`;
    const first = await launchBrowser({ width: 1280, height: 800 });
    try {
      await openPage(first.page, `${server.url}/daftar-kegiatan`);
      await visible(first.page.getByRole('heading', { name: 'Semua Kegiatan' }));
      await visible(first.page.locator('article h3').first());
      expect(await first.page.getByText(judul).count()).toBe(0);
    } finally {
      await first.close();
    }
    // the list is in the server's response cache now; a write of public content invalidates it
    const id = await createKegiatan(server.url, admin, judul);
    const second = await launchBrowser({ width: 1280, height: 800 });
    try {
      await openPage(second.page, `${server.url}/daftar-kegiatan`);
      await visible(second.page.getByRole('heading', { level: 3, name: judul }));
      // the newest kegiatan leads the Kegiatan Terbaru carousel too
      await visible(second.page.getByRole('heading', { level: 2, name: judul }));
      await second.page.getByRole('link', { name: `Selengkapnya: ${judul}` }).first().click();
      await second.page.waitForURL(`**/kegiatan/${id}`);
      await visible(second.page.getByRole('heading', { level: 1, name: judul }));
    } finally {
      await second.close();
    }
  });
});
