/**
 * Kesepakatan and Perjanjian in the browser (built app): an admin creates an agreement through the form
 * (autocompletes for Penjajakan, Mitra and the old agreement), uploads a document with a progress bar,
 * adds a contract under it and exports a PDF report, while a second admin's list updates live.
 * Screenshots at 1280 and 390 px go to $E2E_SHOTS (default: <tmp>/kerjasama-shots).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ADMIN, type BuiltServer, createAccount, gqlAt, hasBrowser, launchBrowser, settled, signIn, startBuiltServer } from './harness.js';
import { pilihKlasifikasi } from './klasifikasi.js';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'kerjasama-shots');
const ADMIN2 = { username: 'admin2', password: 'Admin2#12345' };
const MITRA = { username: 'mitra1', password: 'Mitra1#12345' };
const JUDUL = 'Kerja Sama Pengelolaan Sampah Terpadu';
const NO_KONTRAK = 'MOU/2026/E2E-001';
const PKS_JUDUL = 'Perjanjian Operasional Bank Sampah';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A PDF the server accepts by content, `size` bytes long. */
const pdfOf = (size: number): Buffer => {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer <<>>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
};

const gql = gqlAt;

const loginToken = async (url: string, user: { username: string; password: string }): Promise<string> =>
  (await gql(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: user })).login.token;

/** A proposal (its creation needs a file: a multipart request). */
const createPenjajagan = async (url: string, token: string, idUser: number): Promise<string> => {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($i: PenjajaganInput!, $f: Upload) { createPenjajagan(input: $i, file: $f) { idPenjajagan noPenjajagan } }',
      variables: { i: { idUser, judul: 'Usulan Pengelolaan Sampah', deskripsi: 'Penjajakan awal', status: 1 }, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 1: ['variables.f'] }));
  form.append('1', new Blob([new Uint8Array(pdfOf(2000))], { type: 'application/pdf' }), 'usulan.pdf');
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const { idPenjajagan, noPenjajagan } = body.data.createPenjajagan;
  // approved as the regulation has it (only such a proposal can be tied to an agreement): no required documents
  // configured here, a TKKSD reviewer of a linked agency weighs it, the admin decides
  await gql(url, 'mutation { ubahDokumenWajibPenjajagan(dokumenWajib: []) }', {}, token);
  const reviewer = { username: 'tkksd.kerjasama', password: 'Tkksd#123', idLevel: 2 };
  await createAccount(url, reviewer);
  const reviewerToken = await loginToken(url, { username: reviewer.username, password: reviewer.password });
  const { me } = await gql(url, '{ me { idUser idSkpd } }', {}, reviewerToken);
  await gql(url, 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id: idPenjajagan, s: me.idSkpd }, token);
  await gql(url, 'mutation($id: Int!, $u: Int!) { mintaPertimbangan(idPenjajagan: $id, idUser: $u) { idUser } }', { id: idPenjajagan, u: me.idUser }, token);
  await gql(url, 'mutation($i: PertimbanganInput!) { berikanPertimbangan(input: $i) { idUser } }', { i: { idPenjajagan, pendapat: 'SETUJU' } }, reviewerToken);
  await gql(url, 'mutation($i: KeputusanInput!) { putuskanPenjajagan(input: $i) { disetujui } }', { i: { idPenjajagan, disetujui: true, alasan: 'Sesuai rencana kerja' } }, token);
  return noPenjajagan;
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (n: number) => isoDate(new Date(Date.now() + n * 86_400_000));

const login = (page: Page, url: string, user: { username: string; password: string }) => signIn(page, url, user, '**/admin/beranda');

/** The whole page: the admin content scrolls inside <main>, so the viewport grows to show all of it. */
const shot = async (page: Page, name: string) => {
  await settled(page, name); // dialogs have finished their entrance, lists their loading
  const viewport = page.viewportSize()!;
  // (browser code as strings: the root tsconfig that checks tests has no DOM types)
  const height = await page.evaluate<number>(`(() => {
    const main = document.querySelector('#admin-konten');
    return main ? main.scrollHeight + main.getBoundingClientRect().top : document.documentElement.scrollHeight;
  })()`);
  if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize(viewport);
};

/** Picks an option of the Fluent combobox labelled `label` after typing `text`. */
const pick = async (page: Page, label: string, text: string, option: RegExp | string) => {
  const box = page.locator('#admin-konten').getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).click();
};

