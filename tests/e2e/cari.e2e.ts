/**
 * Issue 20 in the browser (built app): an agreement with a PDF whose text mentions a word the agreement's own
 * fields do not; Ctrl+K opens the search, typing the word shows the document hit with the word highlighted
 * from inside the PDF, and the hit opens the agreement's list filtered to it. "/" opens the search too, and the
 * dialog fits a 390 px phone. On the public agreement page, a word of the description (not of the title) is
 * found under the title search, at 390 and 1366 px. More agencies of one word than a page holds: the dialog shows
 * the next page under the first. Screenshots go to $E2E_SHOTS (default: <tmp>/kerjasama-shots).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ADMIN, type BuiltServer, createAccount, gqlAt as gql, hasBrowser, launchBrowser, openPage, signIn, startBuiltServer, visible } from './harness.js';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'kerjasama-shots');
const MITRA = { username: 'mitra20', password: 'Mitra20#12345' };
const JUDUL = 'Kerja Sama Pengembangan Sumber Daya Manusia';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const pdf = (): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(12).text('Pasal 3. Pihak kedua menyalurkan beasiswa kepada dua puluh mahasiswa setiap tahun.');
    doc.end();
  });

const uploadDokumen = async (url: string, token: string, idMou: number): Promise<void> => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($id: Int!, $f: Upload) { addMouDokumen(idMou: $id, file: $f) { idFile } }', variables: { id: idMou, f: null } }));
  form.append('map', JSON.stringify({ 1: ['variables.f'] }));
  form.append('1', new Blob([new Uint8Array(await pdf())], { type: 'application/pdf' }), 'naskah-kerja-sama.pdf');
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
};

const login = (page: Page, url: string) => signIn(page, url);

describe.skipIf(!hasBrowser())('global search in the browser (issue 20)', () => {
  let server: BuiltServer;
  let b: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer();
    const admin = (await gql(server.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN })).login.token;
    await createAccount(server.url, { ...MITRA, idLevel: 3 });
    const mitraToken = (await gql(server.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: MITRA })).login.token;
    const idMitra = (await gql(server.url, '{ me { idUser } }', {}, mitraToken)).me.idUser;
    const input = {
      idMitra, mitra: 'Universitas Negeri Kota', tglMulai: '2026-01-01', tglBerakhir: '2028-12-31', judul: JUDUL,
      deskripsi: 'Peningkatan kapasitas aparatur.', noKontrak: 'KB/2026/E2E-20', noMitra: 'UNK-20', nilai: 0,
      namaTtdMitra: 'Rektor', jabatanTtdMitra: 'Rektor', namaTtd: 'Wali Kota', jabatanTtd: 'Wali Kota', keterangan: '-', status: 1,
      klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] },
    };
    const idMou = (await gql(server.url, 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', { i: input }, admin)).createMou.idMou;
    await uploadDokumen(server.url, admin, idMou);
    // the text follows the upload in the background: wait for the document hit (no fixed sleep)
    const documentHit = async () =>
      (await gql(server.url, 'query($i: CariInput!) { cari(input: $i) { items { sumber } } }', { i: { teks: 'beasiswa' } }, admin)).cari.items.some(
        (i: { sumber: string }) => i.sumber === 'DOKUMEN',
      );
    for (const deadline = Date.now() + 60_000; !(await documentHit()); ) {
      if (Date.now() > deadline) throw new Error('the PDF was not indexed within 60 s');
      await new Promise((r) => setTimeout(r, 300));
    }
    // more agencies of one word than a page holds (20): the dialog offers the next page
    for (let i = 1; i <= 23; i++) {
      await gql(server.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { kode: 9000 + i, skpd: `Dinas Hidroponik Kota ${i}`, status: 1 } }, admin);
    }
    b = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await b?.close();
    await server?.stop();
  });

  it('Ctrl+K, type, a snippet from inside the PDF, open the record', async () => {
    onTestFailed(() => console.log(server.output()));
    const { page } = b;
    await page.setViewportSize({ width: 1366, height: 800 });
    await login(page, server.url);
    // the header (and its shortcut) is there once the admin layout has rendered
    await visible(page.getByRole('button', { name: 'Cari', exact: true }));
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Pencarian' });
    await visible(dialog);
    await dialog.getByRole('searchbox', { name: 'Kata yang dicari' }).fill('beasiswa mahasiswa');
    const group = dialog.getByRole('region', { name: 'Kesepakatan' });
    const hit = group.locator('li', { hasText: 'Dokumen' });
    await visible(hit, 20_000);
    expect((await hit.locator('mark').allTextContents()).map((t) => t.toLowerCase())).toContain('beasiswa');
    expect(await hit.textContent()).toContain('menyalurkan');
    expect(await hit.getByRole('link', { name: /Buka dokumen naskah-kerja-sama\.pdf/ }).getAttribute('href')).toMatch(/#search=beasiswa/);
    await page.screenshot({ path: path.join(SHOTS, 'cari-dialog.png') });
    await hit.getByRole('link', { name: JUDUL }).click();
    await page.waitForURL('**/admin/kesepakatan?judul=*');
    await page.getByRole('dialog', { name: 'Pencarian' }).waitFor({ state: 'detached' });
    await visible(page.getByText('KB/2026/E2E-20'));
  });

  it('"/" opens the search outside text fields; the dialog fits a 390 px phone', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${server.url}/admin/beranda`);
    await visible(page.getByRole('button', { name: 'Cari', exact: true }));
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Pencarian' });
    await visible(dialog);
    await dialog.getByRole('searchbox').fill('pengembangan');
    await visible(dialog.getByRole('link', { name: JUDUL }), 20_000);
    // only inside documents: the agreement's own title drops out (its PDF does not say the word)
    await dialog.getByRole('tab', { name: 'Isi dokumen' }).click();
    await visible(dialog.getByText('Tidak ada hasil untuk “pengembangan”.'), 20_000);
    await dialog.getByRole('tab', { name: 'Data' }).click();
    await visible(dialog.getByRole('link', { name: JUDUL }), 20_000);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SHOTS, 'cari-390.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it.each([390, 1366])('shows the next page of hits under the first (%i px)', async (width) => {
    const { page } = b;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.url}/admin/beranda`);
    await visible(page.getByRole('button', { name: 'Cari', exact: true }));
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pencarian' });
    await dialog.getByRole('searchbox').fill('hidroponik');
    const group = dialog.getByRole('region', { name: 'Instansi' });
    await visible(dialog.getByText('Menampilkan 20 dari 23 hasil; perjelas kata yang dicari.'), 20_000);
    expect(await group.getByRole('listitem').count()).toBe(20);
    const more = dialog.getByRole('button', { name: 'Tampilkan lebih banyak' });
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `cari-lagi-${width}.png`) });
    await more.click();
    await expect.poll(() => group.getByRole('listitem').count(), { timeout: 20_000 }).toBe(23);
    expect(await more.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SHOTS, `cari-lagi-2-${width}.png`) });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it.each([390, 1366])('the public agreement page finds a word of the description under its title search (%i px)', async (width) => {
    const { page } = b;
    await page.setViewportSize({ width, height: 844 });
    await openPage(page, `${server.url}/kerjasama/kesepakatan?judul=aparatur`);
    await visible(page.getByText('Tidak ada kesepakatan dengan judul “aparatur”.', { exact: false }));
    const found = page.getByRole('region', { name: '“aparatur” juga ditemukan di isi kesepakatan berikut' });
    await visible(found, 20_000);
    expect((await found.locator('mark').allTextContents()).map((t) => t.toLowerCase())).toContain('aparatur');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SHOTS, `cari-publik-${width}.png`), fullPage: true });
    await found.getByRole('link', { name: JUDUL }).click();
    await page.waitForURL(/\/kerjasama\/kesepakatan\?judul=Kerja/);
    await visible(page.getByText('KB/2026/E2E-20').first());
  });
});
