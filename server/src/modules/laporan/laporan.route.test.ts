import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const LINK = `mutation($f: LaporanFilter, $fmt: LaporanFormat) { mouLaporanLink(filter: $f, format: $fmt) }`;
const range = { tanggalDari: '2026-03-01', tanggalSampai: '2026-04-30' };
const query = new URLSearchParams({ tanggal_dari: range.tanggalDari, tanggal_sampai: range.tanggalSampai });

describe('laporan: report downloads at /laporan/:jenis', () => {
  let app: TestApp;
  let admin: string;
  let staff: { idUser: number; token: string };

  const open = (path: string, authorization?: string) => fetch(`${app.url}${path}`, { headers: authorization ? { authorization: `Bearer ${authorization}` } : {} });
  const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Rute Laporan', 79, 1) returning id_skpd`);
    staff = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    const mitra = await app.userWithLevel(3);
    await createMou(app, admin, mitra.idUser, { judul: 'Rute Laporan', tglMulai: '2026-03-05', tglBerakhir: '2026-12-31' });
  });
  afterAll(() => app.close());

  it('every report opens with an Authorization header, PDF by default and XLSX on request', async () => {
    for (const jenis of ['kesepakatan', 'perjanjian', 'penjajakan']) {
      const pdf = await open(`/laporan/${jenis}?${query}`, admin);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const xlsx = await open(`/laporan/perjanjian?${query}&format=xlsx`, admin);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toContain('attachment; filename="laporan-perjanjian-2026-03-01-2026-04-30.xlsx"');
  });

  it('refuses by the same rules as the query, in Indonesian, without a document', async () => {
    expect(await refusal(await open(`/laporan/kesepakatan?${query}`))).toEqual({ status: 401, body: { success: false, message: 'Tautan laporan tidak valid atau sudah kedaluwarsa' } });
    expect((await refusal(await open(`/laporan/kesepakatan?${query}`, staff.token))).status).toBe(403);
    expect((await refusal(await open(`/laporan/kesepakatan?${query}`, 'bukan-token'))).status).toBe(401);
    expect(await refusal(await open('/laporan/kesepakatan?tanggal_dari=2026-05-01', admin))).toEqual({ status: 400, body: { success: false, message: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong' } });
    expect((await refusal(await open(`/laporan/riwayat?${query}`, admin))).status).toBe(404);
  });

  it('a signed link is bound to its report and its filter; the legacy laporan.php path answers the same report', async () => {
    const link = ok(await app.gql(LINK, { f: range, fmt: 'XLSX' }, admin)).mouLaporanLink as string;
    expect(link).toMatch(/^\/laporan\/kesepakatan\?/);
    expect((await open(link)).status).toBe(200);
    expect((await open(link.replace('/laporan/kesepakatan', '/laporan/perjanjian'))).status).toBe(401);
    expect((await open(link.replace('tanggal_dari=2026-03-01', 'tanggal_dari=2020-01-01'))).status).toBe(401);
    const legacy = await fetch(`${app.url}/api/mou/laporan.php?${query}&format=json&token=${admin}`);
    const modern = await app.gql(`query($f: LaporanFilter) { mouLaporan(filter: $f) { baris } }`, { f: range }, admin);
    expect(((await legacy.json()) as { data: { baris: string[][] } }).data.baris).toEqual(ok(modern).mouLaporan.baris);
  });
});
