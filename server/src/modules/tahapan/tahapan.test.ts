import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, tanggalIndonesia, todayIso } from '../../common/dates.js';
import { kepalaDaerah, STATUS_OF_TAHAPAN, type TahapanKode } from '../../rules/tahapan.js';
import { count, createMou, createPks, gqlUpload, mouInput, PDF } from '../../test/kerjasama-fixtures.js';
import { docx } from '../../test/office-files.js';
import { codeOf, errorOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';

const INFO = 'tahapan tahapanText versi membebaniApbd belumDianggarkan tglTtd bisaKe peringatan';
const LOG = 'dari ke keText manual catatan internal perubahanTanda namaAktor levelAktor skpdAktor nomorSurat tanggalSurat tanggalTtd dokumen { namaFile mime url }';
const MOU = `query($id: Int!) { mou(idMou: $id) { idStatus tahapan { ${INFO} } timeline { ${LOG} } } }`;
const PKS = `query($id: Int!) { pks(idPks: $id) { idStatus tahapan { ${INFO} } timeline { ${LOG} } } }`;
const UBAH = `mutation($i: UbahTahapanInput!, $dokumen: Upload, $suratKuasa: Upload) { ubahTahapan(input: $i, dokumen: $dokumen, suratKuasa: $suratKuasa) { ${INFO} } }`;
const ADD_PKS_DOC = 'mutation($id: Int!, $file: Upload) { addPksDokumen(idPks: $id, file: $file) { idFile } }';
const SAYA = `{ kerjasamaSaya { idMou judul tahapan { tahapan } timeline { dari ke catatan internal } } }`;
const UPDATE_MOU = 'mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }';

type Upload = { name: string; content: Buffer; type?: string };
type Line = { dari: TahapanKode | null; ke: TahapanKode; catatan: string | null; perubahanTanda: string[]; nomorSurat: string | null; dokumen: { namaFile: string }[] };
const SIGNED = { name: 'ditandatangani.pdf', content: PDF, type: 'application/pdf' };
let DRAF: Upload = { name: 'draf.docx', content: Buffer.alloc(0), type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

describe('tahapan (stages, gates, timeline)', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let mitraLain: { idUser: number; token: string };
  let skpd2: { idUser: number; token: string };

  /** ubahTahapan as a browser sends it: multipart with the gate's files. */
  const ubah = async (input: Record<string, unknown>, files: { dokumen?: Upload; suratKuasa?: Upload } = {}, token = admin): Promise<GqlResult> => {
    const form = new FormData();
    const names = Object.keys(files) as (keyof typeof files)[];
    form.append('operations', JSON.stringify({ query: UBAH, variables: { i: input, dokumen: null, suratKuasa: null } }));
    form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
    names.forEach((n, i) => {
      const f = files[n]!;
      form.append(String(i), new Blob([new Uint8Array(f.content)], { type: f.type ?? 'application/octet-stream' }), f.name);
    });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as GqlResult;
    return { status: res.status, data: body.data, errors: body.errors };
  };
  const mou = async (id: number) => ok(await app.gql(MOU, { id }, admin)).mou;
  const pks = async (id: number) => ok(await app.gql(PKS, { id }, admin)).pks;
  const snapshot = () =>
    Promise.all([
      app.sql('select id_mou, id_status from mou order by id_mou'),
      app.sql('select id_pks, id_status from pks order by id_pks'),
      app.sql('select * from tahapan_kerjasama order by jenis, id_record'),
      count(app, 'tahapan_log'),
      count(app, 'stored_file'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  /** A refused move changes nothing: no stage, status, timeline line, file or Riwayat line. */
  const refused = async (input: Record<string, unknown>, files: { dokumen?: Upload; suratKuasa?: Upload } = {}, token = admin) => {
    const before = await snapshot();
    const r = await ubah(input, files, token);
    expect(r.errors).toBeDefined();
    expect(await snapshot()).toEqual(before);
    return r;
  };
  /** Moves a fresh draft agreement to Pelaksanaan the quickest allowed way. */
  const mouDilaksanakan = async (overrides: Record<string, unknown> = {}) => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3, ...overrides });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-03-01' }, { dokumen: SIGNED }));
    return idMou;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    // records left in Pelaksanaan past their end date: the hourly expiry must not move them (and their versi) mid-test
    ok(await app.gql('mutation($i: PengaturanPengingatInput!) { ubahPengaturanPengingat(input: $i) { kedaluwarsaOtomatis } }', { i: { offsets: [30, 7, 0], kedaluwarsaOtomatis: false, pengirim: null, jedaChatMenit: 15 } }, admin));
    DRAF = { ...DRAF, content: await docx() };
    mitra = await app.userWithLevel(3);
    mitraLain = await app.userWithLevel(4);
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Bagian Kerja Sama', 78, 1) returning id_skpd`);
    skpd2 = await app.userWithLevel(2, { idSkpd: s.id_skpd });
  });
  afterAll(() => app.close());

  it('tells the linked agencies\' level 2 accounts of every move (in-app, once); a refused move tells no one', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3, judul: 'Kerja Sama Irigasi' });
    const [{ id_skpd: idSkpd }] = await app.sql('select id_skpd from users where id_user = $1', [skpd2.idUser]);
    await app.sql('insert into mou_skpd (id_mou, id_skpd) values ($1, $2)', [idMou, idSkpd]);
    const [lain] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Lain', 79, 1) returning id_skpd`);
    const bukan = await app.userWithLevel(2, { idSkpd: lain.id_skpd });
    const notif = (idUser: number) => app.sql("select judul, pesan, tautan from notifikasi where id_user = $1 and jenis = 'tahapan' order by id_notifikasi", [idUser]);

    await refused({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 });
    expect(await notif(skpd2.idUser)).toEqual([]);
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    expect(await notif(skpd2.idUser)).toEqual([{ judul: 'Tahapan kesepakatan berubah', pesan: '"Kerja Sama Irigasi" pindah dari Draf ke Pembahasan', tautan: '/admin/kesepakatan' }]);
    expect(await notif(bukan.idUser)).toEqual([]);
    expect(await notif(mitra.idUser)).toEqual([]);
    const bell = ok(await app.gql('{ notifikasiSaya { jenis pesan } }', {}, skpd2.token)).notifikasiSaya;
    expect(bell).toContainEqual({ jenis: 'tahapan', pesan: '"Kerja Sama Irigasi" pindah dari Draf ke Pembahasan' });
    // A mail follows for an account that wants stage mails (the default), none for one that turned them off.
    const mails = (idUser: number) => app.sql("select subjek from surel_kirim where id_user = $1 and kunci like 'tahapan:%'", [idUser]);
    expect(await mails(skpd2.idUser)).toEqual([{ subjek: '[Kerja Sama] Tahapan kesepakatan berubah' }]);
    const senyap = await app.userWithLevel(2, { idSkpd });
    ok(await app.gql('mutation { aturPreferensiNotifikasi(jenis: "tahapan", surel: false) { jenis } }', {}, senyap.token));
    const { versi } = ok(await app.gql('query($id: Int!) { mou(idMou: $id) { tahapan { versi } } }', { id: idMou }, admin)).mou.tahapan;
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'REVISI', versi, catatan: 'Perlu perbaikan pasal 3' }));
    expect(await notif(senyap.idUser)).toHaveLength(1);
    expect(await mails(senyap.idUser)).toEqual([]);
    expect(await mails(skpd2.idUser)).toHaveLength(2);
  });

  it('a record without a recorded stage shows the stage of its status', async () => {
    const baru = await createMou(app, admin, mitra.idUser, { status: 3 });
    const aktif = await createMou(app, admin, mitra.idUser, { status: 1 });
    expect((await mou(baru.idMou)).tahapan).toMatchObject({ tahapan: 'DRAF', tahapanText: 'Draf', versi: 0, bisaKe: ['PEMBAHASAN'] });
    // before its end date: Berakhir is not offered yet (L10)
    expect((await mou(aktif.idMou)).tahapan).toMatchObject({ tahapan: 'PELAKSANAAN', bisaKe: ['DIHENTIKAN'] });
  });

  it('an agreement goes Draf → Pembahasan → DPRD → Siap → Pelaksanaan through every gate, status following', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3, judul: 'Kerja Sama Air Bersih' });
    const r0 = await refused({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 });
    expect(errorOf(r0).message).toBe('Dokumen draf wajib diunggah');
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 0 }))).toEqual({ ke: 'Tahapan tidak dapat diubah dari Draf ke Pelaksanaan' });

    const p = ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, membebaniApbd: true, catatan: 'Draf pertama' }, { dokumen: DRAF })).ubahTahapan;
    expect(p).toMatchObject({ tahapan: 'PEMBAHASAN', versi: 1, membebaniApbd: true, bisaKe: ['PERSETUJUAN_DPRD', 'REVISI'] });
    expect((await mou(idMou)).idStatus).toBe(4);

    expect(errorOf(await refused({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 1 })).message).toBe(
      'Kerja sama yang membebani APBD atau belum dianggarkan harus mendapat Persetujuan DPRD terlebih dahulu',
    );
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PERSETUJUAN_DPRD', versi: 1, tanggalSurat: '2026-02-30' }))).toEqual({
      dokumen: 'Surat persetujuan DPRD wajib diunggah',
      nomorSurat: 'Nomor surat persetujuan DPRD tidak boleh kosong',
      tanggalSurat: 'Tanggal harus berformat yyyy-MM-dd',
    });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PERSETUJUAN_DPRD', versi: 1, nomorSurat: '170/12/DPRD', tanggalSurat: '2026-02-10' }, { dokumen: SIGNED }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 2 }));
    expect((await mou(idMou)).idStatus).toBe(4);

    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 3 }, { dokumen: DRAF }))).toEqual({
      dokumen: 'Dokumen yang sudah ditandatangani harus berformat PDF',
      tanggalTtd: 'Tanggal penandatanganan tidak boleh kosong',
    });
    const done = ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 3, tanggalTtd: '2026-03-01' }, { dokumen: SIGNED })).ubahTahapan;
    expect(done).toMatchObject({ tahapan: 'PELAKSANAAN', versi: 4, tglTtd: '2026-03-01' });

    const m = await mou(idMou);
    expect(m.idStatus).toBe(1);
    expect(m.timeline.map((l: { ke: string }) => l.ke)).toEqual(['PEMBAHASAN', 'PERSETUJUAN_DPRD', 'SIAP_DITANDATANGANI', 'PELAKSANAAN']);
    expect(m.timeline[0]).toMatchObject({ dari: 'DRAF', manual: false, catatan: 'Draf pertama', namaAktor: expect.any(String), levelAktor: 'Super Admin' });
    expect(m.timeline[0].dokumen).toEqual([expect.objectContaining({ namaFile: 'draf.docx' })]);
    expect(m.timeline[1]).toMatchObject({ nomorSurat: '170/12/DPRD', tanggalSurat: '2026-02-10' });
    expect(m.timeline[3]).toMatchObject({ tanggalTtd: '2026-03-01', dokumen: [expect.objectContaining({ mime: 'application/pdf' })] });
    const [line] = await app.sql(`select aksi from riwayat where aksi like 'Mengubah tahapan%' order by id_riwayat desc limit 1`);
    expect(line.aksi).toBe('Mengubah tahapan kesepakatan "Kerja Sama Air Bersih" dari Siap Ditandatangani ke Pelaksanaan');
  });

  it('DPRD only when flagged; Revisi and Dihentikan need a note', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    expect(errorOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PERSETUJUAN_DPRD', versi: 1, nomorSurat: '1', tanggalSurat: '2026-01-01' }, { dokumen: SIGNED })).message).toBe(
      'Persetujuan DPRD hanya untuk kerja sama yang membebani APBD atau belum dianggarkan',
    );
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, ke: 'REVISI', versi: 1, catatan: '  ' }))).toEqual({ catatan: 'Catatan tidak boleh kosong' });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'REVISI', versi: 1, catatan: 'Pasal 3 diperbaiki' }));
    expect((await mou(idMou)).idStatus).toBe(5);
  });

  it('a contract reaches Pelaksanaan only after its agreement, with a power of attorney when signed on the mayor\'s behalf', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3, tglBerakhir: '2026-12-31' });
    const { idPks } = await createPks(app, admin, idMou, { status: 3, tglBerakhir: '2027-06-30' });
    ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
    const signing = { jenis: 'PKS', id: idPks, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-04-01', atasNama: true };
    expect(errorOf(await refused({ ...signing, atasNama: false }, { dokumen: SIGNED })).message).toBe(
      'Perjanjian tidak dapat masuk tahap Pelaksanaan sebelum Kesepakatannya berada pada tahap Pelaksanaan',
    );
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-03-01' }, { dokumen: SIGNED }));
    expect(fieldsOf(await refused(signing, { dokumen: SIGNED }))).toEqual({ idSuratKuasa: 'Surat kuasa wajib dilampirkan bila perjanjian ditandatangani atas nama Wali Kota' });
    const other = await createPks(app, admin, idMou);
    const foreign = ok(await gqlUpload(app, ADD_PKS_DOC, { id: other.idPks }, { ...SIGNED, name: 'kuasa-lain.pdf' }, admin)).addPksDokumen.idFile;
    expect(fieldsOf(await refused({ ...signing, idSuratKuasa: foreign }, { dokumen: SIGNED }))).toEqual({ idSuratKuasa: 'Surat kuasa tidak ditemukan pada dokumen perjanjian ini' });
    const kuasa = ok(await gqlUpload(app, ADD_PKS_DOC, { id: idPks }, { ...SIGNED, name: 'surat-kuasa.pdf' }, admin)).addPksDokumen.idFile;
    ok(await ubah({ ...signing, idSuratKuasa: kuasa }, { dokumen: SIGNED }));
    const p = await pks(idPks);
    expect(p.idStatus).toBe(1);
    expect(p.tahapan.peringatan).toBe('Perjanjian berakhir 30 Juni 2027, setelah Kesepakatannya berakhir 31 Desember 2026');
    expect(p.timeline.at(-1).dokumen.map((d: { namaFile: string }) => d.namaFile).sort()).toEqual(['ditandatangani.pdf', 'surat-kuasa.pdf']);
  });

  it('of two concurrent moves of one record exactly one wins; the other gets the conflict message', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
    const results = await Promise.all([
      ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, catatan: 'A' }, { dokumen: DRAF }),
      ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, catatan: 'B' }, { dokumen: DRAF }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const lost = results.find((r) => r.errors)!;
    expect(codeOf(lost)).toBe('CONFLICT');
    expect(errorOf(lost).message).toBe('Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi');
    expect(await count(app, 'tahapan_log', 'id_record = $1', [idMou])).toBe(1);
    expect(await count(app, 'stored_file', `owner_kind = 'tahapan.dokumen' and owner_id in (select id_log from tahapan_log where id_record = $1)`, [idMou])).toBe(1);
  });

  it('a status set directly (the form, legacy edit.php) is a manual move with its actor', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
    ok(await app.gql('mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }', { id: idMou, i: mouInput(mitra.idUser, { status: 4 }) }, admin));
    let m = await mou(idMou);
    expect(m.tahapan).toMatchObject({ tahapan: 'PEMBAHASAN', versi: 1 });
    expect(m.timeline).toEqual([expect.objectContaining({ dari: 'DRAF', ke: 'PEMBAHASAN', manual: true, catatan: 'Status diubah langsung dari Baru ke Proses', levelAktor: 'Super Admin' })]);
    const form = Object.fromEntries(Object.entries(mouInput(mitra.idUser)).map(([k, v]) => [k, String(v)]));
    const edited = await app.legacy('mou/edit.php', {
      ...form, id_mou: String(idMou), id_mitra: String(mitra.idUser), tgl_mulai: '01-01-2026', tgl_berakhir: '31-12-2027',
      no_kontrak: form.noKontrak!, no_mitra: form.noMitra!, nama_ttd_mitra: form.namaTtdMitra!, jabatan_ttd_mitra: form.jabatanTtdMitra!,
      nama_ttd: form.namaTtd!, jabatan_ttd: form.jabatanTtd!, status: '2',
    }, { token: admin });
    expect(edited.body).toMatchObject({ success: true });
    m = await mou(idMou);
    expect(m.tahapan.tahapan).toBe('BERAKHIR');
    expect(m.timeline.at(-1)).toMatchObject({ dari: 'PEMBAHASAN', ke: 'BERAKHIR', manual: true, catatan: 'Status diubah langsung dari Proses ke Tidak Aktif' });
    // The same status again, or another field only: no move.
    ok(await app.gql('mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }', { id: idMou, i: mouInput(mitra.idUser, { status: 2, judul: 'Lain' }) }, admin));
    expect((await mou(idMou)).timeline).toHaveLength(2);
  });

  it('a signed renewal moves the renewed agreement to Diperpanjang', async () => {
    const lama = await mouDilaksanakan({ noKontrak: 'LAMA/2026' });
    const baru = await mouDilaksanakan({ idMouLama: lama });
    const m = await mou(lama);
    expect(m).toMatchObject({ idStatus: 2, tahapan: { tahapan: 'DIPERPANJANG', bisaKe: [] } });
    expect(m.timeline.at(-1)).toMatchObject({ dari: 'PELAKSANAAN', ke: 'DIPERPANJANG' });
    expect((await mou(baru)).tahapan.tahapan).toBe('PELAKSANAAN');
  });

  it('a renewal set Aktif directly (the form, legacy add.php) renews the agreement before it too, once (audit s19 pengingat #1)', async () => {
    const lama = await mouDilaksanakan({ noKontrak: 'LAMA/LANGSUNG' });
    const baru = await createMou(app, admin, mitra.idUser, { status: 1, idMouLama: lama, noKontrak: 'BARU/LANGSUNG' });
    const m = await mou(lama);
    expect(m).toMatchObject({ idStatus: 2, tahapan: { tahapan: 'DIPERPANJANG' } });
    expect(m.timeline.at(-1)).toMatchObject({ dari: 'PELAKSANAAN', ke: 'DIPERPANJANG' });
    const [{ judul }] = await app.sql('select judul from mou where id_mou = $1', [lama]);
    const [line] = await app.sql(`select aksi from riwayat where aksi like 'Mengubah tahapan kesepakatan%' order by id_riwayat desc limit 1`);
    expect(line.aksi).toBe(`Mengubah tahapan kesepakatan "${judul}" dari Pelaksanaan ke Diperpanjang`);
    // the same via an edit: a draft renewal set Aktif later
    const lama2 = await mouDilaksanakan({ noKontrak: 'LAMA/EDIT' });
    const draf = await createMou(app, admin, mitra.idUser, { status: 3, idMouLama: lama2, noKontrak: 'BARU/EDIT' });
    expect((await mou(lama2)).tahapan.tahapan).toBe('PELAKSANAAN');
    ok(await app.gql(UPDATE_MOU, { id: draf.idMou, i: mouInput(mitra.idUser, { status: 1, idMouLama: lama2, noKontrak: 'BARU/EDIT' }) }, admin));
    expect((await mou(lama2)).tahapan.tahapan).toBe('DIPERPANJANG');
    expect((await mou(baru.idMou)).tahapan.tahapan).toBe('PELAKSANAAN');
  });

  it('only admins move stages; a partner sees its own agreements\' stage and timeline without internal notes', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3, judul: 'Milik Mitra' });
    expect(codeOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }, skpd2.token))).toBe('FORBIDDEN');
    expect(codeOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }, mitra.token))).toBe('FORBIDDEN');
    expect(codeOf(await refused({ jenis: 'MOU', id: 999999, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }))).toBe('NOT_FOUND');
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, catatan: 'Dibahas bersama mitra' }, { dokumen: DRAF }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'REVISI', versi: 1, catatan: 'Catatan internal tim', internal: true }));
    const mine = ok(await app.gql(SAYA, {}, mitra.token)).kerjasamaSaya;
    const own = mine.find((k: { idMou: number }) => k.idMou === idMou);
    // every move is on the partner's timeline; only the internal note is left out (L13)
    expect(own).toMatchObject({
      judul: 'Milik Mitra',
      tahapan: { tahapan: 'REVISI' },
      timeline: [
        { dari: 'DRAF', ke: 'PEMBAHASAN', catatan: 'Dibahas bersama mitra', internal: false },
        { dari: 'PEMBAHASAN', ke: 'REVISI', catatan: null, internal: true },
      ],
    });
    expect(JSON.stringify(mine)).not.toContain('Catatan internal tim');
    expect((await mou(idMou)).timeline.at(-1)).toMatchObject({ catatan: 'Catatan internal tim', internal: true });
    expect(ok(await app.gql(SAYA, {}, mitraLain.token)).kerjasamaSaya).toEqual([]);
    expect(codeOf(await app.gql(SAYA, {}, skpd2.token))).toBe('FORBIDDEN');
    expect((await app.gql(`query($id: Int!) { mou(idMou: $id) { tahapan { tahapan } } }`, { id: idMou }, skpd2.token)).data?.mou.tahapan.tahapan).toBe('REVISI');
  });

  it('deleting a record takes its stage, timeline and their documents with it', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    const files = await count(app, 'stored_file');
    ok(await app.gql('mutation($id: Int!) { deleteMou(idMou: $id) }', { id: idMou }, admin));
    expect(await count(app, 'tahapan_log', `jenis = 'mou' and id_record = $1`, [idMou])).toBe(0);
    expect(await count(app, 'tahapan_kerjasama', `jenis = 'mou' and id_record = $1`, [idMou])).toBe(0);
    expect(await count(app, 'stored_file')).toBe(files - 1);
  });

  // ---- the lifecycle audit (2026-11-28): L1, L2, L7, L8, L10–L14 ----

  it('clearing a budget flag in a move needs a note and is written on its timeline line and Riwayat line; setting one is free (L1)', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3, judul: 'Kerja Sama Tanda' });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, membebaniApbd: true }, { dokumen: DRAF }));
    const bypass = { jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 1, membebaniApbd: false };
    expect(fieldsOf(await refused(bypass))).toEqual({ catatan: 'Catatan wajib diisi saat menghapus tanda Membebani APBD' });
    expect(fieldsOf(await refused({ ...bypass, catatan: '   ' }))).toEqual({ catatan: 'Catatan wajib diisi saat menghapus tanda Membebani APBD' });
    ok(await ubah({ ...bypass, catatan: 'Biaya seluruhnya ditanggung mitra' }));
    const m = await mou(idMou);
    expect(m.tahapan).toMatchObject({ tahapan: 'SIAP_DITANDATANGANI', membebaniApbd: false });
    expect(m.timeline.map((l: Line) => [l.ke, l.perubahanTanda, l.catatan])).toEqual([
      ['PEMBAHASAN', ['Tanda Membebani APBD ditambahkan'], ''],
      ['SIAP_DITANDATANGANI', ['Tanda Membebani APBD dihapus'], 'Biaya seluruhnya ditanggung mitra'],
    ]);
    const [line] = await app.sql(`select aksi from riwayat where aksi like 'Mengubah tahapan%' order by id_riwayat desc limit 1`);
    expect(line.aksi).toBe('Mengubah tahapan kesepakatan "Kerja Sama Tanda" dari Pembahasan ke Siap Ditandatangani; tanda Membebani APBD dihapus');
    // both flags cleared at once, on the way back to Revisi: the note names both
    const dua = await createMou(app, admin, mitra.idUser, { status: 3 });
    ok(await ubah({ jenis: 'MOU', id: dua.idMou, ke: 'PEMBAHASAN', versi: 0, membebaniApbd: true, belumDianggarkan: true }, { dokumen: DRAF }));
    expect(fieldsOf(await refused({ jenis: 'MOU', id: dua.idMou, ke: 'SIAP_DITANDATANGANI', versi: 1, membebaniApbd: false, belumDianggarkan: false }))).toEqual({
      catatan: 'Catatan wajib diisi saat menghapus tanda Membebani APBD dan Belum dianggarkan',
    });
    // a flag sent unchanged is no change
    ok(await ubah({ jenis: 'MOU', id: dua.idMou, ke: 'REVISI', versi: 1, membebaniApbd: true, belumDianggarkan: true, catatan: 'Perlu kajian' }));
    expect((await mou(dua.idMou)).timeline.at(-1).perubahanTanda).toEqual([]);
  });

  it('a move and a status set directly at the same moment run one after the other: stage, status, versi and timeline agree (L2)', async () => {
    // either order happens (the status edit first: the move's versi is then old; or the move first)
    for (let i = 0; i < 6; i++) {
      const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
      ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
      ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
      const [move, edit] = await Promise.all([
        ubah({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-11-27' }, { dokumen: SIGNED }),
        app.gql(UPDATE_MOU, { id: idMou, i: mouInput(mitra.idUser, { status: 5 }) }, admin),
      ]);
      ok(edit);
      if (move.errors) expect(errorOf(move)).toMatchObject({ message: 'Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi', extensions: { code: 'CONFLICT' } });
      const m = await mou(idMou);
      const lines: Line[] = m.timeline;
      // the status edit has the last word either way
      expect(m.tahapan.tahapan).toBe('REVISI');
      expect(m.idStatus).toBe(STATUS_OF_TAHAPAN.REVISI);
      expect(m.tahapan.versi).toBe(lines.length);
      expect(lines.at(-1)).toMatchObject({ ke: 'REVISI', manual: true });
      lines.slice(1).forEach((l, j) => expect(l.dari).toBe(lines[j]!.ke));
      expect(lines.map((l) => l.ke)).toEqual(move.errors ? ['PEMBAHASAN', 'SIAP_DITANDATANGANI', 'REVISI'] : ['PEMBAHASAN', 'SIAP_DITANDATANGANI', 'PELAKSANAAN', 'REVISI']);
      if (!move.errors) expect(lines.at(-1)!.catatan).toBe('Status diubah langsung dari Aktif ke Revisi');
    }
  }, 60_000);

  it('an edit form opened before a move does not set the status back over it: its stage version is a conflict (review R1)', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
    // the form is opened here (status Proses, stage version 2); meanwhile the agreement is signed
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-03-01' }, { dokumen: SIGNED }));
    const stale = await app.gql(UPDATE_MOU, { id: idMou, i: { ...mouInput(mitra.idUser, { status: 4, judul: 'Salah ketik diperbaiki' }), versiTahapan: 2 } }, admin);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(errorOf(stale).message).toBe('Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi');
    const [row] = await app.sql(`select m.id_status, m.judul, t.tahapan, t.versi from mou m join tahapan_kerjasama t on t.jenis = 'mou' and t.id_record = m.id_mou where m.id_mou = $1`, [idMou]);
    expect(row).toMatchObject({ id_status: 1, tahapan: 'PELAKSANAAN', versi: 3 });
    expect(row.judul).not.toBe('Salah ketik diperbaiki');
    // loaded again: the edit saves, the status it shows kept
    ok(await app.gql(UPDATE_MOU, { id: idMou, i: { ...mouInput(mitra.idUser, { status: 1, judul: 'Salah ketik diperbaiki' }), versiTahapan: 3 } }, admin));
    expect((await app.sql(`select id_status, judul from mou where id_mou = $1`, [idMou]))[0]).toEqual({ id_status: 1, judul: 'Salah ketik diperbaiki' });
  });

  it('the move\'s texts and dates are bounded: letter number at most 100, note at most 2000, no date after today (L7, L12, L14)', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { status: 3 });
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, catatan: 'y'.repeat(2001) }, { dokumen: DRAF }))).toEqual({ catatan: 'Maksimal 2000 karakter' });
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'PEMBAHASAN', versi: 0, membebaniApbd: true, catatan: `  ${'y'.repeat(2000)}  ` }, { dokumen: DRAF }));
    const hariIni = todayIso();
    const dprd = { jenis: 'MOU', id: idMou, ke: 'PERSETUJUAN_DPRD', versi: 1, nomorSurat: 'N'.repeat(101), tanggalSurat: addDaysIso(hariIni, 1) };
    expect(fieldsOf(await refused(dprd, { dokumen: SIGNED }))).toEqual({ nomorSurat: 'Maksimal 100 karakter', tanggalSurat: 'Tanggal tidak boleh melewati hari ini' });
    ok(await ubah({ ...dprd, nomorSurat: 'N'.repeat(100), tanggalSurat: hariIni }, { dokumen: SIGNED }));
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'SIAP_DITANDATANGANI', versi: 2 }));
    const ttd = { jenis: 'MOU', id: idMou, ke: 'PELAKSANAAN', versi: 3 };
    for (const tanggalTtd of [addDaysIso(hariIni, 1), '2099-12-31']) {
      expect(fieldsOf(await refused({ ...ttd, tanggalTtd }, { dokumen: SIGNED }))).toEqual({ tanggalTtd: 'Tanggal tidak boleh melewati hari ini' });
    }
    ok(await ubah({ ...ttd, tanggalTtd: hariIni }, { dokumen: SIGNED }));
    const m = await mou(idMou);
    expect(m.timeline[0].catatan).toHaveLength(2000);
    expect(m.timeline[1]).toMatchObject({ nomorSurat: 'N'.repeat(100), tanggalSurat: hariIni });
    expect(m.tahapan.tglTtd).toBe(hariIni);
  });

  it('an agreement stopped or ended with contracts in Pelaksanaan: allowed, counted beforehand, and each such contract warns (L8)', async () => {
    const PKS_INFO = 'query($id: Int!) { pks(idPks: $id) { tahapan { tahapan peringatan } } }';
    const jumlah = async (id: number) => ok(await app.gql('query($id: Int!) { mou(idMou: $id) { perjanjianPelaksanaan } }', { id }, admin)).mou.perjanjianPelaksanaan;
    const pksDilaksanakan = async (idMou: number) => {
      const { idPks } = await createPks(app, admin, idMou, { status: 3, tglBerakhir: '2026-12-31', jabatanTtd: 'Wali Kota' });
      ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
      ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
      ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-04-01' }, { dokumen: SIGNED }));
      return idPks;
    };
    const idMou = await mouDilaksanakan();
    const [a, b] = [await pksDilaksanakan(idMou), await pksDilaksanakan(idMou)];
    const draf = (await createPks(app, admin, idMou, { status: 3 })).idPks;
    expect(await jumlah(idMou)).toBe(2);
    expect(ok(await app.gql(PKS_INFO, { id: a }, admin)).pks.tahapan.peringatan).toBeNull();
    ok(await ubah({ jenis: 'MOU', id: idMou, ke: 'DIHENTIKAN', versi: 3, catatan: 'Mitra wanprestasi' }));
    for (const id of [a, b]) {
      expect(ok(await app.gql(PKS_INFO, { id }, admin)).pks.tahapan).toEqual({ tahapan: 'PELAKSANAAN', peringatan: 'Kesepakatan induk sudah Dihentikan; perjanjian ini masih dalam tahap Pelaksanaan' });
    }
    expect(ok(await app.gql(PKS_INFO, { id: draf }, admin)).pks.tahapan.peringatan).toBeNull();
    // Berakhir (its end date reached) warns alike, together with the end-date warning
    const berakhir = await mouDilaksanakan({ tglMulai: '2025-01-01', tglBerakhir: '2026-06-30' });
    const c = await pksDilaksanakan(berakhir);
    ok(await ubah({ jenis: 'MOU', id: berakhir, ke: 'BERAKHIR', versi: 3 }));
    expect(ok(await app.gql(PKS_INFO, { id: c }, admin)).pks.tahapan.peringatan).toBe(
      'Perjanjian berakhir 31 Desember 2026, setelah Kesepakatannya berakhir 30 Juni 2026. Kesepakatan induk sudah Berakhir; perjanjian ini masih dalam tahap Pelaksanaan',
    );
    // a renewal continues the agreement: no warning under Diperpanjang
    const lama = await mouDilaksanakan({ noKontrak: 'LAMA/L8' });
    const d = await pksDilaksanakan(lama);
    await mouDilaksanakan({ idMouLama: lama });
    expect(ok(await app.gql(PKS_INFO, { id: d }, admin)).pks.tahapan.peringatan).toBeNull();
    expect(codeOf(await app.gql('query($id: Int!) { mou(idMou: $id) { perjanjianPelaksanaan } }', { id: idMou }, mitra.token))).toBe('FORBIDDEN');
  });

  it('Berakhir only once the end date is reached; ending earlier is Dihentikan (L10)', async () => {
    const nanti = addDaysIso(todayIso(), 30);
    const belum = await mouDilaksanakan({ tglBerakhir: nanti });
    // not offered before the end date either (integrators read bisaKe; the dialog shows the same)
    expect((await mou(belum)).tahapan.bisaKe).toEqual(['DIHENTIKAN']);
    expect(fieldsOf(await refused({ jenis: 'MOU', id: belum, ke: 'BERAKHIR', versi: 3 }))).toEqual({
      ke: `Kerja sama belum mencapai tanggal berakhir (${tanggalIndonesia(nanti)}); gunakan Dihentikan untuk mengakhiri lebih awal`,
    });
    ok(await ubah({ jenis: 'MOU', id: belum, ke: 'DIHENTIKAN', versi: 3, catatan: 'Diakhiri lebih awal atas kesepakatan para pihak' }));
    // a stopped record stays stopped: no direct status brings it back (an edit form, legacy edit.php) (audit s19 #1)
    const hidupkan = await app.gql(UPDATE_MOU, { id: belum, i: mouInput(mitra.idUser, { status: 1, tglBerakhir: nanti }) }, admin);
    expect(fieldsOf(hidupkan)).toEqual({ status: 'Kerja sama ini sudah Dihentikan; statusnya tidak dapat diubah lagi' });
    expect((await mou(belum)).tahapan).toMatchObject({ tahapan: 'DIHENTIKAN', versi: 4 });
    // the rest of the record stays editable
    ok(await app.gql(UPDATE_MOU, { id: belum, i: mouInput(mitra.idUser, { status: 2, tglBerakhir: nanti, judul: 'Judul diperbaiki' }) }, admin));
    for (const tglBerakhir of [addDaysIso(todayIso(), -1), todayIso()]) {
      const id = await mouDilaksanakan({ tglMulai: '2025-01-01', tglBerakhir });
      expect((await mou(id)).tahapan.bisaKe).toEqual(['BERAKHIR', 'DIHENTIKAN']);
      expect(ok(await ubah({ jenis: 'MOU', id, ke: 'BERAKHIR', versi: 3 })).ubahTahapan).toMatchObject({ tahapan: 'BERAKHIR', bisaKe: [] });
    }
  });

  it('a contract signed by anyone but the head of region needs the surat kuasa, whatever the form declares (L11)', async () => {
    const idMou = await mouDilaksanakan();
    const siap = async (jabatanTtd: string) => {
      const { idPks } = await createPks(app, admin, idMou, { status: 3, jabatanTtd });
      ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'PEMBAHASAN', versi: 0 }, { dokumen: DRAF }));
      ok(await ubah({ jenis: 'PKS', id: idPks, ke: 'SIAP_DITANDATANGANI', versi: 1 }));
      return { jenis: 'PKS', id: idPks, ke: 'PELAKSANAAN', versi: 2, tanggalTtd: '2026-04-01' };
    };
    const kadis = await siap('Kepala Dinas A');
    const wajib = { idSuratKuasa: 'Surat kuasa wajib dilampirkan bila perjanjian ditandatangani atas nama Wali Kota' };
    expect(fieldsOf(await refused(kadis, { dokumen: SIGNED }))).toEqual(wajib);
    expect(fieldsOf(await refused({ ...kadis, atasNama: false }, { dokumen: SIGNED }))).toEqual(wajib);
    const kuasa = ok(await gqlUpload(app, ADD_PKS_DOC, { id: kadis.id }, { ...SIGNED, name: 'surat-kuasa.pdf' }, admin)).addPksDokumen.idFile;
    ok(await ubah({ ...kadis, idSuratKuasa: kuasa }, { dokumen: SIGNED }));
    expect((await pks(kadis.id)).timeline.at(-1).dokumen.map((d: { namaFile: string }) => d.namaFile).sort()).toEqual(['ditandatangani.pdf', 'surat-kuasa.pdf']);
    // or uploaded with the move (U8): it joins the contract's documents, in the move's transaction
    const kasubag = await siap('Kepala Bagian Kerja Sama');
    const EXE = { name: 'surat-kuasa.pdf', content: Buffer.from('MZ\x90\x00 not a pdf'), type: 'application/pdf' };
    const bad = await refused(kasubag, { dokumen: SIGNED, suratKuasa: EXE });
    expect(fieldsOf(bad)).toHaveProperty('suratKuasa');
    // a refused move (no signing date) keeps no uploaded surat kuasa either
    expect(fieldsOf(await refused({ ...kasubag, tanggalTtd: '' }, { dokumen: SIGNED, suratKuasa: { ...SIGNED, name: 'kuasa-kabag.pdf' } }))).toHaveProperty('tanggalTtd');
    ok(await ubah(kasubag, { dokumen: SIGNED, suratKuasa: { ...SIGNED, name: 'kuasa-kabag.pdf' } }));
    const dilaksanakan = await pks(kasubag.id);
    expect(dilaksanakan.timeline.at(-1).dokumen.map((d: { namaFile: string }) => d.namaFile).sort()).toEqual(['ditandatangani.pdf', 'kuasa-kabag.pdf']);
    const [dok] = await app.sql(`select original_name from stored_file where owner_kind = 'pks.dokumen' and owner_id = $1`, [kasubag.id]);
    expect(dok.original_name).toBe('kuasa-kabag.pdf');
    const [line] = await app.sql(`select aksi from riwayat where aksi like 'Mengubah tahapan perjanjian%' order by id_riwayat desc limit 1`);
    expect(line.aksi).toContain('menambah dokumen "kuasa-kabag.pdf" (surat kuasa)');
    // the head of region signs himself: no surat kuasa, unless the form says someone signed on his behalf
    for (const jabatan of ['Wali Kota', 'walikota bandung', 'Plt. Wakil  Wali Kota']) ok(await ubah(await siap(jabatan), { dokumen: SIGNED }));
    expect(fieldsOf(await refused({ ...(await siap('Wali Kota')), atasNama: true }, { dokumen: SIGNED }))).toEqual(wajib);
  });

  it('knows the head of region\'s own positions (rules/tahapan.ts kepalaDaerah)', () => {
    for (const j of ['Wali Kota', 'WALIKOTA', 'wali  kota', 'Wali Kota Bandung', 'Plt. Wali Kota', 'Plt Walikota', 'Pj. Wali Kota', 'Wakil Wali Kota', 'wakil walikota']) {
      expect(kepalaDaerah(j), j).toBe(true);
    }
    for (const j of ['Kepala Dinas A', 'Sekretaris Daerah', 'a.n. Wali Kota Kepala Dinas', 'Wali Kota, u.b. Kepala Dinas', 'Plh. Wali Kota', '', null]) {
      expect(kepalaDaerah(j), String(j)).toBe(false);
    }
  });
});
