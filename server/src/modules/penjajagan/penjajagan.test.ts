import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { createPenjajagan, gqlUpload, P_FIELDS, PDF, PNG, RAR, TEXT, type FileArg } from './testing.js';
import { codeOf, errorOf, fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createMou, lastRiwayat } from '../../test/kerjasama-fixtures.js';

const LIST = `query($f: PenjajaganFilter, $p: PageInput) { penjajagans(filter: $f, page: $p) { total items { ${P_FIELDS} } } }`;
const GET = `query($id: Int!) { penjajagan(idPenjajagan: $id) { ${P_FIELDS} dokumen { id namaFile url mime size } skpd { idSkpd skpd } } }`;
const UPDATE = `mutation($id: Int!, $i: PenjajaganInput!, $file: Upload) { updatePenjajagan(idPenjajagan: $id, input: $i, file: $file) { ${P_FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deletePenjajagan(idPenjajagan: $id) }`;
const ADD_DOC = `mutation($id: Int!, $file: Upload) { addPenjajaganDokumen(idPenjajagan: $id, file: $file) { namaFile dokumen { namaFile } } }`;
const ADD_SKPD = `mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { skpd { idSkpd skpd } } }`;
const REMOVE_SKPD = `mutation($id: Int!, $s: Int!) { removePenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { skpd { idSkpd } } }`;
const SKPDS = `query($id: Int!) { penjajaganSkpds(idPenjajagan: $id) { total items { idSkpd skpd } } }`;
const COMBO = `query($s: String, $id: Int) { penjajaganCombo(search: $s, idPenjajagan: $id) { idPenjajagan noPenjajagan judul } }`;
const CREATE = `mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { ${P_FIELDS} } }`;

const pdf = (name = 'proposal.pdf'): FileArg => ({ name, content: PDF });

