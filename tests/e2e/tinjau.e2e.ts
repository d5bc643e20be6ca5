/**
 * Issue 16's screenshot review, kept as a regression test (built app, demo content): every public page,
 * every admin screen of each level (99 and 1 admin, 2 SKPD, 3–5 partner) and every dialog they open
 * (create/edit forms empty and with their messages, delete confirmations, detail dialogs with their
 * Tahapan/Adendum/TKKSD panels and the dialogs those open, documents, gallery, SKPD, export and report
 * dialogs, the Penjajakan chat, the header's search, notifications, task and user menus, the phone
 * sidebar and the public mobile menu) at 390×844 and 1366×768. On each: the page does not scroll
 * sideways, no element spills past the viewport or out of its dialog unless a scrolling box holds it (or,
 * but for a form control, a box that clips it),
 * and a dialog fits the viewport (a taller one scrolls inside). Screenshots go to $E2E_SHOTS
 * (default: <tmp>/tinjau-shots) for a person to look at; in CI, where nobody looks at them, only a look
 * that found something is photographed unless E2E_SHOTS asks for all of them.
 *
 * One browser serves the whole file (a fresh context per test), and each account signs in through the
 * login form once: its second size starts from the session the first one stored.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type BuiltServer, createAccount, gqlAt, hasBrowser, launchSharedBrowser, openPage, settled, startBuiltServer, until, visible } from './harness.js';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const SHOTS = process.env.E2E_SHOTS || path.join(tmpdir(), 'tinjau-shots');
/** Every look photographed (locally, or with E2E_SHOTS); otherwise only the looks with a finding. */
const EVERY_SHOT = !!process.env.E2E_SHOTS || !process.env.CI;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
type Account = { username: string; password: string };
const SATU = { username: 'admin.satu', password: 'Satu#12345' };
const STAF = { username: 'staf.tinjau', password: 'Staf#12345' };
const MITRA = [3, 4, 5].map((idLevel) => ({ username: `mitra.tinjau${idLevel}`, password: `Mitra#${idLevel}2345`, idLevel }));

const ADMIN_SCREENS = [
  'beranda', 'penjajakan', 'kesepakatan', 'kesepakatan/create', 'pks', 'pks/create', 'monev', 'kegiatan', 'gambar',
  'mitra', 'instansi', 'pengguna', 'riwayat', 'pengaturan', 'token-akses', 'notifikasi', 'tugas-saya',
];
const SKPD_SCREENS = ['beranda', 'penjajakan', 'kesepakatan', 'pks', 'pks/create', 'monev', 'token-akses', 'notifikasi', 'tugas-saya'];
const MITRA_SCREENS = ['penjajakan', 'kerja-sama-saya', 'token-akses', 'notifikasi'];
/**
 * The screens whose dialogs are opened one by one (every kind of dialog: forms empty and with their
 * messages, detail with the Tahapan/Adendum/TKKSD panels and what they open, documents, gallery, SKPD,
 * export, chat, delete confirmations); on the others the screen itself is checked.
 */
const EXPLORE_ADMIN = ['penjajakan', 'kesepakatan', 'pengguna'];
const PUBLIC_PAGES = ['beranda', 'profile', 'kontak', 'kerjasama/kesepakatan', 'kerjasama/perjanjian', 'daftar-kegiatan', '404', 'login'];

/** Buttons of a screen that open a dialog, a menu or another screen (in a table: the first row's only). */
const OPENS = /^(Tambah|Ekspor|Aksi |Detail|Ubah|Hapus (?!filter)|Chat |Lapor|Evaluasi|Lihat |Cabut|Pratinjau|Deskripsi)/;
/** Buttons inside a dialog that open one more. */
const OPENS_INSIDE = /^(Tambah |Ubah Tahapan|Hapus |Pratinjau )/;

const gql = gqlAt;
const tokenOf = async (url: string, user: Account): Promise<string> =>
  (await gql(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: user.username, password: user.password } })).login.token;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const propose = async (url: string, token: string, judul: string): Promise<number> => {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($i: PenjajaganInput!, $f: Upload) { createPenjajagan(input: $i, file: $f) { idPenjajagan } }',
      variables: { i: { judul, deskripsi: 'Penyediaan air bersih untuk kawasan permukiman baru di tiga kecamatan, tahap pertama 2026.' }, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 1: ['variables.f'] }));
  form.append('1', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'proposal-penyediaan-air-bersih-kawasan.pdf');
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = (await res.json()) as { data?: { createPenjajagan: { idPenjajagan: number } }; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.createPenjajagan.idPenjajagan;
};

