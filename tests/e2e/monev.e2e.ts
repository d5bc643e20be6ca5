import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAccount, gqlAt, hasBrowser, launchBrowser, startBuiltServer, visible, type BuiltServer } from './harness.js';

/**
 * Monev in the browser (issue 19): the agency (level 2, linked to the agreement) files an implementation
 * report with a photo as evidence for a late period and finds it in the record's history; the partner files
 * its own report with a PDF on Kerja Sama Saya; the admin evaluates with Hentikan and finds the follow-up,
 * then asks for the yearly report, watches its progress and downloads the XLSX and the PDF, read back.
 */

const SKPD_USER = { username: 'dinas.monev', password: 'Dinas#123', idLevel: 2 };
const MITRA = { username: 'mitra.monev', password: 'Mitra#123', idLevel: 3 };
const JUDUL = 'Kerja Sama Pengelolaan Sampah Terpadu';
/** A 1×1 PNG (a photo of the activity) and a minimal PDF (the partner's minutes): evidence of the reports. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const gql = gqlAt;
const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'monev-shots');

const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthsFromNow = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  return iso(d);
};

const signIn = async (page: Page, url: string, username: string, password: string) => {
  await page.goto(`${url}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL('**/admin/**');
};

const pdfText = async (content: Buffer): Promise<string> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(content), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const text = await (await doc.getPage(n)).getTextContent();
    parts.push(text.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
};

/**
 * A chart's x-axis labels are legible and say which bar they name: all inside the chart, no two overlapping,
 * each centred under its own tick.
 */
