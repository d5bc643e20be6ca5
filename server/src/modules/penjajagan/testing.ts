/** Test fixtures of the Penjajakan feature (used by its integration, chat, legacy and realtime tests). */
import type { GqlResult, TestApp } from '../../test/test-app.js';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const RAR = Buffer.concat([Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]), Buffer.alloc(64, 7)]);
export const TEXT = Buffer.from('bukan dokumen, hanya teks biasa');

export interface FileArg {
  name: string;
  content: Buffer;
}

/** A GraphQL multipart request (graphql-multipart-request-spec) with one file in `variables.file`. */
export const gqlUpload = async (
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  file: FileArg | null,
  token?: string,
): Promise<GqlResult> => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
  if (file) form.append('0', new Blob([file.content]), file.name);
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json()) as GqlResult;
  return { status: res.status, data: body.data as any, errors: body.errors };
};

export const P_FIELDS = 'idPenjajagan noPenjajagan idUser namaPengaju judul deskripsi idStatus statusText tglInput namaFile fileUrl';
export const CREATE = `mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { ${P_FIELDS} } }`;

/** Creates a proposal as `token` (a partner for itself, or an admin naming `idUser`). */
export const createPenjajagan = async (
  app: TestApp,
  token: string,
  input: Record<string, unknown>,
  file: FileArg | null = { name: 'proposal.pdf', content: PDF },
) => {
  const r = await gqlUpload(app, CREATE, { i: { deskripsi: 'Deskripsi penjajakan', ...input } }, file, token);
  if (!r.data?.createPenjajagan) throw new Error(`createPenjajagan failed: ${JSON.stringify(r.errors)}`);
  return r.data.createPenjajagan as { idPenjajagan: number; noPenjajagan: string; idUser: number; judul: string; idStatus: number };
};

/** A proposal stored directly (no upload) with the given status, linked to the given agencies; its id. */
export const insertPenjajagan = async (app: TestApp, o: { idUser: number; idStatus: number; skpd: number[]; judul?: string }): Promise<number> => {
  const [row] = await app.sql(
    `insert into penjajagan (no_penjajagan, id_user, judul, deskripsi, id_status) values ($1, $2, $3, 'Usulan mitra', $4) returning id_penjajagan`,
    [`PJ-${Math.random().toString(36).slice(2, 10)}`, o.idUser, o.judul ?? 'Kerja Sama Pengelolaan Sampah', o.idStatus],
  );
  for (const s of o.skpd) await app.sql('insert into penjajagan_skpd (id_penjajagan, id_skpd) values ($1, $2)', [row.id_penjajagan, s]);
  return row.id_penjajagan as number;
};
