import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldsOf } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPenjajagan } from './testing.js';

describe('penjajagan report (laporan)', () => {
  let app: TestApp;
  let superAdmin: string; // level 99
  let admin: { idUser: number; token: string }; // level 1
  let staff: { idUser: number; token: string }; // level 2
  let mitraA: { idUser: number; token: string }; // level 3
  let mitraB: { idUser: number; token: string }; // level 4

  beforeAll(async () => {
    app = await createTestApp();
    superAdmin = await app.login();
    admin = await app.userWithLevel(1);
    const [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji', 1, 1) returning id_skpd`);
    staff = await app.userWithLevel(2, { idSkpd });
    mitraA = await app.userWithLevel(3);
    mitraB = await app.userWithLevel(4);
  });
  afterAll(() => app.close());

  describe('laporan', () => {
    const LAPORAN = `query($f: LaporanFilter) { penjajaganLaporan(filter: $f) { judul keterangan kolom baris total dipotong namaFile } }`;
    const LINK = `query($f: LaporanFilter, $fmt: LaporanFormat) { penjajaganLaporanLink(filter: $f, format: $fmt) }`;
    const today = () => new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);

    it('tabulates proposals submitted in the period, narrowed by status (0 included) and judul', async () => {
      const p = await createPenjajagan(app, mitraB.token, { judul: 'Untuk laporan' });
      const r = await app.gql(LAPORAN, { f: { tanggalDari: today(), tanggalSampai: today(), status: 0, judul: 'untuk LAPORAN' } }, admin.token);
      expect(r.errors).toBeUndefined();
      const t = r.data!.penjajaganLaporan;
      expect(t).toMatchObject({ judul: 'Laporan Penjajakan Kerja Sama', total: 1, dipotong: false, kolom: ['No', 'No. Penjajakan', 'Nama', 'Judul', 'Deskripsi', 'Tanggal', 'Status'] });
      expect(t.baris).toEqual([['1', p.noPenjajagan, 'Pengguna 4', 'Untuk laporan', 'Deskripsi penjajakan', expect.stringMatching(/^\d{1,2} \S+ \d{4}$/), 'Baru']]);
      expect(t.keterangan).toContain('Status: Baru');
      const none = await app.gql(LAPORAN, { f: { tanggalDari: '2000-01-01', tanggalSampai: '2000-12-31' } }, superAdmin);
      expect(none.data!.penjajaganLaporan.total).toBe(0);
    });

    it('requires the date range with the SPEC message', async () => {
      const r = await app.gql(LAPORAN, { f: {} }, admin.token);
      expect(fieldsOf(r)).toEqual({ tanggalDari: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong', tanggalSampai: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong' });
    });

    it('is for levels 1 and 99 only', async () => {
      const f = { tanggalDari: today(), tanggalSampai: today() };
      for (const token of [staff.token, mitraA.token]) {
        expect(codeOf(await app.gql(LAPORAN, { f }, token))).toBe('FORBIDDEN');
        expect(codeOf(await app.gql(LINK, { f }, token))).toBe('FORBIDDEN');
      }
    });

    it('gives a signed link that downloads the PDF or XLSX without a header', async () => {
      const f = { tanggalDari: today(), tanggalSampai: today() };
      const pdfLink = (await app.gql(LINK, { f }, admin.token)).data!.penjajaganLaporanLink as string;
      expect(pdfLink).toMatch(/^\/laporan\/penjajakan\?/);
      const res = await fetch(`${app.url}${pdfLink}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const xlsxLink = (await app.gql(LINK, { f, fmt: 'XLSX' }, superAdmin)).data!.penjajaganLaporanLink as string;
      const x = await fetch(`${app.url}${xlsxLink}`);
      expect(x.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect((await fetch(`${app.url}${pdfLink.replace(/sig=[^&]+/, 'sig=palsu')}`)).status).toBe(401);
    });
  });
});