const labelsApart = async (chart: Locator) => {
  const ticks = chart.locator('.fui-cart__xAxis .tick text');
  await expect.poll(() => ticks.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  const boxes = (await Promise.all((await ticks.all()).map((t) => t.boundingBox()))).map((x) => x!);
  const svg = (await chart.locator('svg').first().boundingBox())!;
  for (const [i, r] of boxes.entries()) {
    expect(r.x).toBeGreaterThanOrEqual(svg.x - 1);
    expect(r.x + r.width).toBeLessThanOrEqual(svg.x + svg.width + 1);
    const next = boxes[i + 1];
    if (!next) continue;
    expect(r.x + r.width).toBeLessThanOrEqual(next.x);
  }
  const offCentre = await chart.locator('.fui-cart__xAxis .tick').evaluateAll((ticks) =>
    ticks.map((t) => {
      const label = t.querySelector('text')!.getBoundingClientRect();
      return Math.abs(label.x + label.width / 2 - t.querySelector('line')!.getBoundingClientRect().x);
    }),
  );
  expect(offCentre.filter((d) => d > 2)).toEqual([]);
};

describe.skipIf(!hasBrowser())('Monev in the browser', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    const admin = (await gql(server.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN })).login.token as string;
    const { createSkpd } = await gql(server.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: 'Dinas Lingkungan Hidup Uji', kode: 620, status: 1 } }, admin);
    await createAccount(server.url, { ...SKPD_USER, idSkpd: createSkpd.idSkpd });
    await createAccount(server.url, MITRA);
    const idMitra = (await gql(server.url, 'query { mitraCombo(search: "mitra.monev") { idUser } }', {}, admin)).mitraCombo[0].idUser as number;
    const { createMou } = await gql(
      server.url,
      'mutation($i: MouInput!) { createMou(input: $i) { idMou } }',
      {
        i: {
          idMitra, mitra: 'PT Bersih Lestari', tglMulai: monthsFromNow(-8), tglBerakhir: monthsFromNow(12), judul: JUDUL, deskripsi: 'Pengelolaan sampah.',
          noKontrak: 'MONEV/E2E/1', noMitra: 'BL-1', nilai: 0, namaTtdMitra: 'Direktur', jabatanTtdMitra: 'Direktur', namaTtd: 'Wali Kota', jabatanTtd: 'Wali Kota',
          keterangan: '-', status: 1, klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [11] },
        },
      },
      admin,
    );
    await gql(server.url, 'mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: createMou.idMou, s: createSkpd.idSkpd }, admin);
  });
  afterAll(() => server?.stop());

  it('the agency reports with a photo, the partner with a PDF on Kerja Sama Saya, the admin evaluates with Hentikan, the follow-up appears, the yearly report downloads as XLSX and PDF', async () => {
    const dinas = await launchBrowser();
    const admin = await launchBrowser();
    try {
      // --- the agency files its implementation report for the late period
      const d = dinas.page;
      await signIn(d, server.url, SKPD_USER.username, SKPD_USER.password);
      await d.goto(`${server.url}/admin/monev`);
      const tugas = d.getByRole('table', { name: 'Daftar tugas monev' });
      await visible(tugas.getByText(JUDUL));
      await visible(tugas.getByText('Terlambat'));
      expect(await tugas.getByRole('button', { name: 'Evaluasi', exact: true }).count()).toBe(0);
      await tugas.getByRole('button', { name: 'Isi Laporan' }).first().click();
      const form = d.getByRole('dialog');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await visible(form.getByText('Kegiatan yang dilaksanakan tidak boleh kosong'));
      await form.getByLabel('Kegiatan yang dilaksanakan').fill('Sosialisasi bank sampah di 10 kelurahan');
      await form.getByLabel(/^Target/).fill('10 kelurahan');
      await form.getByLabel(/^Capaian/).fill('8 kelurahan');
      await form.getByLabel('Persentase capaian (0–100)').fill('120');
      await form.getByLabel('Nilai realisasi (Rp)').fill('25000000');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await visible(form.getByText('Persentase capaian harus 0 sampai 100'));
      await form.getByLabel('Persentase capaian (0–100)').fill('80');
      await form.getByLabel('Bukti (dokumen dan foto)').setInputFiles({ name: 'foto-kegiatan.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Simpan' }).click();
      await form.waitFor({ state: 'detached' });
      await visible(tugas.getByText('Tidak ada tugas monev'));

      // --- its evidence is in the record's monev history (Detail) and downloads for the agency
      await d.goto(`${server.url}/admin/kesepakatan`);
      await d.getByRole('button', { name: `Detail ${JUDUL}` }).click();
      const riwayat = d.getByRole('dialog', { name: 'Detail Kesepakatan' }).getByRole('region', { name: 'Monitoring dan Evaluasi' });
      const foto = riwayat.getByRole('link', { name: 'foto-kegiatan.png' });
      await visible(foto, 20_000);
      await visible(riwayat.getByText('Laporan Instansi (SKPD) · versi 1'));
      const fotoRes = await fetch(new URL((await foto.getAttribute('href'))!, server.url));
      expect(fotoRes.status).toBe(200);
      expect(Buffer.from(await fotoRes.arrayBuffer()).equals(PNG)).toBe(true);

      // --- the partner files its own report with evidence on Kerja Sama Saya, and sees the history
      const mitra = await launchBrowser();
      try {
        const p = mitra.page;
        await signIn(p, server.url, MITRA.username, MITRA.password);
        await p.goto(`${server.url}/admin/kerja-sama-saya`);
        const kartu = p.getByRole('region', { name: JUDUL });
        const monev = kartu.getByRole('region', { name: 'Monitoring dan Evaluasi' });
        await visible(monev.getByText('Laporan Instansi (SKPD) · versi 1'), 20_000);
        await monev.getByRole('button', { name: 'Isi Laporan' }).first().click();
        const lapor = p.getByRole('dialog');
        await lapor.getByLabel('Kegiatan yang dilaksanakan').fill('Penyediaan armada angkut sampah');
        await lapor.getByLabel(/^Target/).fill('4 truk');
        await lapor.getByLabel(/^Capaian/).fill('4 truk');
        await lapor.getByLabel('Persentase capaian (0–100)').fill('100');
        await lapor.getByLabel('Nilai realisasi (Rp)').fill('600000000');
        await lapor.getByLabel('Bukti (dokumen dan foto)').setInputFiles({ name: 'berita-acara-mitra.pdf', mimeType: 'application/pdf', buffer: PDF });
        await lapor.getByRole('button', { name: 'Simpan' }).click();
        await lapor.waitFor({ state: 'detached' });
        await visible(monev.getByText('Laporan Mitra · versi 1'), 20_000);
        const berkas = monev.getByRole('link', { name: 'berita-acara-mitra.pdf' });
        await visible(berkas);
        expect((await fetch(new URL((await berkas.getAttribute('href'))!, server.url))).status).toBe(200);
        // the agency's evidence is shown to the partner, without a Tambah Bukti on the agency's report
        await visible(monev.getByRole('link', { name: 'foto-kegiatan.png' }));
        expect(await monev.getByRole('group', { name: 'Laporan Instansi (SKPD) versi 1' }).getByRole('button', { name: 'Tambah Bukti' }).count()).toBe(0);
        await visible(monev.getByRole('group', { name: 'Laporan Mitra versi 1' }).getByRole('button', { name: 'Tambah Bukti' }));
        // the history fits a phone and a desktop: nothing wider than the window
        mkdirSync(SHOTS, { recursive: true });
        for (const width of [390, 1366]) {
          await p.setViewportSize({ width, height: 1400 });
          await visible(monev.getByText('Laporan Mitra · versi 1'));
          // the layout follows the new width a render later: wait for it, a lasting overflow still fails
          await expect.poll(() => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await kartu.screenshot({ path: path.join(SHOTS, `kerja-sama-saya-monev-${width}.png`) });
        }
      } finally {
        await mitra.close();
      }

      // --- the admin evaluates with Hentikan; the follow-up appears
      const a = admin.page;
      await signIn(a, server.url, ADMIN.username, ADMIN.password);
      await a.goto(`${server.url}/admin/monev`);
      const adminTugas = a.getByRole('table', { name: 'Daftar tugas monev' });
      await visible(adminTugas.getByText(JUDUL));
      await adminTugas.getByRole('button', { name: 'Evaluasi' }).first().click();
      const evaluasi = a.getByRole('dialog');
      await evaluasi.getByLabel('Nilai manfaat (1–5)').selectOption('1');
      await evaluasi.getByLabel('Nilai komitmen mitra (1–5)').selectOption('2');
      await evaluasi.getByLabel('Nilai pelaksanaan (1–5)').selectOption('2');
      await evaluasi.getByLabel('Rekomendasi').selectOption('HENTIKAN');
      await evaluasi.getByLabel('Catatan').fill('Manfaat tidak tercapai');
      await evaluasi.getByRole('button', { name: 'Simpan' }).click();
      await evaluasi.waitFor({ state: 'detached' });
      const tindak = a.getByRole('table', { name: 'Daftar tindak lanjut' });
      await visible(tindak.getByText(JUDUL));
      await visible(tindak.getByText('Manfaat tidak tercapai'));

      // --- the yearly report: progress, then both downloads, read back
      const tahun = String(new Date().getFullYear());
      await a.getByLabel('Tahun').fill(tahun);
      await a.getByRole('button', { name: 'Buat Laporan' }).click();
      const laporan = a.getByRole('table', { name: 'Daftar Laporan Pelaksanaan' });
      const xlsxLink = laporan.getByRole('link', { name: 'Unduh XLSX' });
      await visible(xlsxLink, 60_000);
      const download = async (name: string) => {
        const href = await laporan.getByRole('link', { name }).first().getAttribute('href');
        const res = await fetch(`${server.url}${href}`);
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await download('Unduh XLSX')) as never);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Ringkasan', 'Kesepakatan', 'Perjanjian', 'Evaluasi', 'Realisasi']);
      const realisasi: unknown[][] = [];
      wb.getWorksheet('Realisasi')!.eachRow((r) => realisasi.push((r.values as unknown[]).slice(1)));
      expect(realisasi).toContainEqual(expect.arrayContaining([JUDUL, 'Instansi (SKPD)', 'Sosialisasi bank sampah di 10 kelurahan', 80, 25000000]));
      const judulList: unknown[] = [];
      wb.getWorksheet('Kesepakatan')!.eachRow((r) => judulList.push(r.getCell(3).value));
      expect(judulList).toContain(JUDUL);
      const evals: unknown[][] = [];
      wb.getWorksheet('Evaluasi')!.eachRow((r) => evals.push((r.values as unknown[]).slice(1)));
      expect(evals[1]).toEqual(expect.arrayContaining([JUDUL, 'Hentikan', 'Manfaat tidak tercapai']));
      const text = await pdfText(await download('Unduh PDF'));
      expect(text).toContain('Laporan Pelaksanaan Kerja Sama');
      expect(text).toContain(`Tahun ${tahun}`);
      expect(text).toContain('Hentikan');
    } finally {
      await dinas.close();
      await admin.close();
    }
  }, 180_000);
  it('the dashboard charts label their months in Indonesian, apart and under their bars, at 390 and 1366 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1366]) {
      const b = await launchBrowser({ width, height: 900 });
      try {
        const p = b.page;
        await signIn(p, server.url, ADMIN.username, ADMIN.password);
        await p.goto(`${server.url}/admin/beranda`);
        const chart = p.getByTestId('berakhir-chart');
        // the library draws the x axis once it has measured its box: twelve month ticks; on a phone the labels
        // wrap ("Des" over "26") and every other one is left out, as twelve do not fit side by side
        const ticks = chart.locator('.fui-cart__xAxis .tick text');
        await expect.poll(() => ticks.count(), { timeout: 20_000 }).toBe(width === 390 ? 6 : 12);
        const labels = await ticks.allTextContents();
        for (const l of labels) expect(l).toMatch(/^(Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) ?\d{2}$/);
        await labelsApart(chart);
        // issue 19's additions: the ratings of the evaluation above (1, 2, 2) charted this month, this year's
        // records by jenis and urusan
        await visible(p.getByTestId('nilai-chart').locator('svg').first(), 20_000);
        await labelsApart(p.getByTestId('nilai-chart'));
        const nilai = p.getByRole('table', { name: /nilai evaluasi per bulan/i });
        const bulanIni = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date());
        expect(await nilai.getByRole('row', { name: new RegExp(bulanIni, 'i') }).getByRole('cell').allTextContents()).toEqual(['1', '1,67', '1', '2', '2']);
        const jenis = p.getByRole('table', { name: 'Menurut Jenis Kerja Sama' });
        await visible(jenis.getByRole('row', { name: /KSDPK — Kerja Sama Daerah dengan Pihak Ketiga 1 0/ }));
        await visible(p.getByRole('table', { name: 'Menurut Urusan Pemerintahan' }).getByRole('row').nth(1));
        const overflow = await p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow).toBeLessThanOrEqual(1);
        await p.setViewportSize({ width, height: 2400 });
        await p.screenshot({ path: path.join(SHOTS, `beranda-${width}.png`), fullPage: true });
      } finally {
        await b.close();
      }
    }
  }, 120_000);

  it("a reminder's link to a partner's agreement keeps its card in view on a phone while the histories above it load", async () => {
    const admin = (await gql(server.url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN })).login.token as string;
    const idMitra = (await gql(server.url, 'query { mitraCombo(search: "mitra.monev") { idUser } }', {}, admin)).mitraCombo[0].idUser as number;
    for (let n = 2; n <= 9; n++) {
      await gql(
        server.url,
        'mutation($i: MouInput!) { createMou(input: $i) { idMou } }',
        {
          i: {
            idMitra, mitra: 'PT Bersih Lestari', tglMulai: monthsFromNow(-8), tglBerakhir: monthsFromNow(12), judul: `Kerja Sama Lanjutan ${n}`, deskripsi: 'Lanjutan.',
            noKontrak: `MONEV/E2E/${n}`, noMitra: `BL-${n}`, nilai: 0, namaTtdMitra: 'Direktur', jabatanTtdMitra: 'Direktur', namaTtd: 'Wali Kota', jabatanTtd: 'Wali Kota',
            keterangan: '-', status: 1, klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [11] },
          },
        },
        admin,
      );
    }
    const mitra = await launchBrowser({ width: 390, height: 844 });
    try {
      const p = mitra.page;
      await signIn(p, server.url, MITRA.username, MITRA.password);
      await p.goto(`${server.url}/admin/kerja-sama-saya`);
      const cards = p.locator('[id^="kesepakatan-"]');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(9);
      const last = (await cards.last().getAttribute('id'))!;
      // a fresh load, as from the reminder's mail: the list arrives first, every card's history after it
      await p.goto('about:blank');
      await p.goto(`${server.url}/admin/kerja-sama-saya#${last}`);
      const histories = p.getByRole('region', { name: 'Monitoring dan Evaluasi' });
      await expect.poll(() => histories.count(), { timeout: 20_000 }).toBe(9);
      const inView = () =>
        p.evaluate((id) => {
          const r = document.getElementById(id)!.getBoundingClientRect();
          return r.top >= -1 && r.top < window.innerHeight - 100;
        }, last);
      await expect.poll(inView, { timeout: 10_000 }).toBe(true);
      expect(await p.evaluate(() => document.activeElement?.id)).toBe(last);
      // and far down the page: the cards above it were scrolled past
      expect(await p.evaluate(() => document.querySelector('[id^="kesepakatan-"]')!.getBoundingClientRect().top)).toBeLessThan(-1000);
    } finally {
      await mitra.close();
    }
  }, 120_000);
});
