import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAccount, hasBrowser, launchBrowser, startBuiltServer, visible, type BuiltServer } from './harness.js';

/** Signs in through the login form as a person would. */
const signIn = async (page: import('playwright-core').Page, url: string, username: string, password: string) => {
  await page.goto(`${url}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
};

describe.skipIf(!hasBrowser())('foundation in the browser', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    await createAccount(server.url, { username: 'mitra3', password: 'Mitra#123', idLevel: 3 });
    await createAccount(server.url, { username: 'staf2', password: 'Staf#1234', idLevel: 2 });
  });
  afterAll(() => server?.stop());

  it('admin signs in, creates an Instansi, sees it listed, and signs out', async () => {
    const browser = await launchBrowser();
    const { page } = browser;
    try {
      await signIn(page, server.url, ADMIN.username, ADMIN.password);
      await page.waitForURL('**/admin/beranda');
      await page.goto(`${server.url}/admin/instansi`);
      await page.getByRole('button', { name: 'Tambah Instansi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tambah Instansi' });
      await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
      await visible(dialog.getByText('SKPD tidak boleh kosong'));
      await dialog.getByLabel('SKPD').fill('Dinas Kebudayaan Uji');
      await dialog.getByLabel('Kode').fill('321');
      await dialog.getByLabel('Status').selectOption('1');
      await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const table = page.getByRole('table');
      await visible(table.getByRole('cell', { name: 'Dinas Kebudayaan Uji' }));
      await visible(table.getByRole('cell', { name: '321' }));

      await page.getByRole('button', { name: /Menu pengguna/ }).click();
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await page.waitForURL(/\/(login|beranda)/);
      expect(await page.evaluate('localStorage.getItem("kerjasama.token")')).toBeNull();
      await page.goto(`${server.url}/admin/instansi`);
      await page.waitForURL('**/login?redirect=**');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/instansi');
    } finally {
      await browser.close();
    }
  });

  it('a level-3 partner lands on /admin/penjajakan after signing in', async () => {
    const browser = await launchBrowser();
    try {
      await signIn(browser.page, server.url, 'mitra3', 'Mitra#123');
      await browser.page.waitForURL('**/admin/penjajakan');
      await visible(browser.page.getByRole('heading', { name: /Penjajakan/ }));
      expect(await browser.page.getByRole('link', { name: 'Kesepakatan' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('a level-2 user is sent to /404 from /admin/pengguna', async () => {
    const browser = await launchBrowser();
    try {
      await signIn(browser.page, server.url, 'staf2', 'Staf#1234');
      await browser.page.waitForURL('**/admin/beranda');
      await browser.page.goto(`${server.url}/admin/pengguna`);
      await browser.page.waitForURL('**/404');
      await visible(browser.page.getByText('The webmaster said that you can not enter this page...'));
    } finally {
      await browser.close();
    }
  });

  it('shows the SPEC messages for an empty login and keeps the redirect target', async () => {
    const browser = await launchBrowser({ width: 390, height: 844 });
    const { page } = browser;
    try {
      await page.goto(`${server.url}/admin/riwayat`);
      await page.waitForURL('**/login?redirect=%2Fadmin%2Friwayat');
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await visible(page.getByText('Akub tidak boleh kosong'));
      await visible(page.getByText('Kata Sandi tidak boleh kosong'));
      await page.locator('input[name="username"]').fill(ADMIN.username);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL('**/admin/riwayat');
      await visible(page.getByRole('cell', { name: 'Masuk ke sistem' }).first());
    } finally {
      await browser.close();
    }
  });
});
