/**
 * The keyboard's way through the built app, where a keyboard audit found it lost: the focus comes back to what
 * opened a dialog, a menu or a drawer (not the header's bell or the page's body); a delete confirmation starts
 * on Batal; what is typed right after Ctrl+K lands in the search box, and the arrows move between its hits; a page button moves the focus to the rows
 * it brought; the public menu, the public search's clear button and the fixed public header keep the focus
 * where it can be seen.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ADMIN, type BuiltServer, createAccount, gqlAt as gql, hasBrowser, launchSharedBrowser, openPage, signIn, startBuiltServer, until, visible } from './harness.js';

type Browser = Awaited<ReturnType<typeof launchSharedBrowser>>;
const MITRA = { username: 'mitra.kibor', password: 'Mitra#12345' };

/** Waits until `locator` has the focus; fails with what has it instead. */
const expectFocus = async (page: Page, locator: Locator, timeout = 5_000) => {
  const deadline = Date.now() + timeout;
  while (!(await locator.evaluate((el) => el === document.activeElement).catch(() => false))) {
    if (Date.now() > deadline) {
      const has = await page.evaluate(() => {
        const e = document.activeElement;
        return e ? `${e.tagName} ${e.getAttribute('aria-label') ?? e.textContent?.slice(0, 40) ?? ''}` : 'nothing';
      });
      throw new Error(`the focus is on ${has}, not on ${locator.toString()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
};

const login = (page: Page, url: string) => signIn(page, url);

const startServer = async () => {
  const s = await startBuiltServer();
  const admin = (await gql(s.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN })).login.token;
  await createAccount(s.url, { ...MITRA, idLevel: 3 });
  const mitra = (await gql(s.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: MITRA })).login.token;
  const idMitra = (await gql(s.url, '{ me { idUser } }', {}, mitra)).me.idUser;
  // more agencies and agreements than a page holds (20): both lists page, and the public list scrolls
  for (let i = 1; i <= 22; i++) {
    await gql(s.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { kode: 7000 + i, skpd: `Dinas Papan Ketik ${i}`, status: 1 } }, admin);
    const mou = {
      idMitra, mitra: 'Universitas Papan Ketik', tglMulai: '2026-01-01', tglBerakhir: '2028-12-31', judul: `Kerja Sama Papan Ketik ${i}`,
      deskripsi: 'Uji papan ketik.', noKontrak: `KB/2026/KIBOR-${i}`, noMitra: `UPK-${i}`, nilai: 0,
      namaTtdMitra: 'Rektor', jabatanTtdMitra: 'Rektor', namaTtd: 'Wali Kota', jabatanTtd: 'Wali Kota', keterangan: '-', status: 1,
      klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'perguruan_tinggi', idUrusan: [1] },
    };
    await gql(s.url, 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', { i: mou }, admin);
  }
  return s;
};

describe.skipIf(!hasBrowser())('the keyboard keeps its place', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchSharedBrowser();
  }, 180_000);


  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (width: number, height: number) => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'id-ID' });
    return { context, page: await context.newPage() };
  };

  it('dialogs give the focus back to what opened them; a delete confirmation starts on Batal', async () => {
    onTestFailed(() => console.log(server.output()));
    const { context, page } = await open(1366, 900);
    await login(page, server.url);
    await page.goto(`${server.url}/admin/instansi`);
    const ubah = page.getByRole('button', { name: /^Ubah / }).first();
    await visible(ubah);
    await ubah.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expectFocus(page, ubah);

    const hapus = page.getByRole('button', { name: /^Hapus / }).first();
    await hapus.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await visible(confirm);
    await expectFocus(page, confirm.getByRole('button', { name: 'Batal' }));
    await page.keyboard.press('Escape');
    await expectFocus(page, hapus);

    // a dialog opened from a row's menu gives the focus back to the menu's button
    await page.goto(`${server.url}/admin/kesepakatan`);
    const aksi = page.getByRole('button', { name: /^Aksi / }).first();
    await visible(aksi);
    await aksi.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Detail' }).first().focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expectFocus(page, aksi);

    // what is typed right after Ctrl+K is the search; closing it returns to where the focus was
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Pencarian' });
    await visible(search);
    await page.keyboard.type('papan');
    const searchbox = search.getByRole('searchbox', { name: 'Kata yang dicari' });
    expect(await searchbox.inputValue()).toBe('papan');
    // the arrows move between the hits, and back up to the box
    const hits = search.getByRole('link', { name: /Papan Ketik/ });
    await visible(hits);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, hits.nth(0));
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, hits.nth(1));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, searchbox);
    await page.keyboard.press('Escape');
    await expectFocus(page, aksi);

    // a page button moves the focus to the list it paged, in view
    await page.goto(`${server.url}/admin/instansi`);
    const halaman2 = page.getByRole('button', { name: 'Halaman 2' });
    await visible(halaman2);
    await halaman2.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('region', { name: 'Daftar Instansi' });
    await expectFocus(page, list);
    await visible(page.getByRole('cell', { name: /Dinas Papan Ketik/ }));
    const box = (await list.boundingBox())!;
    expect(box.y).toBeLessThan(900);
    await context.close();
  });

  it("a phone's admin menu gives the focus back to its button, or to the new page's content", async () => {
    const { context, page } = await open(390, 844);
    await login(page, server.url);
    await page.goto(`${server.url}/admin/mitra`);
    const burger = page.getByRole('button', { name: 'Buka menu samping' });
    await visible(burger);
    await burger.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Menu admin' }));
    await page.keyboard.press('Escape');
    await expectFocus(page, burger);

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu admin' });
    await visible(drawer);
    await drawer.getByRole('link', { name: 'Instansi' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/instansi');
    await expectFocus(page, page.locator('#admin-konten'));
    await context.close();
  });

  it('the public menu, search box and fixed header keep the focus in sight', async () => {
    const { context, page } = await open(390, 844);
    await openPage(page, `${server.url}/kerjasama/kesepakatan`);
    const burger = page.getByRole('button', { name: 'Buka menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu);
    const tutup = menu.getByRole('button', { name: 'Tutup menu' });
    await expectFocus(page, tutup);
    // the ring shows on the first focus, before Fluent's own keyboard detection has seen a key
    expect(await tutup.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Escape');
    await expectFocus(page, burger);

    const box = page.getByRole('searchbox').first();
    await box.focus();
    await page.keyboard.type('papan');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectFocus(page, box);
    expect(await box.inputValue()).toBe('');

    // focus moving back up the page stops below the fixed header (64 px), not under it
    await page.setViewportSize({ width: 1366, height: 900 });
    const deskripsi = page.getByRole('button', { name: /^Deskripsi: / }).first();
    await visible(deskripsi);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await until(page, 'window.scrollY > 0');
    await deskripsi.focus();
    expect((await deskripsi.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    await context.close();
  });
});