const login = async (page: Page, url: string, user: Account, start: string) => {
  await openPage(page, `${url}/login`);
  await page.getByLabel('Akun').fill(user.username);
  await page.locator('input[type=password]').fill(user.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(start === '*' ? '**/admin/**' : `**/admin/${start}`);
};

/**
 * What spills, in the page as it is now: the page scrolling sideways; an open dialog, popover or drawer
 * wider or taller than the viewport; any visible element outside the viewport or outside its dialog
 * unless a box that scrolls or clips holds it.
 */
const SPILLS = `(() => {
  const out = [];
  const W = innerWidth, H = innerHeight;
  const se = document.scrollingElement;
  if (se.scrollWidth > W + 1) out.push('page scrolls sideways ' + se.scrollWidth + '>' + W);
  // the admin content scrolls in its own box (main): sideways there is the page scrolling sideways too
  for (const m of document.querySelectorAll('main')) {
    if (m.scrollWidth > m.clientWidth + 1) out.push('content scrolls sideways ' + m.scrollWidth + '>' + m.clientWidth);
  }
  const say = (el) => {
    const t = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50);
    return el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' "' + t + '"';
  };
  const visibleEl = (el) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && s.position !== 'fixed' && !el.closest('[data-tabster-dummy],[aria-hidden=true]');
  };
  const clippedX = (el, root) => {
    for (let a = el.parentElement; a && a !== root; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.position === 'fixed') return true;
    }
    return false;
  };
  const clippedY = (el, root) => {
    for (let a = el.parentElement; a && a !== root; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowY !== 'visible' || s.position === 'fixed') return true;
    }
    return false;
  };
  const surfaces = [...document.querySelectorAll('.fui-DialogSurface, dialog[open], .fui-PopoverSurface, .fui-DrawerSurface, .fui-OverlayDrawer, .fui-MenuPopover')]
    .filter((s) => { const r = s.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
  for (const s of surfaces) {
    const r = s.getBoundingClientRect();
    const name = say(s);
    if (r.left < -1 || r.right > W + 1) out.push(name + ': wider than the viewport ' + Math.round(r.left) + '..' + Math.round(r.right));
    if (r.top < -1 || r.bottom > H + 1) out.push(name + ': taller than the viewport ' + Math.round(r.top) + '..' + Math.round(r.bottom));
    // a surface that scrolls itself (the Notifikasi popover: max-height 70vh, overflow-y auto) holds what is
    // taller than it, as a scrolling box inside it does; one that cuts (overflow hidden) does not
    const own = getComputedStyle(s);
    const scrollsX = /auto|scroll/.test(own.overflowX);
    const scrollsY = /auto|scroll/.test(own.overflowY);
    let n = 0;
    for (const el of s.querySelectorAll('*')) {
      const e = el.getBoundingClientRect();
      if (e.width <= 1 || e.height <= 1 || !visibleEl(el)) continue;
      const outX = (e.left < r.left - 1 || e.right > r.right + 1) && !scrollsX && !clippedX(el, s);
      const outY = (e.top < r.top - 1 || e.bottom > r.bottom + 1) && !scrollsY && !clippedY(el, s);
      if ((outX || outY) && n++ < 3) out.push(name + ': ' + say(el) + ' spills out of it ' + Math.round(e.left) + ',' + Math.round(e.top) + '..' + Math.round(e.right) + ',' + Math.round(e.bottom));
    }
  }
  // a control cut off by a box that clips (overflow hidden) is still out of reach; only a box that scrolls holds it
  const scrolledX = (el) => {
    for (let a = el.parentElement; a; a = a.parentElement) if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
    return false;
  };
  const CONTROL = 'input, select, textarea, button, [role=combobox]';
  const main = document.querySelector('#admin-konten') || document.querySelector('main') || document.body;
  let n = 0;
  for (const el of main.querySelectorAll('*')) {
    const e = el.getBoundingClientRect();
    if (e.width <= 1 || e.height <= 1 || !visibleEl(el)) continue;
    const held = el.matches(CONTROL) ? scrolledX(el) : clippedX(el, null);
    if ((e.left < -1 || e.right > W + 1) && !held && n++ < 3) out.push('screen: ' + say(el) + ' spills past the viewport ' + Math.round(e.left) + '..' + Math.round(e.right));
  }
  return out;
})()`;

/** Every surface that is open: dialogs (Fluent's and the public site's), popovers, drawers, menus. */
const OPEN_SURFACES = `[...document.querySelectorAll('.fui-DialogSurface, dialog[open], .fui-PopoverSurface, .fui-OverlayDrawer, .fui-MenuPopover')].filter((s) => s.getBoundingClientRect().width > 0 && getComputedStyle(s).visibility !== 'hidden').length`;

/** The topmost dialog takes clicks: no longer hidden or inert under one that closed. */
const TOP_LIVE = `![...document.querySelectorAll('.fui-DialogSurface')].pop()?.closest('[aria-hidden=true],[inert]')`;

/** What is open (for a failure's message). */
const OPEN_LIST = `JSON.stringify({ open: [...document.querySelectorAll('.fui-DialogSurface, dialog[open], .fui-PopoverSurface, .fui-OverlayDrawer, .fui-MenuPopover')].map((s) => s.className.split(' ')[0] + ' ' + s.getBoundingClientRect().width + ' ' + (s.textContent || '').slice(0, 60)), hidden: !!document.querySelector('#admin-konten')?.closest('[aria-hidden=true]') })`;

class Review {
  problems: string[] = [];
  private shots = 0;
  /** Screens where the session had ended (reported, not failed). */
  relogins: string[] = [];
  constructor(
    readonly page: Page,
    readonly tag: string,
    readonly account?: Account,
  ) {}

  /** Screenshot (a screen at its full height, a dialog as the viewport shows it) and the spill check. */
  async look(name: string, fullHeight = false) {
    const { page } = this;
    // loaded, and the fonts, images and the dialogs' open motion have settled (harness SETTLED)
    await settled(page, `${this.tag} ${name}`);
    const found = (await page.evaluate<string[]>(SPILLS)).map((p) => `${this.tag} ${name}: ${p}`);
    if (found.length) console.warn(found.join('\n'));
    this.problems.push(...found);
    if (!EVERY_SHOT && !found.length) return;
    const file = path.join(SHOTS, `${this.tag}-${String(++this.shots).padStart(3, '0')}-${name.replace(/[^\w.-]+/g, '_').slice(0, 80)}.png`);
    const viewport = page.viewportSize()!;
    // the admin screens scroll inside #admin-konten: the viewport grows to show all of it
    const height = fullHeight
      ? await page.evaluate<number>(`(() => { const m = document.querySelector('#admin-konten'); return m ? m.scrollHeight + m.getBoundingClientRect().top : document.documentElement.scrollHeight; })()`)
      : 0;
    if (height > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height: Math.min(8000, Math.ceil(height)) });
      await page.screenshot({ path: file });
      await page.setViewportSize(viewport);
    } else {
      await page.screenshot({ path: file });
    }
  }

  surfaces = () => this.page.evaluate<number>(OPEN_SURFACES);

  /** Nothing open, and the screen no longer hidden from the accessibility tree by a dialog that closed. */
  settled = () =>
    until(this.page, `(${OPEN_SURFACES}) === 0 && !document.querySelector('#admin-konten')?.closest('[aria-hidden=true]')`, 15_000).catch(async (e: Error) => {
      const what = await this.page.evaluate<string>(OPEN_LIST);
      throw new Error(`${e.message}: ${what}`);
    });

  /** Clicks and waits until a surface opened, the location changed or (for a menu item) the menu closed. */
  async open(target: Locator): Promise<'surface' | 'moved' | 'nothing'> {
    const { page } = this;
    // a menu item closes its menu as its dialog opens: dialogs are counted apart from menus and popovers
    const count = `[...document.querySelectorAll('.fui-DialogSurface, dialog[open]')].filter((s) => s.getBoundingClientRect().width > 0).length`;
    const [before, all] = [await page.evaluate<number>(count), await this.surfaces()];
    const url = page.url();
    await target.click();
    try {
      await until(page, `(${count}) > ${before} || (${OPEN_SURFACES}) > ${all} || location.href !== ${JSON.stringify(url)}`, 10_000);
    } catch {
      return 'nothing';
    }
    if (page.url() !== url) return 'moved';
    return 'surface';
  }

  /** Closes the topmost surface with its Batal/Tutup button or Escape, and waits until it is gone. */
  async closeTop() {
    const { page } = this;
    const before = await this.surfaces();
    // a dialog under one that just closed ignores clicks for a moment (aria-hidden, inert)
    await until(page, TOP_LIVE, 10_000);
    const top = page.locator('.fui-DialogSurface, dialog[open]').last();
    const marked = (await top.count()) > 0 && (await top.evaluate((el) => (el.setAttribute('data-tinjau-closing', ''), true)).catch(() => false));
    // by text, not role: a dialog under a closing one is aria-hidden for a moment
    const cancel = top.locator('button').filter({ hasText: /^(Batal|Tutup)$/ });
    if ((await top.count()) && (await cancel.count())) await cancel.last().click();
    else await page.keyboard.press('Escape');
    // fewer surfaces, or the closed dialog gone though another took its place (Tambah Dokumen closes the
    // Dokumen dialog while it is open, and Batal brings that one back: the count stays the same; this
    // waited 5 s, then Escape closed the Dokumen dialog too)
    const gone = marked
      ? `(${OPEN_SURFACES}) < ${before} || (() => { const el = document.querySelector('[data-tinjau-closing]'); return !el || !el.matches('.fui-DialogSurface, dialog[open]') || el.getBoundingClientRect().width === 0; })()`
      : `(${OPEN_SURFACES}) < ${before}`;
    // a click that a closing dialog's backdrop took: Escape closes the topmost one
    await until(page, gone, 5_000).catch(() => page.keyboard.press('Escape'));
    await until(page, gone, 10_000).catch(async (e: Error) => {
      throw new Error(`${e.message}: ${await page.evaluate<string>(OPEN_LIST)}`);
    });
  }

  /** Names of the buttons in scope that match re: in tables, the first row's only; each name once. */
  async buttons(scope: Locator, re: RegExp): Promise<string[]> {
    const names = await scope.evaluate((root) => {
      const out: string[] = [];
      for (const b of root.querySelectorAll<HTMLButtonElement>('button:not([disabled]):not([type=submit]):not([aria-disabled=true])')) {
        const row = b.closest('tbody tr');
        if (row && row !== row.parentElement!.querySelector('tr')) continue;
        if (b.closest('.fui-DialogSurface') !== root.closest('.fui-DialogSurface') && root.id !== '') continue;
        const name = (b.getAttribute('aria-label') || b.textContent || '').trim();
        if (name && b.getBoundingClientRect().width > 0) out.push(name);
      }
      return out;
    });
    return [...new Set(names.filter((n) => re.test(n)))];
  }

  /** A dialog just opened: looked at, the dialogs it opens looked at, an empty form submitted once. */
  async dialog(name: string, depth: number) {
    const { page } = this;
    await this.look(name);
    const top = page.locator('.fui-DialogSurface').last();
    if (depth === 0 && (await top.count())) {
      for (const inner of await this.buttons(top, OPENS_INSIDE)) {
        await until(page, TOP_LIVE, 15_000);
        const how = await this.open(top.getByRole('button', { name: inner, exact: true }).first());
        if (how === 'surface') {
          await this.dialog(`${name} > ${inner}`, depth + 1);
          await this.closeTop();
        }
      }
      // (the dialog may be gone, closed by an Escape meant for an inner one: no title to wait 30 s for)
      const title = (await top.count()) ? ((await top.locator('h2').first().textContent({ timeout: 5_000 }).catch(() => '')) ?? '') : '';
      const submit = top.locator('button[type=submit]');
      if (/^(Tambah|Ekspor|Buat)/.test(title) && (await submit.count()) && (await submit.first().isEnabled())) {
        await submit.first().click();
        await top.locator('.fui-Field__validationMessage').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
        await this.look(`${name} kosong`);
      }
    }
  }

  /** One screen: looked at, then everything its buttons and row menus open. */
  async screen(route: string, explore: boolean) {
    const { page } = this;
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/admin/${route}`);
    // seen once under load after many reloads: the session ended (the guard's error path); signed in again
    if (this.account && (await page.locator('#admin-konten h1').or(page.getByRole('heading', { name: 'Masuk Sistem' })).first().textContent({ timeout: 30_000 })) === 'Masuk Sistem') {
      this.relogins.push(route);
      await login(page, origin, this.account, '*');
      await page.goto(`${origin}/admin/${route}`);
    }
    await visible(page.locator('#admin-konten h1'), 30_000).catch(async (e: Error) => {
      await page.screenshot({ path: path.join(SHOTS, `${this.tag}-GAGAL-${route.replace(/\W/g, '_')}.png`) });
      throw e;
    });
    await this.look(route, true);
    if (!explore) return;
    const main = page.locator('#admin-konten');
    for (const name of await this.buttons(main, OPENS)) {
      await this.settled();
      const button = main.getByRole('button', { name, exact: true }).first();
      await button.waitFor({ timeout: 15_000 });
      if (name.startsWith('Aksi ')) {
        await button.click();
        const items = await page.getByRole('menuitem').allTextContents();
        await this.look(`${route} ${name} menu`);
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
        for (const item of items.map((i) => i.trim())) {
          await this.settled();
          await button.click();
          await this.after(route, `${route} ${name} > ${item}`, await this.open(page.getByRole('menuitem', { name: item, exact: true })));
        }
      } else {
        await this.after(route, `${route} ${name}`, await this.open(button));
      }
    }
  }

  private async after(route: string, name: string, how: 'surface' | 'moved' | 'nothing') {
    const { page } = this;
    if (how === 'surface') {
      await this.dialog(name, 0);
      // the screen afresh for the next button, whatever the dialogs left behind
      await page.goto(`${new URL(page.url()).origin}/admin/${route}`);
      await visible(page.locator('#admin-konten h1'), 30_000);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    } else if (how === 'moved') {
      await visible(page.locator('#admin-konten h1'), 30_000);
      await this.look(name, true);
      await page.goto(`${new URL(page.url()).origin}/admin/${route}`);
      await visible(page.locator('#admin-konten h1'), 30_000);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    } else {
      this.problems.push(`${this.tag} ${name}: nothing opened`);
    }
  }

  /** The header: search (Ctrl+K) with results, tasks, notifications, user menu, the phone sidebar. */
  async header(staff: boolean) {
    const { page } = this;
    const header = page.locator('header').first();
    await page.keyboard.press('Control+k');
    const cari = page.getByRole('dialog', { name: 'Pencarian' });
    await visible(cari);
    await this.look('cari');
    if (staff) {
      await cari.getByRole('searchbox').or(cari.getByRole('textbox')).first().fill('sampah');
      await visible(cari.getByRole('link').or(cari.getByText(/tidak ditemukan|Tidak ada/i)), 30_000);
      await this.look('cari sampah');
    }
    await page.keyboard.press('Escape');
    await cari.waitFor({ state: 'detached' });
    for (const name of [/^Notifikasi/, /^Tugas Saya/, /^Pengguna |^Akun |user|Menu pengguna/i]) {
      await this.settled();
      const b = header.getByRole('button', { name }).first();
      if (!(await b.count())) continue;
      const how = await this.open(b);
      if (how === 'nothing') this.problems.push(`${this.tag} header ${name.source}: nothing opened`);
      if (how === 'surface') {
        await this.look(`header ${name.source}`);
        await page.keyboard.press('Escape');
        await until(page, `(${OPEN_SURFACES}) === 0`, 10_000);
      } else if (how === 'moved') {
        await this.look(`header ${name.source}`, true);
        await page.goBack();
        await visible(page.locator('#admin-konten h1'), 30_000);
      }
    }
    await this.settled();
    const hamburger = header.getByRole('button', { name: 'Buka menu samping' });
    if ((page.viewportSize()?.width ?? 0) < 992 && (await hamburger.count())) {
      await hamburger.click();
      await page.locator('.fui-OverlayDrawer, .fui-DrawerSurface, nav').first().waitFor();
      await this.look('menu samping');
      await page.keyboard.press('Escape');
    }
  }
}

describe.skipIf(!hasBrowser())('Issue 16 review: nothing cuts, overlaps or spills on any screen or dialog', () => {
  let server: BuiltServer;
  let browser: Browser;
  /** A fresh context (its own storage) on the file's browser; with `storage`, a session already signed in. */
  const open = async (viewport: { width: number; height: number }, storage?: BrowserContextOptions['storageState']) => {
    const context = await browser.newContext({ viewport, locale: 'id-ID', storageState: storage });
    return { context, page: await context.newPage(), close: () => context.close() };
  };
  /** Each account's session after its first sign-in through the form (tag → storage state). */
  const sessions = new Map<string, StorageState>();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchSharedBrowser();
    server = await startBuiltServer({ SEED_DEMO: '1' });
    const admin = await tokenOf(server.url, ADMIN);
    const { createSkpd } = await gql(server.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: 'Dinas Lingkungan Hidup dan Kebersihan', kode: 7, status: 1 } }, admin);
    await createAccount(server.url, { ...STAF, idLevel: 2, idSkpd: createSkpd.idSkpd });
    await createAccount(server.url, { ...SATU, idLevel: 1 });
    const mou = (await gql(server.url, '{ mous(page: { limit: 1 }) { items { idMou } } }', {}, admin)).mous.items[0];
    await gql(server.url, 'mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: mou.idMou, s: createSkpd.idSkpd }, admin);
    for (const m of MITRA) {
      await createAccount(server.url, m);
      const token = await tokenOf(server.url, m);
      const id = await propose(server.url, token, `Usulan kerja sama penyediaan air bersih kawasan permukiman (level ${m.idLevel})`);
      await gql(server.url, 'mutation($id: Int!, $p: String) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id, p: 'Mohon lengkapi dokumen proposal teknis dan rencana anggaran.' }, admin);
      await gql(server.url, 'mutation($id: Int!, $p: String) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id, p: 'Baik, dokumen akan kami kirim minggu ini.' }, token);
      await gql(server.url, 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id, s: createSkpd.idSkpd }, admin);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(SIZES)('public pages and their dialogs at $width px', async (size) => {
    const b = await open(size);
    const r = new Review(b.page, `publik-${size.width}`);
    try {
      const { page } = b;
      for (const p of PUBLIC_PAGES) {
        await openPage(page, `${server.url}/${p}`);
        await r.look(p, true);
        const open = page.getByRole('button', { name: /^(Deskripsi|Pratinjau): / }).first();
        if (await open.count()) {
          await r.open(open);
          await r.look(`${p} dialog`);
          await r.closeTop();
        }
      }
      await openPage(page, `${server.url}/daftar-kegiatan`);
      await page.getByRole('link', { name: /^Selengkapnya: / }).first().click();
      await page.waitForURL('**/kegiatan/*');
      await visible(page.locator('main h1'));
      await r.look('kegiatan-detail', true);
      await openPage(page, `${server.url}/login`);
      await page.getByRole('button', { name: /Buat Akun|Daftar/ }).first().click();
      await visible(page.getByRole('heading', { name: 'Buat Akun' }));
      await page.getByRole('button', { name: /^(Daftar|Buat Akun)$/ }).last().click();
      await r.look('daftar kosong');
      if (size.width < 992) {
        await openPage(page, `${server.url}/beranda`);
        await r.open(page.getByRole('button', { name: 'Buka menu' }));
        await r.look('menu');
      }
      expect(r.problems).toEqual([]);
    } finally {
      await b.close();
    }
  }, 600_000);

  const accounts: { tag: string; user: () => Account; start: string; screens: string[]; explore: readonly string[] }[] = [
    { tag: 'level99', user: () => ADMIN, start: 'beranda', screens: ADMIN_SCREENS, explore: EXPLORE_ADMIN },
    { tag: 'level1', user: () => SATU, start: 'beranda', screens: ADMIN_SCREENS, explore: [] },
    { tag: 'level2', user: () => STAF, start: 'beranda', screens: SKPD_SCREENS, explore: ['kesepakatan'] },
    ...MITRA.map((m) => ({ tag: `level${m.idLevel}`, user: () => m, start: 'penjajakan', screens: MITRA_SCREENS, explore: m.idLevel === 3 ? ['penjajakan'] : [] })),
  ];
  const cases = accounts.flatMap((a) => SIZES.map((size) => ({ ...a, size })));

  it.each(cases)('$tag at $size.width px: every screen and dialog', async ({ tag, user, start, screens, explore, size }) => {
    const stored = sessions.get(tag);
    const b = await open(size, stored);
    const r = new Review(b.page, `${tag}-${size.width}`, user());
    try {
      if (stored) {
        await openPage(b.page, `${server.url}/admin/${start}`);
        await b.page.waitForURL(`**/admin/${start}`);
      } else {
        await login(b.page, server.url, user(), start);
        sessions.set(tag, await b.context.storageState());
      }
      await visible(b.page.locator('#admin-konten h1'), 30_000);
      await r.header(start === 'beranda');
      for (const s of screens) await r.screen(s, explore.includes(s));
      if (r.relogins.length) console.warn(`${tag} ${size.width}: signed out before ${r.relogins.join(', ')}`);
      expect(r.problems).toEqual([]);
    } finally {
      await b.close();
    }
  }, 900_000);
});
