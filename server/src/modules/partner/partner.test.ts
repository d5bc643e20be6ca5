import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { fakePng, gqlUpload, jpeg, png, pngOfSize, type TestFile } from '../../test/uploads.js';
import { errorOf, fieldsOf, refusedUnchanged } from '../../test/results.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const FIELDS = 'idPartner partner logo';
const LIST = `query($p: PageInput) { partners(page: $p) { total items { ${FIELDS} } } }`;
const CREATE = `mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deletePartner(idPartner: $id) }`;
const MB = 1024 * 1024;

describe('partner (Mitra logos)', () => {
  let app: TestApp;
  let admin: string;

  const create = (partner: unknown, file?: TestFile | null, token = admin) =>
    file ? gqlUpload(app, CREATE, { i: { partner } }, { file }, token) : app.gql(CREATE, { i: { partner }, file: null }, token);
  const created = async (name: string) => {
    const r = await create(name, await png(`${name}.png`));
    expect(r.errors).toBeUndefined();
    return r.data!.createPartner as { idPartner: number; partner: string; logo: string };
  };
  const count = async (table: string, where = 'true') =>
    (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  /** Runs a refused write and checks that no partner, file or riwayat row appeared or vanished. */
  const snapshot = () => Promise.all([count('partner'), count('stored_file'), count('riwayat', "aksi not like 'Akses ditolak%'")]);
  const expectRefused = (write: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, write, code);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores the name and the logo (public file), answers a public address and adds one riwayat row', async () => {
      const before = await count('riwayat');
      const file = await png('logo-bank.png', 300, 300);
      const r = await create('  Bank Daerah ', file);
      expect(r.errors).toBeUndefined();
      const p = r.data!.createPartner;
      expect(p.partner).toBe('Bank Daerah');
      expect(p.logo).toMatch(/^\/files\/[0-9a-f-]{36}\/logo-bank\.png$/);
      const [stored] = await app.sql(`select * from stored_file where owner_kind = 'partner.logo' and owner_id = $1`, [p.idPartner]);
      expect(stored).toMatchObject({ mime: 'image/png', ext: 'png', size: file.bytes.length, original_name: 'logo-bank.png' });
      expect(await count('riwayat')).toBe(before + 1);
      expect(await lastRiwayat(app)).toMatchObject({ id_user: 1, aksi: 'Menambah mitra "Bank Daerah"' });
      // Public: anyone fetches it, byte for byte, with long-lived cache headers.
      const res = await fetch(`${app.url}${p.logo}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);
    });

    it('accepts a JPEG logo', async () => {
      const r = await create('Universitas Negeri', await jpeg('logo.jpg'));
      expect(r.errors).toBeUndefined();
      expect(r.data!.createPartner.logo).toMatch(/logo\.jpg$/);
    });

    it('accepts a name of exactly 50 characters and a file of exactly 2 MB', async () => {
      const r = await create('M'.repeat(50), await pngOfSize(2 * MB));
      expect(r.errors).toBeUndefined();
    });

    it.each([
      ['', 'Nama Mitra tidak boleh kosong'],
      ['   ', 'Nama Mitra tidak boleh kosong'],
      [null, 'Nama Mitra tidak boleh kosong'],
      ['M'.repeat(51), 'Maksimal 50 karakter'],
    ])('refuses the name %j with "%s" and stores nothing', async (name, message) => {
      const file = await png();
      const r = await expectRefused(() => create(name, file), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ partner: message });
      expect(errorOf(r).message).toBe(message);
    });

    it('refuses a missing logo with "File tidak boleh kosong"', async () => {
      const r = await expectRefused(() => create('Tanpa Logo', null), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'File tidak boleh kosong' });
    });

    it('refuses an empty file with "File tidak boleh kosong"', async () => {
      const r = await expectRefused(() => create('Kosong', { name: 'kosong.png', bytes: Buffer.alloc(0), type: 'image/png' }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'File tidak boleh kosong' });
    });

    it('refuses a text file named .png with "Format file salah"', async () => {
      const r = await expectRefused(() => create('Palsu', fakePng()), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Format file salah' });
    });

    it('refuses a PDF even when named .jpg', async () => {
      const pdf = { name: 'logo.jpg', bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), type: 'image/jpeg' };
      const r = await expectRefused(() => create('PDF', pdf), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Format file salah' });
    });

    it('refuses 2 MB + 1 byte with "Ukuran file lebih dari 2MB"', async () => {
      const big = await pngOfSize(2 * MB + 1);
      const r = await expectRefused(() => create('Terlalu Besar', big), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Ukuran file lebih dari 2MB' });
    });

    it('reports the name and the file together', async () => {
      const r = await expectRefused(() => create('', fakePng()), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ partner: 'Nama Mitra tidak boleh kosong', file: 'Format file salah' });
    });
  });

  describe('delete', () => {
    it('removes the partner and its logo, adds one riwayat row, and the logo address is gone', async () => {
      const p = await created('Mitra Sementara');
      const before = await count('riwayat');
      expect((await app.gql(DELETE, { id: p.idPartner }, admin)).data!.deletePartner).toBe(true);
      expect(await count('partner', `id_partner = ${p.idPartner}`)).toBe(0);
      expect(await count('stored_file', `owner_kind = 'partner.logo' and owner_id = ${p.idPartner}`)).toBe(0);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus mitra "Mitra Sementara"');
      expect((await fetch(`${app.url}${p.logo}`)).status).toBe(404);
    });

    it('answers NOT_FOUND for an unknown partner', async () => {
      const r = await expectRefused(() => app.gql(DELETE, { id: 999_999 }, admin), 'NOT_FOUND');
      expect(errorOf(r).message).toBe('Mitra tidak ditemukan');
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      await app.sql(`delete from partner`);
      for (let i = 1; i <= 23; i++) await created(`Daftar ${String(i).padStart(2, '0')}`);
    });

    it('pages 20 by default, newest first, with the total and logo addresses (anonymous)', async () => {
      const r = await app.gql(LIST, {});
      expect(r.errors).toBeUndefined();
      const page = r.data!.partners;
      expect(page.total).toBe(23);
      expect(page.items).toHaveLength(20);
      expect(page.items[0].partner).toBe('Daftar 23');
      expect(page.items.every((p: { logo: string }) => p.logo.startsWith('/files/'))).toBe(true);
      const second = (await app.gql(LIST, { p: { page: 2 } })).data!.partners;
      expect(second.items.map((p: { partner: string }) => p.partner)).toEqual(['Daftar 03', 'Daftar 02', 'Daftar 01']);
    });

    it('orders ascending on request', async () => {
      const page = (await app.gql(LIST, { p: { order: 'ASC', limit: 2 } })).data!.partners;
      expect(page.items.map((p: { partner: string }) => p.partner)).toEqual(['Daftar 01', 'Daftar 02']);
    });
  });

  describe('access', () => {
    it.each([2, 3, 4, 5])('refuses every write to level %i', async (level) => {
      const p = await created(`Terlindungi ${level}`);
      const skpd = level === 2 ? (await app.sql(`insert into skpd (skpd, kode) values ('Dinas X', 1) returning id_skpd`))[0].id_skpd : undefined;
      const { token } = await app.userWithLevel(level, skpd ? { idSkpd: skpd } : {});
      const file = await png();
      await expectRefused(() => create('Baru', file, token), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: p.idPartner }, token), 'FORBIDDEN');
      expect((await app.gql(LIST, {}, token)).errors).toBeUndefined();
    });

    it('refuses anonymous writes with UNAUTHENTICATED', async () => {
      const p = await created('Anonim');
      const file = await png();
      await expectRefused(() => create('Baru', file, ''), 'UNAUTHENTICATED');
      await expectRefused(() => app.gql(DELETE, { id: p.idPartner }), 'UNAUTHENTICATED');
    });

    it('lets a level-1 admin add and delete', async () => {
      const { token } = await app.userWithLevel(1);
      const r = await create('Oleh Admin', await png(), token);
      expect(r.errors).toBeUndefined();
      expect((await lastRiwayat(app)).nama_user).toBe('Pengguna 1');
      expect((await app.gql(DELETE, { id: r.data!.createPartner.idPartner }, token)).data!.deletePartner).toBe(true);
    });
  });
});
