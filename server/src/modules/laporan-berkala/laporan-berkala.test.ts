import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '../../common/dates.js';
import { createMou, createPks, lastRiwayat, tanpaKlasifikasi } from '../../test/kerjasama-fixtures.js';
import { codeOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { periodeLaporan } from '../../rules/laporan-berkala.js';
import { tabelPergerakan, tabelTahapan } from './laporan-berkala.data.js';
import { tulisXlsx } from './laporan-berkala.xlsx.js';
import { HitungLaporan } from './laporan-berkala.hitung.js';
import { mulaiLembar } from './laporan-berkala.lembar.js';

const MINTA = `mutation($i: LaporanBerkalaInput!) { mintaLaporanBerkala(input: $i) { idLaporanBerkala status statusText progres } }`;
const LIST = `query { laporanBerkala { idLaporanBerkala tahun semester status progres pesan urlXlsx urlPdf } }`;
const DASHBOARD = `query { dashboard { totalMou totalPks } }`;
const DASHBOARD_KLASIFIKASI = `query { dashboard { tahun perJenis { kode label kesepakatan perjanjian } perUrusan { kode label kesepakatan perjanjian }
  nilaiEvaluasi { bulan label jumlah manfaat komitmen pelaksanaan rataRata } } }`;

/** Resolves when `check` gives a value (polled), or fails after `ms`. */
const until = async <T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('Laporan Pelaksanaan Kerja Sama (periodic report)', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const mitra = await app.userWithLevel(3);
    const klas = { jenis: 'KSDD', kategoriMitra: 'pemerintah_daerah', idUrusan: [1, 26] };
    const { idMou } = await createMou(app, admin, mitra.idUser, { tglMulai: '2026-01-10', tglBerakhir: '2027-01-09', klasifikasi: klas, noKontrak: 'LB/1' });
    await tanpaKlasifikasi(app, await createMou(app, admin, mitra.idUser, { tglMulai: '2025-03-01', tglBerakhir: '2026-05-31', noKontrak: 'LB/2', status: 2 }));
    await createMou(app, admin, mitra.idUser, { tglMulai: '2020-01-01', tglBerakhir: '2021-01-01', noKontrak: 'LB/LUAR' });
    await createPks(app, admin, idMou, { tglMulai: '2026-02-01', tglBerakhir: '2026-08-31', klasifikasi: { ...klas, jenis: 'KSDPK', kategoriMitra: 'badan_usaha' } });
    ok(await app.gql(`mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi } }`, { i: { idMou, periode: 1, nilaiManfaat: 5, nilaiKomitmen: 4, nilaiPelaksanaan: 3, rekomendasi: 'PERLUAS' } }, admin));
  });
  afterAll(() => app.close());

  /** The XLSX of a requested report, once its job has made it. */
  const workbookOf = async (idLaporanBerkala: number): Promise<ExcelJS.Workbook> => {
    const done = await until(async () => {
      const rows = ok(await app.gql(LIST, {}, admin)).laporanBerkala as { idLaporanBerkala: number; status: string; urlXlsx: string | null; pesan: string | null }[];
      const row = rows.find((r) => r.idLaporanBerkala === idLaporanBerkala)!;
      expect(row.status, row.pesan ?? '').not.toBe('gagal');
      return row.status === 'selesai' ? row : undefined;
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await (await fetch(`${app.url}${done.urlXlsx}`)).arrayBuffer()) as never);
    return wb;
  };

  it('a write that fails midway rejects and closes every list it opened: no transaction or thread is left', async () => {
    const open = () => app.sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
    const periode = periodeLaporan({ tahun: 2026, semester: null });
    const isi = async () => ({ judul: 'Uji', periode, ringkasan: [] });
    const failing = async () => {
      throw new Error('simulasi: penyimpanan gagal');
    };
    await expect(tulisXlsx(app.db.orm.em.fork(), periode, new HitungLaporan(), isi, failing, async () => {})).rejects.toThrow(/simulasi/);
    await until(async () => ((await open())[0]!.n === 0 ? true : undefined), 10_000);
    // The sheet threads were stopped with their connections.
    const thread = () => app.sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where application_name like 'laporan-berkala %'`);
    await until(async () => ((await thread())[0]!.n === 0 ? true : undefined), 10_000);
  });

  it('a sheet thread that cannot reach the database fails its sheets, and stops when closed', async () => {
    const periode = periodeLaporan({ tahun: 2026, semester: null });
    const progres: number[] = [];
    const lembar = mulaiLembar({ jenis: 'evaluasi', databaseUrl: 'postgres://tidak:ada@127.0.0.1:1/tidak_ada', periode, strings: [], level: 1 }, (n) => progres.push(n));
    await expect(lembar.selesai).rejects.toThrow(/ECONNREFUSED|connect/);
    await lembar.tutup();
    expect(progres).toEqual([]);
  });

  it('refuses a bad period in Indonesian and non-admins', async () => {
    expect(fieldsOf(await app.gql(MINTA, { i: { tahun: 1999, semester: 3 } }, admin))).toEqual({ tahun: 'Tahun tidak valid', semester: 'Semester harus 1 atau 2' });
    // a period that has not started yet: refused, nothing stored (the current year and semester may be asked)
    const before = (await app.sql('select count(*)::int as n from laporan_berkala'))[0].n;
    const tahunIni = Number(todayIso().slice(0, 4));
    expect(fieldsOf(await app.gql(MINTA, { i: { tahun: tahunIni + 1 } }, admin))).toEqual({ tahun: 'Periode laporan belum dimulai' });
    expect(fieldsOf(await app.gql(MINTA, { i: { tahun: tahunIni + 1, semester: 1 } }, admin))).toEqual({ semester: 'Periode laporan belum dimulai' });
    expect((await app.sql('select count(*)::int as n from laporan_berkala'))[0].n).toBe(before);
    const staff = await app.userWithLevel(2, { idSkpd: (await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas LB', 5, 1) returning id_skpd`))[0].id_skpd });
    expect(codeOf(await app.gql(MINTA, { i: { tahun: 2026 } }, staff.token))).toBe('FORBIDDEN');
  });

  it('a job makes the yearly XLSX (a sheet per table, totals equal to the dashboard) and the PDF, downloadable again', async () => {
    const asked = ok(await app.gql(MINTA, { i: { tahun: 2026 } }, admin)).mintaLaporanBerkala;
    expect(asked).toMatchObject({ status: 'antri', statusText: 'Menunggu', progres: 0 });
    expect((await lastRiwayat(app)).aksi).toBe('Meminta Laporan Pelaksanaan Kerja Sama Tahun 2026');
    const done = await until(async () => {
      const rows = ok(await app.gql(LIST, {}, admin)).laporanBerkala as { idLaporanBerkala: number; status: string; urlXlsx: string | null; urlPdf: string | null; pesan: string | null }[];
      const row = rows.find((r) => r.idLaporanBerkala === asked.idLaporanBerkala)!;
      expect(row.status, row.pesan ?? '').not.toBe('gagal');
      return row.status === 'selesai' ? row : undefined;
    });
    const xlsxRes = await fetch(`${app.url}${done.urlXlsx}`);
    expect(xlsxRes.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsxRes.arrayBuffer()) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Ringkasan', 'Kesepakatan', 'Perjanjian', 'Evaluasi', 'Realisasi']);
    const cells = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
      return out;
    };
    const ringkasan = cells('Ringkasan');
    expect(ringkasan[1]).toEqual(['Periode: Tahun 2026 (1 Januari 2026 s.d. 31 Desember 2026)']);
    const dash = ok(await app.gql(DASHBOARD, {}, admin)).dashboard;
    expect(ringkasan.find((r) => r[0] === 'Aktif saat ini (sama dengan Beranda)')).toEqual(['Aktif saat ini (sama dengan Beranda)', dash.totalMou, dash.totalPks, dash.totalMou + dash.totalPks]);
    expect(ringkasan.find((r) => String(r[0]).startsWith('KSDD'))).toEqual(['KSDD — Kerja Sama Daerah dengan Daerah Lain', 1, 0, 1]);
    expect(ringkasan.find((r) => r[0] === 'Belum diklasifikasi')).toEqual(['Belum diklasifikasi', 1, 0, 1]);
    expect(ringkasan.find((r) => r[0] === 'Pariwisata')).toEqual(['Pariwisata', 1, 1, 2]);
    expect(ringkasan.find((r) => r[0] === 'Perluas')).toEqual(['Perluas', 1, 5, 4, 3]);
    expect(cells('Kesepakatan').map((r) => r[1])).toEqual(['No. Kontrak', 'LB/1', 'LB/2']);
    expect(cells('Perjanjian')).toHaveLength(2);
    expect(cells('Evaluasi')[1]).toEqual(expect.arrayContaining(['Kesepakatan', 5, 4, 3, 'Perluas']));
    const pdf = Buffer.from(await (await fetch(`${app.url}${done.urlPdf}`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await app.sql(`select ext from stored_file where owner_kind = 'laporan-berkala' and owner_id = $1 order by ext`, [asked.idLaporanBerkala])).toEqual([{ ext: 'pdf' }, { ext: 'xlsx' }]);
  });
  it('the dashboard counts by jenis and urusan equal the yearly report of this year, and it charts the ratings per month', async () => {
    const tahun = Number(todayIso().slice(0, 4));
    const mitra = await app.userWithLevel(3);
    // records that run this year, one of them abroad with two urusan (one whose name holds commas), one unclassified
    const { idMou } = await createMou(app, admin, mitra.idUser, {
      tglMulai: `${tahun}-01-15`, tglBerakhir: `${tahun + 1}-01-14`, noKontrak: 'LB/D1',
      klasifikasi: { jenis: 'KSDLL', kategoriMitra: 'luar_negeri', negara: 'Jepang', idUrusan: [2, 5] },
    });
    await createPks(app, admin, idMou, { tglMulai: `${tahun}-02-01`, tglBerakhir: `${tahun}-12-31`, noKontrak: 'LB/D2', klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [2] } });
    await tanpaKlasifikasi(app, await createMou(app, admin, mitra.idUser, { tglMulai: `${tahun}-03-01`, tglBerakhir: `${tahun}-09-30`, noKontrak: 'LB/D3' }));
    ok(await app.gql(`mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi } }`, { i: { idMou, periode: 1, nilaiManfaat: 2, nilaiKomitmen: 3, nilaiPelaksanaan: 5, rekomendasi: 'LANJUTKAN' } }, admin));

    const wb = await workbookOf(ok(await app.gql(MINTA, { i: { tahun } }, admin)).mintaLaporanBerkala.idLaporanBerkala);
    const rows: unknown[][] = [];
    wb.getWorksheet('Ringkasan')!.eachRow({ includeEmpty: true }, (r) => rows.push((r.values as unknown[]).slice(1)));
    /** The rows of one table of the Ringkasan sheet: after its title and header, up to the empty row. */
    const section = (judul: string) => {
      const start = rows.findIndex((r) => r[0] === judul) + 2;
      const end = rows.findIndex((r, i) => i >= start && r.length === 0);
      return rows.slice(start, end === -1 ? undefined : end);
    };
    const dash = ok(await app.gql(DASHBOARD_KLASIFIKASI, {}, admin)).dashboard;
    expect(dash.tahun).toBe(tahun);
    const asRows = (list: { label: string; kesepakatan: number; perjanjian: number }[]) => list.map((k) => [k.label, k.kesepakatan, k.perjanjian, k.kesepakatan + k.perjanjian]);
    expect(asRows(dash.perJenis)).toEqual(section('Menurut Jenis Kerja Sama'));
    expect(asRows(dash.perUrusan)).toEqual(section('Menurut Urusan Pemerintahan'));
    expect(dash.perJenis.find((k: { kode: string }) => k.kode === 'KSDLL')).toEqual({ kode: 'KSDLL', label: 'KSDLL — Kerja Sama Daerah dengan Lembaga di Luar Negeri', kesepakatan: 1, perjanjian: 0 });
    expect(dash.perJenis.find((k: { kode: string | null }) => k.kode === null)?.label).toBe('Belum diklasifikasi');
    const urusan2 = (await app.sql('select nama from urusan where id_urusan = 2'))[0].nama;
    expect(dash.perUrusan.find((k: { kode: string }) => k.kode === urusan2)).toMatchObject({ kesepakatan: 1, perjanjian: 1 });
    const ketenteraman = 'Ketenteraman, Ketertiban Umum, dan Pelindungan Masyarakat';
    expect(section('Menurut Urusan Pemerintahan')).toContainEqual([ketenteraman, 1, 0, 1]);
    const kesepakatan: unknown[][] = [];
    wb.getWorksheet('Kesepakatan')!.eachRow((r) => kesepakatan.push((r.values as unknown[]).slice(1)));
    expect(kesepakatan.find((r) => r[1] === 'LB/D1')?.[10]).toBe(`${urusan2}, ${ketenteraman}`);

    // ratings: this month and the 11 before; this month holds both evaluations of the suite (5/4/3 and 2/3/5)
    expect(dash.nilaiEvaluasi).toHaveLength(12);
    const now = dash.nilaiEvaluasi[11];
    expect(now.bulan).toBe(todayIso().slice(0, 7));
    expect(now).toMatchObject({ jumlah: 2, manfaat: 3.5, komitmen: 3.5, pelaksanaan: 4, rataRata: 3.67 });
    expect(dash.nilaiEvaluasi[0]).toMatchObject({ jumlah: 0, manfaat: null, rataRata: null });
    expect(dash.nilaiEvaluasi[0].label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it('a re-evaluation or a report filed again replaces the earlier version in the summary, the chart and the dashboard; the lists keep both, marked', async () => {
    const mitra = await app.userWithLevel(3);
    const { idMou } = await createMou(app, admin, mitra.idUser, { tglMulai: '2026-01-05', tglBerakhir: '2027-01-04', noKontrak: 'LB/V2', judul: 'Uji Versi Evaluasi' });
    const bulanIni = async () => ok(await app.gql(DASHBOARD_KLASIFIKASI, {}, admin)).dashboard.nilaiEvaluasi[11] as { jumlah: number; manfaat: number };
    const before = await bulanIni();
    const evaluasi = async (rekomendasi: string, nilai: number) =>
      ok(await app.gql(`mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { versi } }`, { i: { idMou, periode: 1, nilaiManfaat: nilai, nilaiKomitmen: nilai, nilaiPelaksanaan: nilai, rekomendasi } }, admin)).evaluasiMonev;
    expect(await evaluasi('LANJUTKAN', 1)).toEqual({ versi: 1 });
    expect(await evaluasi('PERLUAS', 5)).toEqual({ versi: 2 });
    expect((await bulanIni()).jumlah).toBe(before.jumlah + 1);
    const lapor = async (persentase: number, nilaiRealisasi: number) =>
      ok(await app.gql(`mutation($i: LaporMonevInput!) { laporMonev(input: $i) { versi } }`, { i: { idMou, periode: 1, kegiatan: 'Pelatihan', target: '100 peserta', capaian: 'sebagian', persentase, nilaiRealisasi } }, mitra.token)).laporMonev;
    expect(await lapor(50, 1000)).toEqual({ versi: 1 });
    expect(await lapor(80, 2500000.5)).toEqual({ versi: 2 });

    const wb = await workbookOf(ok(await app.gql(MINTA, { i: { tahun: 2026 } }, admin)).mintaLaporanBerkala.idLaporanBerkala);
    const cells = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
      return out;
    };
    const header = cells('Evaluasi')[0]!;
    const versions = cells('Evaluasi')
      .filter((r) => r[header.indexOf('Judul')] === 'Uji Versi Evaluasi')
      .map((r) => [r[header.indexOf('Versi')], r[header.indexOf('Versi Terakhir')], r[header.indexOf('Rekomendasi')]]);
    expect(versions).toEqual([
      [1, 'Tidak', 'Lanjutkan'],
      [2, 'Ya', 'Perluas'],
    ]);
    // the suite's other evaluations: Perluas 5/4/3 (beforeAll) and Lanjutkan 2/3/5; version 1 above is not counted
    const ringkasan = cells('Ringkasan');
    expect(ringkasan.find((r) => r[0] === 'Lanjutkan')).toEqual(['Lanjutkan', 1, 2, 3, 5]);
    expect(ringkasan.find((r) => r[0] === 'Perluas')).toEqual(['Perluas', 2, 5, 4.5, 4]);
    // the implementation reports: every version listed, the latest one counted
    const kolom = cells('Realisasi')[0]!;
    const laporan = cells('Realisasi')
      .filter((r) => r[kolom.indexOf('Judul')] === 'Uji Versi Evaluasi')
      .map((r) => ['Versi', 'Versi Terakhir', 'Pelapor', 'Capaian (%)', 'Nilai Realisasi (Rp)'].map((k) => r[kolom.indexOf(k)]));
    expect(laporan).toEqual([
      [1, 'Tidak', 'Mitra', 50, 1000],
      [2, 'Ya', 'Mitra', 80, 2500000.5],
    ]);
    expect(ringkasan.find((r) => r[0] === 'Mitra')).toEqual(['Mitra', 1, 80, 2500000.5]);
  });
  it('movements count signed records only (a draft is no new agreement) and endings up to today; the stages table counts stages (audit s19 #5)', async () => {
    const tahun = Number(todayIso().slice(0, 4));
    const periode = periodeLaporan({ tahun, semester: null });
    const baris = async () => {
      const { tabel } = await tabelPergerakan(app.db.orm.em.fork(), periode);
      return Object.fromEntries(tabel.baris.map(([label, mou, pks]) => [label, [Number(mou), Number(pks)]]));
    };
    const tahapan = async () => Object.fromEntries((await tabelTahapan(app.db.orm.em.fork(), periode)).baris.map(([label, mou]) => [label, Number(mou)]));
    const mitra = await app.userWithLevel(3);
    const before = await baris();
    const stagesBefore = await tahapan();
    const mulai = `${tahun}-01-02`;
    // a draft starting this year, and a signed one that ends later than today (still running)
    await createMou(app, admin, mitra.idUser, { status: 3, tglMulai: mulai, tglBerakhir: `${tahun + 1}-12-31`, noKontrak: 'LB/DRAF' });
    const nanti = addDaysIso(todayIso(), 1) <= `${tahun}-12-31` ? addDaysIso(todayIso(), 1) : `${tahun + 1}-01-01`;
    await createMou(app, admin, mitra.idUser, { status: 1, tglMulai: mulai, tglBerakhir: nanti, noKontrak: 'LB/JALAN' });
    const after = await baris();
    expect(after['Baru (mulai dalam periode)']![0]).toBe(before['Baru (mulai dalam periode)']![0] + 1);
    expect(after['Berakhir dalam periode']).toEqual(before['Berakhir dalam periode']);
    const stagesAfter = await tahapan();
    expect(stagesAfter['Draf']).toBe((stagesBefore['Draf'] ?? 0) + 1);
    expect(stagesAfter['Pelaksanaan']).toBe((stagesBefore['Pelaksanaan'] ?? 0) + 1);
  });
});
