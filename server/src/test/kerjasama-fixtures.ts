/** Test data and helpers for agreements (MOU), contracts (PKS) and their uploads. */
import type { GqlResult, TestApp } from './test-app.js';
import { ok } from './results.js';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/**
 * The classification every new agreement and contract needs through GraphQL (issue 19); pass
 * `klasifikasi: undefined` for an edit that leaves the record's as it is.
 */
export const KLASIFIKASI = { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] };

export const mouInput = (idMitra: number, overrides: Record<string, unknown> = {}) => ({
  idMitra,
  mitra: 'PT Mitra Sejahtera',
  tglMulai: '2026-01-01',
  tglBerakhir: '2027-12-31',
  judul: 'Kerja Sama Pengembangan Kota',
  deskripsi: 'Ruang lingkup kerja sama.',
  noKontrak: '001/KSD/2026',
  noMitra: 'MS-01/2026',
  nilai: 1500000.5,
  namaTtdMitra: 'Budi Santoso',
  jabatanTtdMitra: 'Direktur Utama',
  namaTtd: 'Wali Kota',
  jabatanTtd: 'Wali Kota',
  keterangan: 'Tidak ada',
  status: 1,
  klasifikasi: KLASIFIKASI,
  ...overrides,
});

export const pksInput = (idMou: number, overrides: Record<string, unknown> = {}) => ({
  idMou,
  mitra: 'PT Mitra Sejahtera',
  tglMulai: '2026-02-01',
  tglBerakhir: '2026-12-31',
  judul: 'Rencana Kerja Tahap I',
  deskripsi: 'Ruang lingkup perjanjian.',
  noKontrak: 'PKS-001/2026',
  noMitra: 'MS-PKS-01',
  nilai: 250000,
  namaTtdMitra: 'Budi Santoso',
  jabatanTtdMitra: 'Direktur Utama',
  namaTtd: 'Sekretaris Daerah',
  jabatanTtd: 'Sekretaris Daerah',
  keterangan: 'Tidak ada',
  status: 1,
  klasifikasi: KLASIFIKASI,
  ...overrides,
});

const CREATE_MOU = 'mutation($i: MouInput!) { createMou(input: $i) { idMou judul } }';
const CREATE_PKS = 'mutation($i: PksInput!) { createPks(input: $i) { idPks judul idMou } }';

export const createMou = async (app: TestApp, token: string, idMitra: number, overrides: Record<string, unknown> = {}) =>
  ok(await app.gql(CREATE_MOU, { i: mouInput(idMitra, overrides) }, token)).createMou as { idMou: number; judul: string };

export const createPks = async (app: TestApp, token: string, idMou: number, overrides: Record<string, unknown> = {}) =>
  ok(await app.gql(CREATE_PKS, { i: pksInput(idMou, overrides) }, token)).createPks as { idPks: number; judul: string; idMou: number };

/** A real GraphQL multipart request (graphql-multipart-request-spec), as a browser client sends it. */
export const gqlUpload = async (
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; content: Buffer; type?: string } | null,
  token?: string,
): Promise<GqlResult> => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
  if (file) form.append('0', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json()) as GqlResult;
  return { status: res.status, data: body.data, errors: body.errors };
};

/** Makes a record as it was before classification existed (an old record, or one added through legacy add.php). */
export const tanpaKlasifikasi = async (app: TestApp, record: { idMou: number } | { idPks: number }) =>
  void (await app.sql(
    'idMou' in record ? 'delete from klasifikasi where id_mou = $1' : 'delete from klasifikasi where id_pks = $1',
    ['idMou' in record ? record.idMou : record.idPks],
  ));

export const count = async (app: TestApp, table: string, where = 'true', params: unknown[] = []) =>
  (await app.sql(`select count(*)::int as n from ${table} where ${where}`, params))[0].n as number;

/** The newest Riwayat entry. */
export const lastRiwayat = async (app: TestApp) => (await app.sql('select * from riwayat order by id_riwayat desc limit 1'))[0];