describe.skipIf(!hasBrowser())('Kesepakatan and Perjanjian in the browser', () => {
  let server: BuiltServer;
  let a: Browser;
  let b: Browser;
  let noPenjajagan: string;
  let detailPksPath = '';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer();
    await createAccount(server.url, { ...MITRA, idLevel: 3 });
    await createAccount(server.url, { ...ADMIN2, idLevel: 1 });
    const token = await loginToken(server.url, ADMIN);
    const [mitra] = (await gql(server.url, 'query { mitraCombo(search: "mitra1") { idUser nama } }', {}, token)).mitraCombo;
    // the agreement the new one renews, found by the old-agreement autocomplete
    await gql(
      server.url,
      'mutation($i: MouInput!) { createMou(input: $i) { idMou } }',
      {
        i: {
          idMitra: mitra.idUser,
          mitra: mitra.nama,
          tglMulai: inDays(-700),
          tglBerakhir: inDays(30),
          judul: 'Kesepakatan Lama Persampahan',
          deskripsi: 'Ruang lingkup lama',
          noKontrak: 'MOU/2024/LAMA-007',
          noMitra: 'M-2024-7',
          nilai: 0,
          namaTtdMitra: 'Budi',
          jabatanTtdMitra: 'Direktur',
          namaTtd: 'Siti',
          jabatanTtd: 'Kepala Bagian',
          keterangan: 'Kesepakatan sebelumnya',
          status: 1,
          klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [11] },
        },
      },
      token,
    );
    noPenjajagan = await createPenjajagan(server.url, token, mitra.idUser);
    a = await launchBrowser();
    b = await launchBrowser();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('creates an agreement with a document and a contract, exports it, and a second admin sees it live', async () => {
    const { page } = a;
    const m = page.locator('#admin-konten');
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(SHOTS, 'failed.png') });
    });
    await login(page, server.url, ADMIN);
    await login(b.page, server.url, ADMIN2);
    await b.page.goto(`${server.url}/admin/kesepakatan`);
    await b.page.getByRole('table', { name: 'Daftar Kesepakatan' }).getByText('Kesepakatan Lama Persampahan').waitFor();

    // --- the form: validation mirror first, then the autocompletes
    await page.goto(`${server.url}/admin/kesepakatan`);
    await m.getByRole('link', { name: 'Tambah Kesepakatan' }).click();
    await page.waitForURL('**/admin/kesepakatan/create');
    await m.getByRole('button', { name: 'Tambah Kesepakatan' }).click();
    await page.getByText('Mitra tidak boleh kosong').first().waitFor();
    for (const m of ['Judul tidak boleh kosong', 'No. Kontrak tidak boleh kosong', 'Status tidak boleh kosong', 'Nama Instansi tidak boleh kosong']) {
      expect(await page.getByText(m).count()).toBeGreaterThan(0);
    }
    await shot(page, 'form-kesepakatan-errors-1280');

    await pick(page, 'Penjajakan', noPenjajagan.slice(0, 6).toLowerCase(), new RegExp(noPenjajagan));
    await pick(page, 'Kesepakatan Lama', 'lama-007', /MOU\/2024\/LAMA-007/);
    await pick(page, 'Mitra', 'mitra1', /Pengguna mitra1/);
    expect(await m.getByLabel('Nama Mitra pada Kesepakatan').inputValue()).toBe('Pengguna mitra1');
    // dates are typed as Indonesians write them (dd/mm/yyyy) and shown back that way
    const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
    await m.getByLabel('Tanggal Mulai').fill(ddmmyyyy(inDays(-10)));
    await m.getByLabel('Tanggal Berakhir').fill(ddmmyyyy(inDays(60)));
    await m.getByLabel(/^Judul\s*\*?$/).fill(JUDUL);
    await m.getByLabel('Tentang').fill('Pengelolaan sampah kota secara terpadu');
    await m.getByLabel('Ruang Lingkup').fill('Pengumpulan, pemilahan dan daur ulang sampah rumah tangga di seluruh kecamatan.');
    await m.getByLabel('No. Kontrak').fill(NO_KONTRAK);
    await m.getByLabel('No. Mitra').fill('M-2026-01');
    await m.getByLabel('Nilai').fill('150000000');
    await m.getByLabel('Status').selectOption('1');
    await m.getByLabel('Nama Instansi').fill('Dr. Siti Aminah');
    await m.getByLabel('Jabatan Instansi').fill('Sekretaris Daerah');
    await m.getByLabel(/^Nama Mitra\s*\*?$/).fill('Budi Santoso');
    await m.getByLabel('Jabatan Mitra').fill('Direktur Utama');
    await pilihKlasifikasi(page, m);
    expect(await m.getByLabel('Tanggal Mulai').inputValue()).toBe(ddmmyyyy(inDays(-10)));
    await shot(page, 'form-kesepakatan-1280');
    await m.getByRole('button', { name: 'Tambah Kesepakatan' }).click();
    await page.waitForURL('**/admin/kesepakatan');
    const table = m.getByRole('table', { name: 'Daftar Kesepakatan' });
    await table.getByText(JUDUL).waitFor();

    // --- live update in the second session, without a reload
    await b.page.getByRole('table', { name: 'Daftar Kesepakatan' }).getByText(JUDUL).waitFor({ timeout: 10_000 });
    await shot(b.page, 'list-kesepakatan-live-1280');

    // --- Dokumen: upload with a visible progress bar (a throttled upload), then listed
    await m.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
    await shot(page, 'list-kesepakatan-menu-1280');
    await page.getByRole('menuitem', { name: 'Dokumen' }).click();
    const dokumen = page.getByRole('dialog', { name: 'Dokumen', exact: true });
    await dokumen.getByText('Tidak Ada File').waitFor();
    await dokumen.getByRole('button', { name: 'Tambah Dokumen' }).click();
    const upload = page.getByRole('dialog', { name: 'Tambah Dokumen' });
    await upload.locator('input[type=file]').setInputFiles({ name: 'kontrak.pdf', mimeType: 'application/pdf', buffer: pdfOf(3 * 1024 * 1024) });
    await upload.getByText('kontrak.pdf').waitFor();
    const cdp = await a.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const percents: string[] = [];
    await page.exposeFunction('reportPercent', (p: string) => percents.push(p));
    await page.evaluate(`(() => {
      const seen = new MutationObserver(() => {
        const bar = document.querySelector('[role=progressbar][aria-label=Mengunggah]');
        const v = bar && bar.getAttribute('aria-valuenow');
        if (v) window.reportPercent(v);
      });
      seen.observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    await upload.getByRole('button', { name: 'Unggah' }).click();
    await upload.getByRole('progressbar', { name: 'Mengunggah' }).waitFor();
    await shot(page, 'dialog-upload-progress-1280');
    await dokumen.getByRole('link', { name: 'kontrak.pdf', exact: true }).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(percents.length).toBeGreaterThan(0);
    expect(new Set(percents).size).toBeGreaterThan(1);
    await shot(page, 'dialog-dokumen-1280');
    const fileUrl = await dokumen.getByRole('link', { name: 'kontrak.pdf', exact: true }).getAttribute('href');
    const file = await fetch(new URL(fileUrl!, server.url));
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF')).toBe(true);
    await dokumen.getByRole('button', { name: 'Tutup' }).first().click();

    // --- the other dialogs, for the screenshots
    await m.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Kesepakatan' });
    await detail.getByText('Sekretaris Daerah').waitFor();
    await detail.getByRole('button', { name: 'MOU/2024/LAMA-007' }).waitFor();
    await shot(page, 'dialog-detail-1280');
    await detail.getByRole('button', { name: 'Tutup' }).first().click();
    await m.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
    await page.getByRole('menuitem', { name: 'SKPD' }).click();
    await page.getByRole('dialog', { name: 'SKPD', exact: true }).waitFor();
    await shot(page, 'dialog-skpd-1280');
    await page.getByRole('dialog', { name: 'SKPD', exact: true }).getByRole('button', { name: 'Tutup' }).first().click();

    // --- a contract under it
    await page.goto(`${server.url}/admin/pks/create`);
    await pick(page, 'Kesepakatan', 'e2e-001', new RegExp(NO_KONTRAK));
    await expect.poll(() => m.getByLabel(/^Mitra\s*\*?$/).inputValue()).toBe('Pengguna mitra1');
    await m.getByLabel('Tanggal Mulai').fill(inDays(-5));
    await m.getByLabel('Tanggal Berakhir').fill(inDays(45));
    await m.getByLabel(/^Judul\s*\*?$/).fill(PKS_JUDUL);
    await m.getByLabel('Tentang').fill('Operasional bank sampah kelurahan');
    await m.getByLabel('No. Kontrak').fill('PKS/2026/E2E-001');
    await m.getByLabel('No. Mitra').fill('PM-2026-01');
    await m.getByLabel('Ruang Lingkup').fill('Pengadaan sarana dan pendampingan bank sampah.');
    await m.getByLabel('Status').selectOption('1');
    await m.getByLabel('Nama Instansi').fill('Dr. Siti Aminah');
    await m.getByLabel('Jabatan Instansi').fill('Sekretaris Daerah');
    await m.getByLabel(/^Nama Mitra\s*\*?$/).fill('Budi Santoso');
    await m.getByLabel('Jabatan Mitra').fill('Direktur Utama');
    await pilihKlasifikasi(page, m);
    await shot(page, 'form-pks-1280');
    await m.getByRole('button', { name: 'Tambah Perjanjian' }).click();
    await page.waitForURL('**/admin/pks');
    await m.getByRole('table', { name: 'Daftar Perjanjian' }).getByText(PKS_JUDUL).waitFor();
    await shot(page, 'list-pks-1280');

    // --- Detail PKS of the agreement
    await page.goto(`${server.url}/admin/kesepakatan`);
    await m.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
    await page.getByRole('menuitem', { name: 'PKS' }).click();
    await m.getByRole('heading', { name: JUDUL }).waitFor();
    await m.getByRole('table', { name: 'Daftar Perjanjian' }).getByText(PKS_JUDUL).waitFor();
    // all eleven columns fit a 1280 px window: the table does not scroll sideways
    const sideways = await page.evaluate<number>(`(() => {
      const region = document.querySelector('[role=region][aria-label="Daftar Perjanjian"]');
      return region.scrollWidth - region.clientWidth;
    })()`);
    expect(sideways, 'Detail PKS table scrolls sideways at 1280 px').toBeLessThanOrEqual(1);
    detailPksPath = new URL(page.url()).pathname;
    await shot(page, 'detail-pks-1280');

    // --- export: the signed link opens in a new window and serves a PDF
    await page.goto(`${server.url}/admin/kesepakatan`);
    await m.getByRole('button', { name: 'Ekspor Data' }).click();
    const ekspor = page.getByRole('dialog', { name: 'Ekspor Data Kesepakatan' });
    await ekspor.getByRole('button', { name: 'Ekspor' }).click();
    await ekspor.getByText('Tgl. Dari - Tgl. Sampai tidak boleh kosong').waitFor();
    await ekspor.getByLabel('Tgl. Dari').fill(inDays(-30));
    await ekspor.getByLabel('Tgl. Sampai').fill(inDays(1));
    await shot(page, 'dialog-ekspor-1280');
    const popup = a.context.waitForEvent('page');
    await ekspor.getByRole('button', { name: 'Ekspor' }).click();
    const report = await popup;
    await report.waitForURL(/laporan/);
    const res = await fetch(report.url());
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await report.close();

    // --- dashboard: the counters end at the totals
    await page.goto(`${server.url}/admin/beranda`);
    // the new agreement renews the old one and is Aktif: the old one is Diperpanjang (no longer in force)
    const aktif = m.getByRole('link', { name: 'Kesepakatan Aktif: 1' });
    await aktif.waitFor();
    await expect.poll(() => aktif.getByTestId('count').textContent(), { timeout: 6000 }).toBe('1');
    // the chart's bars are drawn in the series' colours (palette tokens given as they are drew them black)
    const bars = m.getByTestId('berakhir-chart').locator('rect[fill]');
    await expect.poll(() => bars.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await bars.evaluateAll((rects) => rects.map((r) => getComputedStyle(r).fill).filter((f) => f === 'rgb(0, 0, 0)'))).toEqual([]);
    await shot(page, 'dashboard-1280');
    await m.getByRole('link', { name: /^Kesepakatan Akan Habis: 1\b/ }).click();
    await page.waitForURL('**/admin/kesepakatan?akanHabis=true');
    await m.getByRole('button', { name: 'Hapus filter Akan Habis' }).waitFor();
  }, 240_000);

  it('keeps the screens usable at 390 px', async () => {
    const { page } = a;
    const m = page.locator('#admin-konten');
    await page.goto(`${server.url}/admin/beranda`);
    await page.waitForLoadState('networkidle');
    if (page.url().includes('/login')) await login(page, server.url, ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    const shots: [string, string][] = [
      ['/admin/beranda', 'dashboard-390'],
      ['/admin/kesepakatan', 'list-kesepakatan-390'],
      ['/admin/kesepakatan/create', 'form-kesepakatan-390'],
      ['/admin/pks', 'list-pks-390'],
      ...(detailPksPath ? [[detailPksPath, 'detail-pks-390'] as [string, string]] : []),
    ];
    for (const [to, name] of shots) {
      await page.goto(`${server.url}${to}`);
      await m.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page, to);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow, `${to} scrolls sideways`).toBeLessThanOrEqual(1);
      await shot(page, name);
    }
    await page.goto(`${server.url}/admin/kesepakatan`);
    await m.getByRole('button', { name: 'Aksi Kesepakatan Lama Persampahan' }).click();
    await page.getByRole('menuitem', { name: 'Galeri' }).click();
    const galeri = page.getByRole('dialog', { name: 'Galeri', exact: true });
    await galeri.getByText('Tidak Ada File').waitFor();
    await galeri.getByRole('button', { name: 'Tambah Gambar' }).click();
    await page.getByRole('dialog', { name: 'Tambah Gambar' }).locator('input[type=file]').setInputFiles({
      name: 'besar.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    await page.getByText('Ukuran file lebih dari 2MB').waitFor();
    await shot(page, 'dialog-galeri-upload-390');
  }, 90_000);
});
