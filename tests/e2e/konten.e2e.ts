/**
 * Content screens in the browser (built app): Mitra logos and slider pictures (with the SPEC upload
 * messages for a wrong file), a Kegiatan written in the Slate editor through its toolbar and shortcuts,
 * saved, reopened and saved again unchanged (the HTML round trip), and a hostile clipboard paste that
 * must not survive anywhere. Screenshots at 1280 and 390 px go to $E2E_SHOTS (default: <tmp>/konten-shots).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ADMIN, type BuiltServer, gqlAt, hasBrowser, launchBrowser, settled, signIn, startBuiltServer } from './harness.js';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'konten-shots');
const MITRA = 'Universitas Nusantara';
const JUDUL = 'Rapat Koordinasi Kerja Sama Daerah';
const LINK = '<a href="https://kerjasama.kota.go.id/" target="_blank" rel="noopener noreferrer">situs kami</a>';
/** What the editor must produce for the typing below, and what the server must store unchanged. */
const EXPECTED_ISI =
  '<h2>Agenda Rapat</h2>' +
  '<p>Teks <strong>tebal</strong> dan <em>miring</em>.</p>' +
  '<ul><li>satu<ul><li>satu a</li></ul></li><li>dua</li></ul>' +
  `<p>Kunjungi ${LINK}</p>`;

/** Clipboard HTML an attacker would like to get stored: every handler sets window.__pwned. */
const HOSTILE =
  '<p>Halo <script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'img\'">' +
  '<a href="javascript:window.__pwned = \'link\'">klik</a> <a href="https://aman.id/" onmouseover="window.__pwned = \'over\'">aman</a></p>' +
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg-script"</script></svg>' +
  '<iframe srcdoc="<script>parent.__pwned = \'frame\'</script>"></iframe><p style="color:red" onclick="window.__pwned = \'p\'">akhir</p>';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const gql = gqlAt;

const storedIsi = async (url: string, token: string): Promise<{ idKegiatan: number; isi: string }> => {
  const data = await gql(url, 'query($j: String) { kegiatans(filter: { judul: $j }) { items { idKegiatan isi } } }', { j: JUDUL }, token);
  return data.kegiatans.items[0];
};

const login = (page: Page, url: string) => signIn(page, url, ADMIN, '**/admin/beranda');

const shot = async (page: Page, name: string) => {
  await settled(page, name); // dialogs have finished their entrance
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

const png = (w: number, h: number, background: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background } }).png().toBuffer();
const jpg = (w: number, h: number, background: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background } }).jpeg().toBuffer();

const choose = (dialog: Locator, name: string, mimeType: string, buffer: Buffer) =>
  dialog.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

/** The blocks of the editor as "TAG:text" (Slate's zero-width and caret helpers removed). */
const editorBlocks = (editor: Locator) =>
  editor.evaluate((el: { children: ArrayLike<{ tagName: string; textContent: string | null }> }) =>
    Array.from(el.children).map((c) => `${c.tagName}:${(c.textContent ?? '').replace(/[\uFEFF\u00a0]/g, '').trim()}`),
  );

/** The page's window.__pwned, set by any of the hostile handlers that managed to run. */
const pwned = (page: Page) => page.evaluate(() => (globalThis as { __pwned?: string }).__pwned);

/** Dispatches a paste event carrying `html` (as the clipboard would) on an element of the page. */
const pasteHtml = (target: Locator, html: string) =>
  target.evaluate((el: { dispatchEvent(event: unknown): boolean }, markup: string) => {
    const g = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void };
      ClipboardEvent: new (type: string, init: Record<string, unknown>) => unknown;
    };
    const data = new g.DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', 'Halo klik aman akhir');
    el.dispatchEvent(new g.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);

