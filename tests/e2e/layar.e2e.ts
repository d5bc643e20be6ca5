/**
 * Issue 16 in the browser (built app, demo content): every screen right on a phone (390 px) and a laptop
 * (1366 px). The login card's Kembali link, a level 2 contract draft, Pengaturan saved as seeded, one
 * phone layout for every admin table (nothing spills sideways), danger Hapus in a dialog of SPEC §2.2's
 * width, the 404 page in the public layout, and axe-core on the admin screens (no serious or critical
 * violation). Screenshots of every screen at both widths go to $E2E_SHOTS (default: <tmp>/layar-shots).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type BuiltServer, createAccount, gqlAt, hasBrowser, launchBrowser, settled, signIn, startBuiltServer, visible } from './harness.js';
import { pilihKlasifikasi } from './klasifikasi.js';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'layar-shots');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const STAF = { username: 'staf.dinas', password: 'Staf#12345' };
const WIDTHS = [390, 1366] as const;

const gql = gqlAt;
const tokenOf = async (url: string, user: { username: string; password: string }): Promise<string> =>
  (await gql(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: user })).login.token;

const login = (page: Page, url: string, user: { username: string; password: string }) => signIn(page, url, user, '**/admin/beranda');

const shot = async (page: Page, name: string) => {
  await settled(page, name);
  const viewport = page.viewportSize()!;
  const height = await page.evaluate<number>(`(() => {
    const main = document.querySelector('#admin-konten');
    return main ? main.scrollHeight + main.getBoundingClientRect().top : document.documentElement.scrollHeight;
  })()`);
  if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height: Math.min(6000, Math.ceil(height)) });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize(viewport);
};

