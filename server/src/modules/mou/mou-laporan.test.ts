import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou } from '../../test/kerjasama-fixtures.js';
import { fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LaporanService } from '../laporan/laporan.service.js';
import { LaporanFormat } from '../laporan/laporan.types.js';

const LAPORAN_LINK = `mutation($f: LaporanFilter, $fmt: LaporanFormat) { mouLaporanLink(filter: $f, format: $fmt) }`;
const LAPORAN = `query($f: LaporanFilter) { mouLaporan(filter: $f) { judul keterangan kolom baris total dipotong namaFile } }`;

describe('mou report (laporan)', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
  });
  afterAll(() => app.close());

  describe('report (laporan)', () => {
    beforeAll(async () => {
      await createMou(app, admin, mitra.idUser, { judul: 'Laporan Satu', tglMulai: '2026-03-05', tglBerakhir: '2026-12-31', nilai: 2500000 });
      await createMou(app, admin, mitra.idUser, { judul: 'Laporan Dua', tglMulai: '2026-04-10', tglBerakhir: '2027-01-31', status: 3 });
      await createMou(app, admin, mitra.idUser, { judul: 'Laporan Luar Periode', tglMulai: '2025-04-10', tglBerakhir: '2027-01-31' });
    });
    const range = { tanggalDari: '2026-03-01', tanggalSampai: '2026-04-30' };

    it('builds a table of the agreements starting in the period, with an Indonesian heading and period', async () => {
      const t = ok(await app.gql(LAPORAN, { f: { ...range, judul: 'laporan' } }, admin)).mouLaporan;
      expect(t.judul).toBe('Laporan Kesepakatan (MOU)');
      expect(t.keterangan).toEqual(['Periode 1 Maret 2026 s.d. 30 April 2026', 'Judul memuat: "laporan"']);
      expect(t.kolom[0]).toBe('No');
      expect(t.baris.map((r: string[]) => r[1])).toEqual(['Laporan Satu', 'Laporan Dua']);
      expect(t.baris[0]).toContain('5 Maret 2026');
      expect(t.baris[0]).toContain('Rp 2.500.000,00');
      expect(t.total).toBe(2);
      const aktif = ok(await app.gql(LAPORAN, { f: { ...range, judul: 'laporan', status: 1 } }, admin)).mouLaporan;
      expect(aktif.keterangan).toContain('Status: Aktif');
      expect(aktif.baris.map((r: string[]) => r[1])).toEqual(['Laporan Satu']);
    });

    it.each([
      [{}, { tanggalDari: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong', tanggalSampai: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong' }],
      [{ tanggalDari: '2026-01-01' }, { tanggalSampai: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong' }],
      [{ tanggalDari: '2026-05-01', tanggalSampai: '2026-04-01' }, { tanggalSampai: 'Tgl. Sampai tidak boleh sebelum Tgl. Dari' }],
      [{ tanggalDari: '01/05/2026', tanggalSampai: '2026-06-01' }, { tanggalDari: 'Tgl. Dari harus berformat yyyy-MM-dd' }],
    ])('refuses the range %j', async (f, fields) => {
      expect(fieldsOf(await app.gql(LAPORAN_LINK, { f }, admin))).toEqual(fields);
      expect(fieldsOf(await app.gql(LAPORAN, { f }, admin))).toEqual(fields);
    });

    it('gives a short-lived signed link to a real PDF, opened without any header', async () => {
      const url = ok(await app.gql(LAPORAN_LINK, { f: range }, admin)).mouLaporanLink as string;
      expect(url).toMatch(/^\/laporan\/kesepakatan\?.*sig=/);
      const res = await fetch(`${app.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('laporan-kesepakatan-2026-03-01-2026-04-30.pdf');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');

      const tampered = url.replace('tanggal_sampai=2026-04-30', 'tanggal_sampai=2026-12-31');
      const bad = await fetch(`${app.url}${tampered}`);
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ success: false, message: 'Tautan laporan tidak valid atau sudah kedaluwarsa' });
    });

    it('gives an XLSX workbook with the Indonesian heading, period and rows', async () => {
      const url = ok(await app.gql(LAPORAN_LINK, { f: range, fmt: 'XLSX' }, admin)).mouLaporanLink as string;
      const res = await fetch(`${app.url}${url}`);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 2).toString()).toBe('PK');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(body as never);
      const ws = wb.worksheets[0]!;
      expect(ws.getCell('A1').value).toBe('Laporan Kesepakatan (MOU)');
      expect(ws.getCell('A2').value).toBe('Periode 1 Maret 2026 s.d. 30 April 2026');
      const values: string[] = [];
      ws.eachRow((r) => values.push(...(r.values as unknown[]).filter((v): v is string => typeof v === 'string')));
      expect(values).toContain('Judul Kesepakatan');
      expect(values).toContain('Laporan Satu');
      expect(values).toContain('Laporan Dua');
    });

    it('signed links carry their viewer and its token version, expire, and cannot be forged', () => {
      const s = new LaporanService('k'.repeat(40));
      const f = { tanggalDari: '2026-01-01', tanggalSampai: '2026-12-31', status: null, judul: null };
      const now = Date.UTC(2026, 0, 1);
      const url = new URL(s.link('kesepakatan', f, LaporanFormat.PDF, { idUser: 7, tokenVersion: 3 }, now), 'http://x');
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({ uid: '7', ver: '3' });
      expect(s.verify('kesepakatan', params, now + 60_000)).toEqual({ idUser: 7, tokenVersion: 3 });
      expect(s.verify('kesepakatan', params, now + 11 * 60_000)).toBeNull();
      expect(s.verify('perjanjian', params, now)).toBeNull();
      expect(s.verify('kesepakatan', { ...params, uid: '1' }, now)).toBeNull();
      expect(s.verify('kesepakatan', { ...params, ver: '4' }, now)).toBeNull();
      expect(s.verify('kesepakatan', { ...params, ver: undefined }, now)).toBeNull();
      expect(new LaporanService('x'.repeat(40)).verify('kesepakatan', params, now)).toBeNull();
    });
  });
});