describe.skipIf(!hasBrowser())('content screens in the browser', () => {
  let server: BuiltServer;
  let a: Browser;
  let token: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer();
    token = (await gql(server.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN })).login.token;
    a = await launchBrowser();
  });

  afterAll(async () => {
    await a?.close();
    await server?.stop();
  });

  const onFailure = (page: Page) =>
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(SHOTS, 'failed.png'), fullPage: true });
    });

  it('adds a Mitra logo and a slider picture, with the messages for a wrong file', async () => {
    const { page } = a;
    onFailure(page);
    const m = page.locator('#admin-konten');
    await login(page, server.url);

    // --- Mitra
    await page.goto(`${server.url}/admin/mitra`);
    await m.getByRole('table', { name: 'Daftar Mitra' }).getByText('Tidak Ada Data').waitFor();
    await m.getByRole('button', { name: 'Tambah Mitra' }).click();
    const mitra = page.getByRole('dialog', { name: 'Tambah Mitra' });
    await mitra.getByText('300 x 300 pixel, file maksimal 2MB').waitFor();
    await mitra.getByRole('button', { name: 'Tambah', exact: true }).click();
    await mitra.getByText('Nama Mitra tidak boleh kosong').waitFor();
    await mitra.getByText('File tidak boleh kosong').waitFor();
    await choose(mitra, 'logo.gif', 'image/gif', Buffer.from('GIF89a'));
    await mitra.getByText('Format file salah').waitFor();
    await choose(mitra, 'besar.png', 'image/png', Buffer.concat([await png(10, 10, '#ffffff'), Buffer.alloc(2 * 1024 * 1024)]));
    await mitra.getByText('Ukuran file lebih dari 2MB').waitFor();
    await mitra.getByLabel(/^Nama Mitra/).fill('x'.repeat(51));
    await mitra.getByRole('button', { name: 'Tambah', exact: true }).click();
    await mitra.getByText('Maksimal 50 karakter').waitFor();
    await shot(page, 'mitra-tambah-errors-1280');
    await choose(mitra, 'logo-unus.png', 'image/png', await png(300, 300, '#0f6cbd'));
    await mitra.getByRole('img', { name: 'Pratinjau logo' }).waitFor();
    await mitra.getByLabel(/^Nama Mitra/).fill(MITRA);
    await shot(page, 'mitra-tambah-1280');
    await mitra.getByRole('button', { name: 'Tambah', exact: true }).click();
    await mitra.waitFor({ state: 'detached' });
    const logo = m.getByRole('img', { name: `Logo ${MITRA}` });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'mitra-list-1280');
    await m.getByRole('button', { name: `Lihat Logo ${MITRA}` }).click();
    const preview = page.getByRole('dialog', { name: `Logo ${MITRA}` });
    await expect.poll(() => preview.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'mitra-logo-1280');
    await preview.getByRole('button', { name: 'Tutup' }).last().click();
    await m.getByRole('button', { name: `Hapus ${MITRA}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Konfirmasi Hapus Mitra' });
    await confirm.getByText(`Yakin ingin menghapus mitra "${MITRA}" ?`).waitFor();
    await shot(page, 'mitra-hapus-1280');
    await confirm.getByRole('button', { name: 'Batal', exact: true }).click();

    // --- Gambar (slider)
    await page.goto(`${server.url}/admin/gambar`);
    await m.getByRole('button', { name: 'Tambah Gambar' }).click();
    const slider = page.getByRole('dialog', { name: 'Tambah Gambar' });
    await slider.getByRole('button', { name: 'Tambah', exact: true }).click();
    await slider.getByText('File tidak boleh kosong').waitFor();
    await slider.getByText('Urutan tidak boleh kosong').waitFor();
    await choose(slider, 'dokumen.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    await slider.getByText('Format file salah').waitFor();
    await slider.getByLabel(/^Urutan/).fill('12');
    await slider.getByRole('button', { name: 'Tambah', exact: true }).click();
    await slider.getByText('Masukkan Urutan diantara 1 sampai 9').waitFor();
    await shot(page, 'gambar-tambah-errors-1280');
    await choose(slider, 'slide-utama.jpg', 'image/jpeg', await jpg(1280, 480, '#115ea3'));
    await slider.getByLabel(/^Urutan/).fill('1');
    await slider.getByRole('button', { name: 'Tambah', exact: true }).click();
    await slider.waitFor({ state: 'detached' });
    const picture = m.getByRole('img', { name: 'Gambar slider urutan 1' });
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'gambar-list-1280');

    // a wrong file is refused by the server too (it checks the content, not the name)
    await m.getByRole('button', { name: 'Ubah gambar urutan 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Ubah Gambar' });
    await choose(edit, 'palsu.png', 'image/png', Buffer.from('bukan gambar sama sekali'));
    await edit.getByRole('button', { name: 'Ubah', exact: true }).click();
    await edit.getByText('Format file salah').waitFor();
    await shot(page, 'gambar-ubah-1280');
    await edit.getByRole('button', { name: 'Batal', exact: true }).click();

    const { partners } = await gql(server.url, 'query { partners { items { partner logo } } }', {});
    expect(partners.items).toEqual([{ partner: MITRA, logo: expect.stringMatching(/^\/files\//) }]);
    const { sliders } = await gql(server.url, 'query { sliders { items { urutan gambar } } }', {});
    expect(sliders.items).toEqual([{ urutan: 1, gambar: expect.stringMatching(/^\/files\//) }]);
  });

  it('writes a Kegiatan in the editor, reopens it unchanged, and neutralises a hostile paste', async () => {
    const { page } = a;
    onFailure(page);
    const m = page.locator('#admin-konten');
    await page.goto(`${server.url}/admin/kegiatan`);
    await m.getByRole('button', { name: 'Tambah Kegiatan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kegiatan' });
    await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
    for (const message of ['Judul tidak boleh kosong', 'Highlight tidak boleh kosong', 'Isi tidak boleh kosong', 'Status tidak boleh kosong', 'File tidak boleh kosong']) {
      await dialog.getByText(message).waitFor();
    }
    await dialog.getByRole('textbox', { name: 'Judul', exact: true }).fill(JUDUL);
    await dialog.getByLabel(/^Highlight/).fill('Pemerintah kota dan mitra menyepakati agenda kerja sama tahun ini.');

    const editor = dialog.getByRole('textbox', { name: /^Isi/ });
    const tool = (name: string) => dialog.getByRole('toolbar', { name: 'Format teks' }).getByRole('button', { name, exact: true });
    await editor.click();
    await tool('Judul 2').click();
    await expect.poll(() => tool('Judul 2').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Agenda Rapat');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Teks ');
    await tool('Tebal').click();
    await page.keyboard.type('tebal');
    await expect.poll(() => tool('Tebal').getAttribute('aria-pressed')).toBe('true');
    await tool('Tebal').click();
    await page.keyboard.type(' dan ');
    await page.keyboard.press('Control+I');
    await page.keyboard.type('miring');
    await page.keyboard.press('Control+I');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await tool('Daftar berbutir').click();
    await page.keyboard.type('satu');
    expect(await tool('Tambah indentasi').getAttribute('aria-disabled')).toBe('true'); // nothing to go under yet
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // nests the new item under "satu"
    await page.keyboard.type('satu a');
    await page.keyboard.press('Enter');
    await shot(page, 'kegiatan-daftar-bertingkat-1280');
    await tool('Kurangi indentasi').click();
    await page.keyboard.type('dua');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty item leaves the list
    await page.keyboard.type('Kunjungi ');
    await tool('Tautan').click();
    const linkDialog = page.getByRole('dialog', { name: 'Sisipkan Tautan' });
    await linkDialog.getByLabel(/^Alamat tautan/).fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Simpan' }).click();
    await linkDialog.getByText('Alamat tautan harus diawali http://, https:// atau mailto:').waitFor();
    await shot(page, 'kegiatan-tautan-1280');
    // Escape closes only the link dialog; the caret comes back where it was
    await page.keyboard.press('Escape');
    await linkDialog.waitFor({ state: 'detached' });
    await dialog.getByRole('toolbar', { name: 'Format teks' }).waitFor();
    await tool('Tautan').click();
    await linkDialog.getByLabel(/^Alamat tautan/).fill('https://kerjasama.kota.go.id/');
    await linkDialog.getByLabel(/^Teks tautan/).fill('situs kami');
    await linkDialog.getByRole('button', { name: 'Simpan' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await editor.getByRole('link', { name: 'situs kami' }).waitFor();
    await dialog.getByLabel(/^Status/).selectOption('1');
    await choose(dialog, 'rapat.jpg', 'image/jpeg', await jpg(1200, 800, '#0c3b5e'));
    await shot(page, 'kegiatan-editor-1280');
    await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await m.getByRole('table', { name: 'Daftar Kegiatan' }).getByText(JUDUL).waitFor();
    await shot(page, 'kegiatan-list-1280');

    const created = await storedIsi(server.url, token);
    expect(created.isi).toBe(EXPECTED_ISI);

    // --- reopen: the editor shows the same structure; an edit that changes nothing stores the same HTML
    await m.getByRole('button', { name: `Ubah ${JUDUL}` }).click();
    const again = page.getByRole('dialog', { name: 'Ubah Kegiatan' });
    const editor2 = again.getByRole('textbox', { name: /^Isi/ });
    await editor2.getByRole('link', { name: 'situs kami' }).waitFor();
    expect(await editorBlocks(editor2)).toEqual(['H2:Agenda Rapat', 'P:Teks tebal dan miring.', 'UL:satusatu adua', 'P:Kunjungi situs kami']);
    expect(await editor2.locator('strong').textContent()).toBe('tebal');
    expect(await editor2.locator('em').textContent()).toBe('miring');
    expect(await editor2.locator('ul > li').count()).toBe(3);
    expect(await editor2.locator('ul ul > li').textContent()).toBe('satu a');
    await editor2.getByText('Agenda Rapat').click();
    await expect.poll(() => again.getByRole('button', { name: 'Judul 2', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Backspace'); // the editor re-serializes what it loaded
    await again.getByRole('button', { name: 'Ubah', exact: true }).click();
    await again.waitFor({ state: 'detached' });
    expect((await storedIsi(server.url, token)).isi).toBe(EXPECTED_ISI);

    // --- a hostile paste (a synthetic paste event carrying clipboard HTML)
    await m.getByRole('button', { name: `Ubah ${JUDUL}` }).click();
    const third = page.getByRole('dialog', { name: 'Ubah Kegiatan' });
    const editor3 = third.getByRole('textbox', { name: /^Isi/ });
    await editor3.getByText('situs kami').waitFor();
    await editor3.getByText('Agenda Rapat').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await pasteHtml(editor3, HOSTILE);
    await editor3.getByText('akhir').waitFor();
    expect(await editor3.locator('script, img, svg, iframe, [onerror], [onclick], [onmouseover], [style*="color"]').count()).toBe(0);
    expect(await editor3.locator('a[href^="javascript:"]').count()).toBe(0);
    await shot(page, 'kegiatan-tempel-1280');
    await third.getByRole('button', { name: 'Ubah', exact: true }).click();
    await third.waitFor({ state: 'detached' });
    expect(await pwned(page)).toBeUndefined();

    const { idKegiatan, isi } = await storedIsi(server.url, token);
    expect(isi.startsWith(EXPECTED_ISI)).toBe(true);
    expect(isi).toContain('Halo klik <a href="https://aman.id/" target="_blank" rel="noopener noreferrer">aman</a>');
    expect(isi).toContain('akhir');
    expect(isi).not.toMatch(/<script|<img|<svg|<iframe|\son\w+=|javascript:|style=/i);

    // the public detail page renders the stored body; nothing of the paste runs there either
    const { kegiatanPublikDetail } = await gql(server.url, 'query($id: Int!) { kegiatanPublikDetail(idKegiatan: $id) { isi } }', { id: idKegiatan });
    expect(kegiatanPublikDetail.isi).toBe(isi);
    await page.goto(`${server.url}/kegiatan/${idKegiatan}`);
    await page.waitForLoadState('networkidle');
    expect(await pwned(page)).toBeUndefined();
    expect(await page.locator('script:not([src]):not([type="application/json"]), [onerror], [onclick], [onmouseover], a[href^="javascript:"]').count()).toBe(0);
  });

  it('edits the profile settings with the same editor and replaces a picture', async () => {
    const { page } = a;
    onFailure(page);
    const m = page.locator('#admin-konten');
    await page.goto(`${server.url}/admin/pengaturan`);
    await page.getByRole('navigation').getByRole('link', { name: 'Pengaturan' }).first().waitFor();
    const visi = m.getByRole('textbox', { name: /^Visi/ });
    await visi.waitFor();
    await shot(page, 'pengaturan-atas-1280');
    await visi.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Kota kolaboratif');
    await m.getByLabel(/^Kalimat Pimpinan/).fill('Kerja sama adalah kunci kemajuan kota.');
    await m.getByLabel(/^Email/).fill('bukan-email');
    await m.getByRole('button', { name: 'Simpan', exact: true }).click();
    await m.getByText('Tolong masukkan alamat email dengan benar').waitFor();
    await m.getByLabel(/^Email/).fill('kerjasama@kota.go.id');
    await m.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Pengaturan tersimpan').first().waitFor();
    const { profil } = await gql(server.url, 'query { profil { visi kalimatPimpinan email fotoPimpinan } }', {});
    expect(profil.visi).toMatch(/<p><strong>Kota kolaboratif<\/strong><\/p>$/);
    expect(profil.kalimatPimpinan).toBe('Kerja sama adalah kunci kemajuan kota.');
    expect(profil.email).toBe('kerjasama@kota.go.id');

    await m.getByRole('button', { name: /^(Ganti|Unggah) Foto Pimpinan$/ }).click();
    const upload = page.getByRole('dialog', { name: 'Foto Pimpinan' });
    await choose(upload, 'pimpinan.png', 'image/png', await png(400, 500, '#6b4f3a'));
    await upload.getByRole('button', { name: 'Unggah' }).click();
    await upload.waitFor({ state: 'detached' });
    const foto = m.getByRole('img', { name: 'Foto Pimpinan' });
    await expect.poll(() => foto.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'pengaturan-1280');
    const after = await gql(server.url, 'query { profil { fotoPimpinan } }', {});
    expect(after.profil.fotoPimpinan).toMatch(/^\/files\//);
  });

  it('fits a phone (390 px)', async () => {
    const phone = await launchBrowser({ width: 390, height: 844 });
    const { page } = phone;
    onFailure(page);
    try {
      const m = page.locator('#admin-konten');
      await login(page, server.url);
      await page.goto(`${server.url}/admin/mitra`);
      await m.getByText(MITRA).waitFor();
      await shot(page, 'mitra-list-390');
      await m.getByRole('button', { name: 'Tambah Mitra' }).click();
      await shot(page, 'mitra-tambah-390');
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/admin/gambar`);
      await m.getByRole('img', { name: 'Gambar slider urutan 1' }).waitFor();
      await shot(page, 'gambar-list-390');
      await page.goto(`${server.url}/admin/kegiatan`);
      await m.getByText(JUDUL).waitFor();
      await shot(page, 'kegiatan-list-390');
      await m.getByRole('button', { name: `Ubah ${JUDUL}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Ubah Kegiatan' });
      await dialog.getByRole('textbox', { name: /^Isi/ }).getByText('Agenda Rapat').waitFor();
      await shot(page, 'kegiatan-editor-390');
      const overflow = await dialog.evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/admin/pengaturan`);
      await m.getByRole('textbox', { name: /^Visi/ }).waitFor();
      await shot(page, 'pengaturan-390');
      expect(
        await page.evaluate(() => {
          const g = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
          return g.document.documentElement.scrollWidth - g.innerWidth;
        }),
      ).toBeLessThanOrEqual(1);
    } finally {
      await phone.close();
    }
  });
});