/** Tables (and the page) that are wider than their box: what spills off the side of a phone. */
const spills = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const out = [];
    for (const r of document.querySelectorAll('[role=region]')) {
      if (r.scrollWidth - r.clientWidth > 1) out.push((r.getAttribute('aria-label') || 'region') + ' ' + r.scrollWidth + '>' + r.clientWidth);
    }
    const d = document.documentElement;
    if (d.scrollWidth - d.clientWidth > 1) out.push('page ' + d.scrollWidth + '>' + d.clientWidth);
    return out;
  })()`);

/** axe-core in the page: the violations of serious or critical impact. */
const axe = async (page: Page): Promise<string[]> => {
  // evaluated, not a script tag: the app's CSP (script-src 'self') refuses inline scripts
  await page.evaluate(`${AXE}\n;0`);
  return page.evaluate<string[]>(`(async () => {
    // (tabster's focus-trap sentinels, aria-hidden by design, are Fluent's and not content)
    // label-content-name-mismatch is an experimental rule of axe: asked for by name
    const r = await window.axe.run({ exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
  })()`);
};

const ADMIN_SCREENS = ['beranda', 'penjajakan', 'kesepakatan', 'pks', 'kegiatan', 'gambar', 'mitra', 'instansi', 'pengguna', 'riwayat', 'pengaturan'];

describe.skipIf(!hasBrowser())('Issue 16: every screen on a phone and a laptop', () => {
  let server: BuiltServer;
  let admin: string;
  let mou: { idMou: number; noKontrak: string; judul: string };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer({ SEED_DEMO: '1' });
    admin = await tokenOf(server.url, ADMIN);
    const { createSkpd } = await gql(server.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: 'Dinas Lingkungan Hidup', kode: 7, status: 1 } }, admin);
    await createAccount(server.url, { ...STAF, idLevel: 2, idSkpd: createSkpd.idSkpd });
    mou = (await gql(server.url, '{ mous(page: { limit: 1 }) { items { idMou noKontrak judul } } }', {}, admin)).mous.items[0];
    await gql(server.url, 'mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: mou.idMou, s: createSkpd.idSkpd }, admin);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(WIDTHS)('the login card’s Kembali link goes home from login and register (%i px)', async (width) => {
    const b = await launchBrowser({ width, height: 844 });
    try {
      for (const register of [false, true]) {
        await b.page.goto(`${server.url}/login`);
        if (register) {
          await b.page.getByRole('button', { name: /Buat Akun|Daftar/ }).first().click();
          await visible(b.page.getByRole('heading', { name: 'Buat Akun' }));
        }
        await shot(b.page, `login${register ? '-daftar' : ''}-${width}`);
        // a real click at the link's centre: nothing may lie over it
        await b.page.getByRole('link', { name: 'Kembali ke Beranda' }).click({ timeout: 5000 });
        await b.page.waitForURL('**/beranda');
      }
    } finally {
      await b.close();
    }
  });

  it('level 2 drafts a contract for its agency’s agreement from its dashboard; it arrives as Baru', async () => {
    const b = await launchBrowser({ width: 1366, height: 900 });
    try {
      const { page } = b;
      await login(page, server.url, STAF);
      await page.getByRole('link', { name: 'Ajukan Draf Perjanjian' }).click();
      await page.waitForURL('**/admin/pks/create');
      const m = page.locator('#admin-konten');
      await visible(m.getByRole('group', { name: 'Penandatangan' }));
      expect(await m.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
      const box = m.getByRole('combobox', { name: 'Kesepakatan' });
      await box.click();
      await box.fill(mou.noKontrak);
      await page.getByRole('option', { name: new RegExp(mou.noKontrak.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) }).first().click();
      // the agreement's partner fills Mitra once the agreement is read: wait for it before the other fields
      await expect.poll(() => m.getByLabel(/^Mitra\b/).first().inputValue(), { timeout: 15_000 }).not.toBe('');
      await m.getByLabel(/^Tanggal Mulai/).fill('2026-12-01');
      await m.getByLabel(/^Tanggal Berakhir/).fill('2027-11-30');
      await m.getByLabel(/^Judul\s*\*?$/).fill('Draf Rencana Kerja Dinas');
      await m.getByLabel(/^Tentang/).fill('Rencana kerja bersama');
      await m.getByLabel(/^No\. Kontrak/).fill('DRAF/001');
      await m.getByLabel(/^No\. Mitra/).fill('MITRA/001');
      await m.getByLabel(/^Ruang Lingkup/).fill('Pengelolaan sampah');
      await m.getByLabel(/^Nama Mitra/).fill('Budi');
      await m.getByLabel(/^Jabatan Mitra/).fill('Direktur');
      await m.getByLabel(/^Nama Instansi/).fill('Siti');
      await m.getByLabel(/^Jabatan Instansi/).fill('Kepala Dinas');
      await pilihKlasifikasi(page, m);
      await shot(page, 'pks-draf-1366');
      await m.getByRole('button', { name: 'Ajukan Draf' }).click();
      await page.waitForURL('**/admin/pks');
      const row = m.getByRole('row').filter({ hasText: 'Draf Rencana Kerja Dinas' });
      await visible(row);
      expect(await row.textContent()).toContain('Baru');
    } finally {
      await b.close();
    }
  });

  it('saves Pengaturan as seeded on a fresh install, and a handle typed for Instagram becomes its link', async () => {
    const b = await launchBrowser({ width: 1366, height: 900 });
    try {
      const { page } = b;
      await login(page, server.url, ADMIN);
      await page.goto(`${server.url}/admin/pengaturan`);
      const m = page.locator('#admin-konten');
      await m.getByLabel(/^Instagram/).fill('@kotaku');
      await m.getByRole('button', { name: 'Simpan', exact: true }).click();
      await visible(page.getByText('Pengaturan tersimpan'));
      const { profil } = await gql(server.url, '{ profil { instagram youtube contohDokumenUrl } }', {});
      expect(profil).toMatchObject({ instagram: 'https://www.instagram.com/kotaku' });
      expect(profil.youtube).toBeTruthy();
      expect(profil.contohDokumenUrl).toMatch(/^https:\/\//);
    } finally {
      await b.close();
    }
  });

  it.each(WIDTHS)('every admin screen fits %i px without a table spilling sideways, with no serious axe violation', async (width) => {
    const b = await launchBrowser({ width, height: 844 });
    try {
      const { page } = b;
      await login(page, server.url, ADMIN);
      const problems: string[] = [];
      for (const screen of ADMIN_SCREENS) {
        await page.goto(`${server.url}/admin/${screen}`);
        await visible(page.locator('#admin-konten h1'));
        await shot(page, `admin-${screen}-${width}`);
        if (width === 390) problems.push(...(await spills(page)).map((s) => `${screen}: ${s}`));
        problems.push(...(await axe(page)).map((s) => `${screen}: ${s}`));
      }
      expect(problems).toEqual([]);
    } finally {
      await b.close();
    }
  });

  it.each(WIDTHS)('asks before deleting with a danger Hapus in a dialog of SPEC §2.2’s width (%i px)', async (width) => {
    const b = await launchBrowser({ width, height: 844 });
    try {
      const { page } = b;
      await login(page, server.url, ADMIN);
      await page.goto(`${server.url}/admin/mitra`);
      await page.locator('#admin-konten').getByRole('button', { name: /^Hapus / }).first().click();
      const dialog = page.getByRole('alertdialog');
      await visible(dialog);
      await shot(page, `hapus-mitra-${width}`);
      const { w, bg, primary } = await dialog.evaluate((el) => {
        const hapus = [...el.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Hapus')!;
        return { w: el.getBoundingClientRect().width, bg: getComputedStyle(hapus).backgroundColor, primary: getComputedStyle(document.body).getPropertyValue('--colorBrandBackground') };
      });
      expect(w).toBeCloseTo(width < 850 ? width * 0.9 : 768, -1);
      const [r, g] = bg.match(/\d+/g)!.map(Number);
      expect(r, `Hapus is red, not the brand colour ${primary}: ${bg}`).toBeGreaterThan(150);
      expect(g).toBeLessThan(100);
    } finally {
      await b.close();
    }
  });

  it.each(WIDTHS)('shows /404 inside the public layout with SPEC’s text (%i px)', async (width) => {
    const b = await launchBrowser({ width, height: 844 });
    try {
      const { page } = b;
      await page.goto(`${server.url}/tidak-ada`);
      await page.waitForURL('**/404');
      await visible(page.getByRole('heading', { name: 'The webmaster said that you can not enter this page...' }));
      await visible(page.getByRole('contentinfo'));
      expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
      await shot(page, `404-${width}`);
      await page.goto(`${server.url}/kerjasama/perjanjian`);
      await page.waitForLoadState('networkidle');
      await shot(page, `publik-perjanjian-${width}`);
      await page.goto(`${server.url}/kerjasama/kesepakatan`);
      await page.waitForLoadState('networkidle');
      await shot(page, `publik-kesepakatan-${width}`);
    } finally {
      await b.close();
    }
  });
});