describe('penjajagan (Penjajakan proposals)', () => {
  let app: TestApp;
  let superAdmin: string; // level 99
  let admin: { idUser: number; token: string }; // level 1
  let staff: { idUser: number; token: string }; // level 2
  let mitraA: { idUser: number; token: string }; // level 3
  let mitraB: { idUser: number; token: string }; // level 4
  let mitraC: { idUser: number; token: string }; // level 5
  let idSkpd: number;

  const count = async (table: string, where = 'true') => (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  const row = async (id: number) => (await app.sql('select * from penjajagan where id_penjajagan = $1', [id]))[0];
  const snapshot = async () => ({
    penjajagan: await app.sql('select * from penjajagan order by id_penjajagan'),
    detail: await app.sql('select * from penjajagan_detail order by id'),
    skpd: await app.sql('select * from penjajagan_skpd order by id'),
    files: await app.sql('select id, owner_kind, owner_id from stored_file order by id'),
    riwayat: await count('riwayat', "aksi not like 'Akses ditolak%'"),
  });
  /** Runs a refused call and checks that nothing at all changed (no row, file or riwayat entry). */
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);
  const create = (token: string, input: Record<string, unknown>, file: FileArg | null = pdf()) =>
    gqlUpload(app, CREATE, { i: { deskripsi: 'Deskripsi', ...input } }, file, token);
  const update = (token: string, id: number, input: Record<string, unknown>, file: FileArg | null = null) =>
    gqlUpload(app, UPDATE, { id, i: input }, file, token);

  beforeAll(async () => {
    app = await createTestApp();
    superAdmin = await app.login();
    admin = await app.userWithLevel(1);
    [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji', 1, 1) returning id_skpd`);
    staff = await app.userWithLevel(2, { idSkpd });
    mitraA = await app.userWithLevel(3);
    mitraB = await app.userWithLevel(4);
    mitraC = await app.userWithLevel(5);
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('lets a partner propose for itself: number, status Baru, the file, one riwayat row', async () => {
      const before = await count('riwayat');
      const r = await create(mitraA.token, { judul: '  Kerja sama pelatihan ', deskripsi: 'Pelatihan SDM' });
      expect(r.errors).toBeUndefined();
      const p = r.data!.createPenjajagan;
      expect(p).toMatchObject({
        idUser: mitraA.idUser,
        namaPengaju: 'Pengguna 3',
        judul: 'Kerja sama pelatihan',
        deskripsi: 'Pelatihan SDM',
        idStatus: 0,
        statusText: 'Baru',
        namaFile: 'proposal.pdf',
      });
      expect(p.noPenjajagan).toMatch(new RegExp(`^PJ-${new Date().getFullYear()}-\\d{5}$`));
      expect(await row(p.idPenjajagan)).toMatchObject({ id_user: mitraA.idUser, no_penjajagan: p.noPenjajagan, id_status: 0 });
      const files = await app.sql(`select owner_kind, original_name, mime, ext from stored_file where owner_id = $1 and owner_kind = 'penjajagan.dokumen'`, [p.idPenjajagan]);
      expect(files).toEqual([{ owner_kind: 'penjajagan.dokumen', original_name: 'proposal.pdf', mime: 'application/pdf', ext: 'pdf' }]);
      expect(await count('riwayat')).toBe(before + 1);
      expect(await lastRiwayat(app)).toMatchObject({ id_user: mitraA.idUser, aksi: `Menambah penjajakan "Kerja sama pelatihan" (${p.noPenjajagan})` });
      // The signed link serves the stored file.
      const res = await fetch(`${app.url}${p.fileUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    });

    it('accepts the partner naming its own account, and ignores a status on create', async () => {
      const p = await createPenjajagan(app, mitraB.token, { idUser: mitraB.idUser, judul: 'Sendiri', status: 2 });
      expect(p).toMatchObject({ idUser: mitraB.idUser, idStatus: 0 });
    });

    it.each([3, 4, 5])('refuses a level-%i partner naming another account, changing nothing', async (level) => {
      const me = level === 3 ? mitraA : level === 4 ? mitraB : mitraC;
      const other = level === 3 ? mitraB : mitraA;
      const r = await expectRefused(() => create(me.token, { idUser: other.idUser, judul: 'Atas nama orang lain' }), 'FORBIDDEN');
      expect(errorOf(r).message).toBe('Anda hanya dapat mengajukan penjajakan untuk akun Anda sendiri');
      await expectRefused(() => create(me.token, { idUser: 1, judul: 'Atas nama admin' }), 'FORBIDDEN');
    });

    it('lets levels 1 and 99 propose for a chosen partner', async () => {
      for (const token of [superAdmin, admin.token]) {
        const p = await createPenjajagan(app, token, { idUser: mitraC.idUser, judul: 'Dipilih admin' });
        expect(p.idUser).toBe(mitraC.idUser);
      }
    });

    it('requires the partner from an admin, and it must be a partner account', async () => {
      let r = await expectRefused(() => create(admin.token, { judul: 'Tanpa mitra' }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idUser: 'Mitra tidak boleh kosong' });
      r = await expectRefused(() => create(admin.token, { idUser: staff.idUser, judul: 'Bukan mitra' }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idUser: 'Mitra tidak ditemukan' });
      r = await expectRefused(() => create(admin.token, { idUser: 999_999, judul: 'Tidak ada' }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idUser: 'Mitra tidak ditemukan' });
    });

    it('reports every missing field and the missing file at once, storing nothing', async () => {
      const r = await expectRefused(() => create(mitraA.token, { judul: '  ', deskripsi: '' }, null), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({
        judul: 'Judul tidak boleh kosong',
        deskripsi: 'Deskripsi tidak boleh kosong',
        file: 'File tidak boleh kosong',
      });
    });

    it('accepts pdf, png and rar by content', async () => {
      for (const file of [pdf('a.pdf'), { name: 'b.png', content: PNG }, { name: 'c.rar', content: RAR }]) {
        const r = await create(mitraA.token, { judul: `Berkas ${file.name}` }, file);
        expect(r.errors).toBeUndefined();
        expect(r.data!.createPenjajagan.namaFile).toBe(file.name);
      }
      const [rar] = await app.sql(`select mime, ext from stored_file where original_name = 'c.rar'`);
      expect(rar).toEqual({ mime: 'application/vnd.rar', ext: 'rar' });
    });

    it('refuses a file whose content is not an allowed type, whatever its name', async () => {
      const r = await expectRefused(() => create(mitraA.token, { judul: 'Palsu' }, { name: 'palsu.pdf', content: TEXT }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Format file salah' });
    });

    it('refuses a file over 5 MB', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
      const r = await expectRefused(() => create(mitraA.token, { judul: 'Besar' }, { name: 'besar.pdf', content: big }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Ukuran file lebih dari 5MB' });
    });

    it('refuses level 2 (no add button) and anonymous callers', async () => {
      await expectRefused(() => create(staff.token, { idUser: mitraA.idUser, judul: 'Dari SKPD' }), 'FORBIDDEN');
      await expectRefused(() => create('', { judul: 'Anonim' }), 'UNAUTHENTICATED');
    });

    it('gives 10 parallel creates 10 distinct numbers', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => create(i % 2 ? mitraA.token : superAdmin, { idUser: mitraA.idUser, judul: `Paralel ${i}` })),
      );
      const numbers = results.map((r) => {
        expect(r.errors).toBeUndefined();
        return r.data!.createPenjajagan.noPenjajagan as string;
      });
      expect(new Set(numbers).size).toBe(10);
      const [{ n }] = await app.sql(`select count(distinct no_penjajagan)::int as n from penjajagan where judul like 'Paralel %'`);
      expect(n).toBe(10);
    });
  });

  describe('list and detail', () => {
    let ownA: number;
    let ownB: number;
    beforeAll(async () => {
      ownA = (await createPenjajagan(app, mitraA.token, { judul: 'Daftar milik A' })).idPenjajagan;
      ownB = (await createPenjajagan(app, mitraB.token, { judul: 'Daftar milik B' })).idPenjajagan;
    });
    const list = async (token: string, filter: Record<string, unknown> = {}, page?: Record<string, unknown>) => {
      const r = await app.gql(LIST, { f: filter, p: page }, token);
      expect(r.errors).toBeUndefined();
      return r.data!.penjajagans as { total: number; items: { idPenjajagan: number; idUser: number; judul: string; idStatus: number }[] };
    };

    it('shows a partner only its own proposals', async () => {
      for (const m of [mitraA, mitraB, mitraC]) {
        const page = await list(m.token, {}, { limit: 100 });
        const [{ n }] = await app.sql('select count(*)::int as n from penjajagan where id_user = $1', [m.idUser]);
        expect(page.total).toBe(n);
        expect(page.items.every((p) => p.idUser === m.idUser)).toBe(true);
      }
      expect((await list(mitraA.token, { judul: 'Daftar milik' })).items.map((p) => p.idPenjajagan)).toEqual([ownA]);
    });

    it('shows staff (levels 1, 2, 99) every proposal', async () => {
      const [{ n }] = await app.sql('select count(*)::int as n from penjajagan');
      for (const token of [superAdmin, admin.token, staff.token]) {
        expect((await list(token)).total).toBe(n);
        expect((await list(token, { judul: 'daftar MILIK' })).items.map((p) => p.idPenjajagan).sort()).toEqual([ownA, ownB].sort());
      }
    });

    it('filters by status (0 included), pages 20 newest first', async () => {
      await app.sql(`update penjajagan set id_status = 1 where id_penjajagan = $1`, [ownB]);
      expect((await list(staff.token, { judul: 'Daftar milik', status: 1 })).items.map((p) => p.idPenjajagan)).toEqual([ownB]);
      expect((await list(staff.token, { judul: 'Daftar milik', status: 0 })).items.map((p) => p.idPenjajagan)).toEqual([ownA]);
      await app.sql(
        `insert into penjajagan (no_penjajagan, id_user, judul, deskripsi)
         select 'PJ-T-' || i, $1, 'Massal ' || i, 'D' from generate_series(1, 25) as i`,
        [mitraC.idUser],
      );
      const first = await list(staff.token);
      expect(first.items.length).toBe(20);
      expect(first.items[0]!.idPenjajagan).toBeGreaterThan(first.items[19]!.idPenjajagan);
    });

    it('gives the detail with documents and agencies; refuses another partner with FORBIDDEN', async () => {
      const r = await app.gql(GET, { id: ownA }, mitraA.token);
      expect(r.data!.penjajagan).toMatchObject({ idPenjajagan: ownA, namaFile: 'proposal.pdf', skpd: [] });
      expect(r.data!.penjajagan.dokumen).toHaveLength(1);
      expect((await app.gql(GET, { id: ownA }, staff.token)).data!.penjajagan.idPenjajagan).toBe(ownA);
      const refused = await app.gql(GET, { id: ownA }, mitraB.token);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
      expect(codeOf(await app.gql(GET, { id: 999_999 }, superAdmin))).toBe('NOT_FOUND');
      expect(codeOf(await app.gql(GET, { id: ownA }))).toBe('UNAUTHENTICATED');
    });
  });

  describe('update', () => {
    let id: number;
    beforeAll(async () => {
      id = (await createPenjajagan(app, mitraA.token, { judul: 'Judul asli', deskripsi: 'Awal' })).idPenjajagan;
    });

    it('lets level 1 change everything, recording the status change', async () => {
      const r = await update(admin.token, id, { idUser: mitraA.idUser, judul: 'Judul baru', deskripsi: 'Diubah', status: 1 });
      expect(r.errors).toBeUndefined();
      expect(r.data!.updatePenjajagan).toMatchObject({ judul: 'Judul baru', deskripsi: 'Diubah', idStatus: 1, statusText: 'Proses' });
      expect((await lastRiwayat(app)).aksi).toBe(`Mengubah penjajakan "Judul baru" (${(await row(id)).no_penjajagan}) (status Baru → Proses)`);
    });

    it('locks judul for level 99: omitted or unchanged is kept, a different one is refused', async () => {
      let r = await update(superAdmin, id, { idUser: mitraA.idUser, deskripsi: 'Oleh 99', status: 0 });
      expect(r.data!.updatePenjajagan).toMatchObject({ judul: 'Judul baru', deskripsi: 'Oleh 99', idStatus: 0, statusText: 'Baru' });
      r = await update(superAdmin, id, { idUser: mitraA.idUser, judul: 'Judul baru', deskripsi: 'Oleh 99', status: 3 });
      expect(r.data!.updatePenjajagan).toMatchObject({ judul: 'Judul baru', statusText: 'Tidak Disetujui' });
      r = await expectRefused(() => update(superAdmin, id, { idUser: mitraA.idUser, judul: 'Lain', deskripsi: 'X', status: 1 }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ judul: 'Judul tidak dapat diubah' });
    });

    it('lets an admin reassign the partner and add a new file', async () => {
      const r = await update(admin.token, id, { idUser: mitraB.idUser, judul: 'Judul baru', deskripsi: 'Pindah', status: 1 }, { name: 'revisi.png', content: PNG });
      expect(r.data!.updatePenjajagan).toMatchObject({ idUser: mitraB.idUser, namaPengaju: 'Pengguna 4', namaFile: 'revisi.png' });
      expect((await lastRiwayat(app)).aksi).toContain('mitra Pengguna 3 → Pengguna 4');
      await update(admin.token, id, { idUser: mitraA.idUser, judul: 'Judul baru', deskripsi: 'Kembali', status: 1 });
    });

    it('validates with SPEC messages and changes nothing', async () => {
      let r = await expectRefused(() => update(admin.token, id, { idUser: mitraA.idUser, judul: '', deskripsi: '' }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ judul: 'Judul tidak boleh kosong', deskripsi: 'Deskripsi tidak boleh kosong', status: 'Status tidak boleh kosong' });
      r = await expectRefused(() => update(admin.token, id, { judul: 'A', deskripsi: 'B', status: 9 }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idUser: 'Mitra tidak boleh kosong', status: 'Status tidak valid' });
      r = await expectRefused(() => update(admin.token, id, { idUser: mitraA.idUser, judul: 'A', deskripsi: 'B', status: 1 }, { name: 'x.pdf', content: TEXT }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Format file salah' });
    });

    it('refuses partners (even the owner, even only a status change) and level 2, changing nothing', async () => {
      for (const token of [mitraA.token, mitraB.token, staff.token]) {
        await expectRefused(() => update(token, id, { idUser: mitraA.idUser, judul: 'Judul baru', deskripsi: 'Kembali', status: 2 }), 'FORBIDDEN');
      }
      expect((await row(id)).id_status).toBe(1);
    });

    it('answers NOT_FOUND for an unknown proposal', async () => {
      await expectRefused(() => update(admin.token, 999_999, { idUser: mitraA.idUser, judul: 'A', deskripsi: 'B', status: 1 }), 'NOT_FOUND');
    });

    it('once the TKKSD decided, the status follows the decision: another status is refused, the same one is kept', async () => {
      const decided = async (judul: string, disetujui: boolean) => {
        const p = (await createPenjajagan(app, mitraA.token, { judul, deskripsi: 'Awal' })).idPenjajagan;
        await app.sql('update penjajagan set id_status = $2 where id_penjajagan = $1', [p, disetujui ? 2 : 3]);
        await app.sql(`insert into keputusan_penjajagan (id_penjajagan, disetujui, alasan, nama_aktor) values ($1, $2, 'Alasan', 'Admin')`, [p, disetujui]);
        return p;
      };
      const ditolak = await decided('Ditolak TKKSD', false);
      for (const status of [2, 0, 1]) {
        const r = await expectRefused(() => update(admin.token, ditolak, { idUser: mitraA.idUser, judul: 'Ditolak TKKSD', deskripsi: 'Ubah', status }), 'BAD_USER_INPUT');
        expect(fieldsOf(r)).toEqual({ status: 'Status penjajakan mengikuti keputusan: Tidak Disetujui' });
      }
      const disetujui = await decided('Disetujui TKKSD', true);
      const r = await expectRefused(() => update(superAdmin, disetujui, { idUser: mitraA.idUser, deskripsi: 'Ubah', status: 3 }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ status: 'Status penjajakan mengikuti keputusan: Disetujui' });
      // the decided status itself: the rest of the edit goes through
      expect(ok(await update(admin.token, ditolak, { idUser: mitraA.idUser, judul: 'Ditolak TKKSD', deskripsi: 'Hanya deskripsi', status: 3 })).updatePenjajagan).toMatchObject({
        deskripsi: 'Hanya deskripsi',
        idStatus: 3,
      });
    });
  });

  describe('delete', () => {
    it('removes the proposal with its documents, agencies and chat, in one transaction with its riwayat', async () => {
      const p = await createPenjajagan(app, mitraA.token, { judul: 'Akan dihapus' });
      await app.gql(ADD_SKPD, { id: p.idPenjajagan, s: idSkpd }, admin.token);
      await app.gql('mutation($id: Int!) { kirimPesan(idPenjajagan: $id, pesan: "Halo") { id } }', { id: p.idPenjajagan }, mitraA.token);
      const before = await count('riwayat');
      expect((await app.gql(DELETE, { id: p.idPenjajagan }, admin.token)).data!.deletePenjajagan).toBe(true);
      expect(await row(p.idPenjajagan)).toBeUndefined();
      for (const [table, col] of [['penjajagan_detail', 'id_penjajagan'], ['penjajagan_skpd', 'id_penjajagan']]) {
        expect(await app.sql(`select * from ${table} where ${col} = $1`, [p.idPenjajagan])).toEqual([]);
      }
      expect(await app.sql(`select * from stored_file where owner_kind = 'penjajagan.dokumen' and owner_id = $1`, [p.idPenjajagan])).toEqual([]);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe(`Menghapus penjajakan "Akan dihapus" (${p.noPenjajagan})`);
    });

    it('refuses a proposal an agreement came from, which keeps its tie (audit s19 #3)', async () => {
      const p = await createPenjajagan(app, mitraA.token, { judul: 'Sudah jadi kesepakatan' });
      await app.sql('update penjajagan set id_status = 2 where id_penjajagan = $1', [p.idPenjajagan]);
      const { idMou } = await createMou(app, admin.token, mitraA.idUser, { idPenjajagan: p.idPenjajagan, noKontrak: 'TERIKAT/1' });
      const before = await count('riwayat');
      const r = await expectRefused(() => app.gql(DELETE, { id: p.idPenjajagan }, admin.token), 'CONFLICT');
      expect(errorOf(r).message).toBe(`Penjajakan "${p.noPenjajagan}" masih digunakan oleh kesepakatan dan tidak dapat dihapus`);
      expect(await row(p.idPenjajagan)).toBeDefined();
      expect((await app.sql('select id_penjajagan from mou where id_mou = $1', [idMou]))[0].id_penjajagan).toBe(p.idPenjajagan);
      expect(await app.sql(`select 1 from stored_file where owner_kind = 'penjajagan.dokumen' and owner_id = $1`, [p.idPenjajagan])).toHaveLength(1);
      expect(await count('riwayat')).toBe(before);
    });

    it('refuses partners and level 2; NOT_FOUND for an unknown one', async () => {
      const p = await createPenjajagan(app, mitraA.token, { judul: 'Tetap ada' });
      for (const token of [mitraA.token, mitraB.token, staff.token]) await expectRefused(() => app.gql(DELETE, { id: p.idPenjajagan }, token), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: 999_999 }, superAdmin), 'NOT_FOUND');
    });
  });

  describe('documents (add_file_baru)', () => {
    let id: number;
    beforeAll(async () => {
      id = (await createPenjajagan(app, mitraA.token, { judul: 'Dokumen' })).idPenjajagan;
    });
    const addDoc = (token: string, file: FileArg | null) => gqlUpload(app, ADD_DOC, { id }, file, token);

    it('lets the owner and admins add a file; the newest becomes nama_file', async () => {
      let r = await addDoc(mitraA.token, { name: 'kedua.rar', content: RAR });
      expect(r.data!.addPenjajaganDokumen).toMatchObject({ namaFile: 'kedua.rar' });
      r = await addDoc(admin.token, pdf('ketiga.pdf'));
      expect(r.data!.addPenjajaganDokumen.dokumen.map((d: { namaFile: string }) => d.namaFile)).toEqual(['ketiga.pdf', 'kedua.rar', 'proposal.pdf']);
      expect((await lastRiwayat(app)).aksi).toBe(`Menambah dokumen "ketiga.pdf" pada penjajakan "Dokumen" (${(await row(id)).no_penjajagan})`);
    });

    it('refuses another partner and level 2; validates the file', async () => {
      await expectRefused(() => addDoc(mitraB.token, pdf()), 'FORBIDDEN');
      await expectRefused(() => addDoc(staff.token, pdf()), 'FORBIDDEN');
      const r = await expectRefused(() => addDoc(mitraA.token, null), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'File tidak boleh kosong' });
    });
  });

  describe('bounds', () => {
    it('holds at most 30 documents a proposal, also when the last place is asked for twice at once', async () => {
      const { idPenjajagan: id } = await createPenjajagan(app, mitraC.token, { judul: 'Penuh Dokumen' });
      for (let i = await count('stored_file', `owner_kind = 'penjajagan.dokumen' and owner_id = ${id}`); i < 29; i++) {
        expect((await gqlUpload(app, ADD_DOC, { id }, pdf(`isi-${i}.pdf`), mitraC.token)).errors).toBeUndefined();
      }
      const both = await Promise.all([1, 2].map((n) => gqlUpload(app, ADD_DOC, { id }, pdf(`terakhir-${n}.pdf`), mitraC.token)));
      expect(both.filter((r) => !r.errors)).toHaveLength(1);
      expect(fieldsOf(both.find((r) => r.errors)!)).toEqual({ file: 'Maksimal 30 dokumen untuk satu penjajakan' });
      const r = await expectRefused(() => gqlUpload(app, ADD_DOC, { id }, pdf('lebih.pdf'), admin.token), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ file: 'Maksimal 30 dokumen untuk satu penjajakan' });
      expect(await count('stored_file', `owner_kind = 'penjajagan.dokumen' and owner_id = ${id}`)).toBe(30);
    });

    it('takes at most 20 proposals a day from one partner; admins proposing for it are not limited', async () => {
      const partner = await app.userWithLevel(3);
      await app.sql(`insert into rate_limit (key, hits, reset_at) values ($1, 19, now() + interval '1 day')`, [`penjajagan:buat:${partner.idUser}`]);
      expect((await create(partner.token, { judul: 'Kedua Puluh' })).errors).toBeUndefined();
      const r = await expectRefused(() => create(partner.token, { judul: 'Kedua Puluh Satu' }), 'TOO_MANY_REQUESTS');
      expect(errorOf(r).message).toBe('Paling banyak 20 penjajakan diajukan dalam sehari. Silakan coba lagi besok.');
      expect((await create(admin.token, { idUser: partner.idUser, judul: 'Oleh Admin' })).errors).toBeUndefined();
    });
  });

  describe('agencies (SKPD)', () => {
    let id: number;
    beforeAll(async () => {
      id = (await createPenjajagan(app, mitraA.token, { judul: 'Dengan SKPD' })).idPenjajagan;
    });

    it('lets admins link and unlink agencies, each with riwayat', async () => {
      const r = await app.gql(ADD_SKPD, { id, s: idSkpd }, admin.token);
      expect(r.data!.addPenjajaganSkpd.skpd).toEqual([{ idSkpd, skpd: 'Dinas Uji' }]);
      expect((await lastRiwayat(app)).aksi).toContain('Menambah SKPD "Dinas Uji" pada penjajakan "Dengan SKPD"');
      expect((await app.gql(SKPDS, { id }, mitraA.token)).data!.penjajaganSkpds).toEqual({ total: 1, items: [{ idSkpd, skpd: 'Dinas Uji' }] });
      const dup = await expectRefused(() => app.gql(ADD_SKPD, { id, s: idSkpd }, superAdmin), 'BAD_USER_INPUT');
      expect(fieldsOf(dup)).toEqual({ idSkpd: 'SKPD sudah ditambahkan' });
      const empty = await expectRefused(() => app.gql(ADD_SKPD, { id, s: null }, superAdmin), 'BAD_USER_INPUT');
      expect(fieldsOf(empty)).toEqual({ idSkpd: 'SKPD tidak boleh kosong' });
      expect((await app.gql(REMOVE_SKPD, { id, s: idSkpd }, superAdmin)).data!.removePenjajaganSkpd.skpd).toEqual([]);
      expect((await lastRiwayat(app)).aksi).toContain('Menghapus SKPD "Dinas Uji" dari penjajakan "Dengan SKPD"');
      await expectRefused(() => app.gql(REMOVE_SKPD, { id, s: idSkpd }, superAdmin), 'NOT_FOUND');
    });

    it('refuses partners and level 2 the changes, and other partners the list', async () => {
      await expectRefused(() => app.gql(ADD_SKPD, { id, s: idSkpd }, mitraA.token), 'FORBIDDEN');
      await expectRefused(() => app.gql(ADD_SKPD, { id, s: idSkpd }, staff.token), 'FORBIDDEN');
      await app.gql(ADD_SKPD, { id, s: idSkpd }, admin.token);
      await expectRefused(() => app.gql(REMOVE_SKPD, { id, s: idSkpd }, mitraA.token), 'FORBIDDEN');
      expect(codeOf(await app.gql(SKPDS, { id }, mitraB.token))).toBe('FORBIDDEN');
      expect((await app.gql(SKPDS, { id }, staff.token)).data!.penjajaganSkpds.total).toBe(1);
    });
  });

  describe('combo', () => {
    it('finds proposals by number or title for staff, at most 20', async () => {
      const p = await createPenjajagan(app, mitraC.token, { judul: 'Kombo unik' });
      for (const token of [superAdmin, admin.token, staff.token]) {
        const byNo = (await app.gql(COMBO, { s: p.noPenjajagan.toLowerCase() }, token)).data!.penjajaganCombo;
        expect(byNo).toEqual([{ idPenjajagan: p.idPenjajagan, noPenjajagan: p.noPenjajagan, judul: 'Kombo unik' }]);
      }
      expect((await app.gql(COMBO, { s: 'kombo UNIK' }, staff.token)).data!.penjajaganCombo).toHaveLength(1);
      expect((await app.gql(COMBO, { id: p.idPenjajagan }, staff.token)).data!.penjajaganCombo).toHaveLength(1);
      expect((await app.gql(COMBO, {}, staff.token)).data!.penjajaganCombo).toHaveLength(20);
    });

    it('with disetujui, offers only the proposals an agreement may be tied to (approved, not rejected)', async () => {
      const ids = [];
      for (const judul of ['Kombo setuju', 'Kombo baru', 'Kombo ditolak']) ids.push((await createPenjajagan(app, mitraC.token, { judul })).idPenjajagan);
      await app.sql(`update penjajagan set id_status = 2 where id_penjajagan in ($1, $2)`, [ids[0], ids[2]]);
      await app.sql(`insert into keputusan_penjajagan (id_penjajagan, disetujui, alasan, nama_aktor) values ($1, false, 'Tidak sesuai', 'Admin')`, [ids[2]]);
      const q = `query($s: String) { penjajaganCombo(search: $s, disetujui: true) { judul } }`;
      expect((await app.gql(q, { s: 'Kombo' }, staff.token)).data!.penjajaganCombo).toEqual([{ judul: 'Kombo setuju' }]);
    });

    it('is refused to partners', async () => {
      expect(codeOf(await app.gql(COMBO, { s: 'PJ' }, mitraA.token))).toBe('FORBIDDEN');
    });
  });
});
