/**
 * Issue 17's story in the browser (built app): a partner's proposal is reviewed by two SKPD reviewers
 * (one through Tugas Saya in the browser), the admin decides it from Tugas Saya and creates the agreement
 * from it (prefilled), moves it through Pembahasan (flagged: membebani APBD), Persetujuan DPRD, Siap
 * Ditandatangani and Pelaksanaan in the "Ubah Tahapan" dialog with the gates' documents, amends the end date
 * by an addendum, adds a contract under it, and the partner sees the stage and timeline (Kerja Sama Saya)
 * without the internal note.
 * Screenshots go to $E2E_SHOTS (default: <tmp>/kerjasama-shots).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { TAHAPAN_TEXT, type TahapanKode } from '../../server/src/rules/tahapan.js';
import { ADMIN, type BuiltServer, createAccount, gqlAt as gql, hasBrowser, launchBrowser, signIn, startBuiltServer } from './harness.js';
import { pilihKlasifikasi } from './klasifikasi.js';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'kerjasama-shots');
const MITRA = { username: 'mitra17', password: 'Mitra17#12345' };
const REV1 = { username: 'rev1', password: 'Rev1#123456' };
const REV2 = { username: 'rev2', password: 'Rev2#123456' };
const USULAN = 'Usulan Revitalisasi Pasar Tradisional';
const NO_KONTRAK = 'KB/2026/E2E-17';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const token = async (url: string, user: { username: string; password: string }): Promise<string> =>
  (await gql(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: user })).login.token;

/** A GraphQL multipart request with one PDF in `variables.f`. */
const withPdf = async (url: string, bearer: string, query: string, variables: Record<string, unknown>, fileName: string) => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, f: null } }));
  form.append('map', JSON.stringify({ 1: ['variables.f'] }));
  form.append('1', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), fileName);
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

/**
 * The partner submits its proposal (a multipart request: it needs a file), then the office's required
 * documents, each with its kind (reviewers can be asked only once they are all there).
 */
const submitProposal = async (url: string, partnerToken: string, idUser: number): Promise<number> => {
  const { idPenjajagan } = (
    await withPdf(
      url,
      partnerToken,
      'mutation($i: PenjajaganInput!, $f: Upload) { createPenjajagan(input: $i, file: $f) { idPenjajagan } }',
      { i: { idUser, judul: USULAN, deskripsi: 'Revitalisasi tiga pasar tradisional bersama mitra', status: 0 } },
      'proposal.pdf',
    )
  ).createPenjajagan;
  for (const [jenis, nama] of [['Surat Permohonan', 'surat-permohonan.pdf'], ['KAK / proposal', 'kak.pdf'], ['Draf naskah', 'draf-naskah.pdf']]) {
    await withPdf(url, partnerToken, 'mutation($id: Int!, $f: Upload, $j: String) { addPenjajaganDokumen(idPenjajagan: $id, file: $f, jenis: $j) { idPenjajagan } }', { id: idPenjajagan, j: jenis }, nama);
  }
  return idPenjajagan;
};

const login = (page: Page, url: string, user: { username: string; password: string }) => signIn(page, url, user);

/** A date field (the Indonesian date picker takes dd/mm/yyyy typed; a native date input yyyy-mm-dd). */
const fillDate = async (input: Locator, iso: string) =>
  input.fill((await input.getAttribute('type')) === 'date' ? iso : iso.split('-').reverse().join('/'));

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

describe.skipIf(!hasBrowser())('the cooperation lifecycle in the browser (issue 17)', () => {
  let server: BuiltServer;
  let a: Browser;
  let b: Browser;
  let admin: string;
  let idPenjajagan: number;
  let rev1Id: number;
  let rev2Id: number;
  let mitraId: number;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer();
    admin = await token(server.url, ADMIN);
    const skpd = async (nama: string) =>
      (await gql(server.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: nama, kode: 170, status: 1 } }, admin)).createSkpd.idSkpd;
    const [s1, s2] = [await skpd('Dinas Perdagangan'), await skpd('Bappeda')];
    await createAccount(server.url, { ...MITRA, idLevel: 3 });
    await createAccount(server.url, { ...REV1, idLevel: 2, idSkpd: s1 });
    await createAccount(server.url, { ...REV2, idLevel: 2, idSkpd: s2 });
    const users = (await gql(server.url, '{ users(page: { limit: 50 }) { items { idUser username } } }', {}, admin)).users.items as { idUser: number; username: string }[];
    const id = (u: string) => users.find((x) => x.username === u)!.idUser;
    [mitraId, rev1Id, rev2Id] = [id(MITRA.username), id(REV1.username), id(REV2.username)];
    idPenjajagan = await submitProposal(server.url, await token(server.url, MITRA), mitraId);
    for (const s of [s1, s2]) {
      await gql(server.url, 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id: idPenjajagan, s }, admin);
    }
    a = await launchBrowser();
    b = await launchBrowser({ width: 390, height: 844 });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('review, decision, agreement from the proposal, stages through DPRD to Pelaksanaan, contract, partner view', async () => {
    const { page } = a;
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(SHOTS, 'tahapan-failed.png') });
      await b.page.screenshot({ path: path.join(SHOTS, 'tahapan-failed-390.png') });
    });
    const m = page.locator('#admin-konten');

    // --- the admin asks two reviewers from the proposal's detail
    await login(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/penjajakan`);
    await m.getByRole('button', { name: `Aksi ${USULAN}` }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Penjajakan' });
    const tkksd = detail.getByRole('region', { name: 'Pertimbangan TKKSD' });
    for (const reviewer of [rev1Id, rev2Id]) {
      await tkksd.getByLabel('Peninjau (akun SKPD terkait)').selectOption(String(reviewer));
      await tkksd.getByRole('button', { name: 'Minta Pertimbangan' }).click();
      await tkksd.getByText(`Pengguna ${reviewer === rev1Id ? REV1.username : REV2.username}`).waitFor();
    }
    expect(await tkksd.getByText('Menunggu').count()).toBe(2);
    await shot(page, 'tahapan-tkksd-diminta-1280');
    await detail.getByRole('button', { name: 'Tutup' }).first().click();

    // --- reviewer 1 (phone width) answers from Tugas Saya; reviewer 2 through the API
    await login(b.page, server.url, REV1);
    await b.page.getByRole('button', { name: /^Tugas Saya \(1 menunggu\)/ }).click();
    await b.page.waitForURL('**/admin/tugas-saya');
    await b.page.getByRole('button', { name: 'Beri Pertimbangan' }).click();
    const beri = b.page.getByRole('dialog', { name: USULAN });
    await beri.getByRole('radio', { name: 'Setuju dengan catatan' }).check();
    await beri.getByRole('button', { name: 'Kirim Pertimbangan' }).click();
    await beri.getByText('Catatan tidak boleh kosong').waitFor();
    await beri.getByLabel(/^Catatan\s*\*?$/).fill('Perlu kajian dampak lalu lintas');
    await beri.getByRole('button', { name: 'Kirim Pertimbangan' }).click();
    await beri.getByText('Setuju dengan catatan', { exact: true }).last().waitFor();
    // the saved opinion leaves no message of the refused first try under the note
    await beri.getByText('Catatan tidak boleh kosong').waitFor({ state: 'detached' });
    await shot(b.page, 'tahapan-pertimbangan-390');
    await gql(server.url, 'mutation($i: PertimbanganInput!) { berikanPertimbangan(input: $i) { id } }', { i: { idPenjajagan, pendapat: 'SETUJU' } }, await token(server.url, REV2));

    // --- the admin decides from Tugas Saya and creates the agreement from the approved proposal
    await page.goto(`${server.url}/admin/beranda`);
    await page.getByRole('button', { name: /^Tugas Saya/ }).click();
    await page.waitForURL('**/admin/tugas-saya');
    await m.getByRole('region', { name: 'Penjajakan menunggu keputusan' }).getByRole('button', { name: 'Putuskan' }).click();
    const putus = page.getByRole('dialog', { name: USULAN });
    await putus.getByText('Perlu kajian dampak lalu lintas').waitFor();
    await putus.getByLabel('Alasan').fill('Kedua SKPD setuju; catatan lalu lintas dimasukkan ke ruang lingkup');
    await putus.getByRole('button', { name: 'Simpan Keputusan' }).click();
    await putus.getByRole('button', { name: 'Buat Kesepakatan' }).click();
    await page.waitForURL('**/admin/kesepakatan/create?penjajagan=*');
    expect(await m.getByLabel(/^Judul\s*\*?$/).inputValue()).toBe(USULAN);
    expect(await m.getByLabel('Nama Mitra pada Kesepakatan').inputValue()).toBe(`Pengguna ${MITRA.username}`);
    await fillDate(m.getByLabel('Tanggal Mulai'), '2026-03-01');
    await fillDate(m.getByLabel('Tanggal Berakhir'), '2029-02-28');
    await m.getByLabel('Tentang').fill('Revitalisasi pasar tradisional');
    await m.getByLabel('No. Kontrak').fill(NO_KONTRAK);
    await m.getByLabel('No. Mitra').fill('MITRA/17/2026');
    await m.getByLabel('Nilai').fill('2500000000');
    await m.getByLabel('Nama Instansi').fill('Dr. Siti Aminah');
    await m.getByLabel('Jabatan Instansi').fill('Wali Kota');
    await m.getByLabel(/^Nama Mitra\s*\*?$/).fill('Budi Santoso');
    await m.getByLabel('Jabatan Mitra').fill('Direktur Utama');
    await pilihKlasifikasi(page, m);
    await m.getByRole('button', { name: 'Tambah Kesepakatan' }).click();
    await page.waitForURL('**/admin/kesepakatan');
    const [mou] = (await gql(server.url, 'query($f: MouFilter) { mous(filter: $f) { items { idMou idPenjajagan idStatus skpd { skpd } } } }', { f: { noKontrak: NO_KONTRAK } }, admin)).mous.items;
    expect(mou).toMatchObject({ idPenjajagan, idStatus: 3 });
    expect(mou.skpd.map((s: { skpd: string }) => s.skpd).sort()).toEqual(['Bappeda', 'Dinas Perdagangan']);

    // --- stages in the Ubah Tahapan dialog, each gate with its inputs
    await m.getByRole('button', { name: `Aksi ${USULAN}` }).click();
    await page.getByRole('menuitem', { name: 'Detail' }).click();
    const kb = page.getByRole('dialog', { name: 'Detail Kesepakatan' });
    const tahapan = kb.getByRole('region', { name: 'Tahapan' });
    await tahapan.getByText('Belum ada perubahan tahapan.').waitFor();
    const ubah = page.getByRole('dialog', { name: 'Ubah Tahapan' });
    const timeline = tahapan.getByRole('list', { name: 'Riwayat tahapan' });
    /** One move; it is done when its line shows in the timeline (the panel has the new stage by then). */
    const move = async (expected: TahapanKode, fill: () => Promise<void>) => {
      await tahapan.getByRole('button', { name: 'Ubah Tahapan' }).click();
      expect(await ubah.getByLabel('Tahapan baru').inputValue()).toBe(expected);
      await fill();
      await ubah.getByRole('button', { name: 'Simpan' }).click();
      await ubah.waitFor({ state: 'detached' });
      await timeline.getByText(TAHAPAN_TEXT[expected], { exact: true }).waitFor();
    };
    const file = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
    await move('PEMBAHASAN', async () => {
      await ubah.getByRole('checkbox', { name: 'Membebani APBD' }).check();
      await ubah.locator('input[type=file]').setInputFiles(file('draf-kb.pdf'));
      await ubah.getByLabel(/^Catatan\s*\*?$/).fill('Draf dibahas bersama mitra');
    });
    await tahapan.getByText('Membebani APBD: memerlukan Persetujuan DPRD.').waitFor();
    // the DPRD gate refuses without its letter, then passes
    await tahapan.getByRole('button', { name: 'Ubah Tahapan' }).click();
    expect(await ubah.getByLabel('Tahapan baru').inputValue()).toBe('PERSETUJUAN_DPRD');
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await ubah.getByText('Nomor surat persetujuan DPRD tidak boleh kosong').waitFor();
    await ubah.getByLabel('Nomor surat persetujuan DPRD').fill('170/45/DPRD/2026');
    await fillDate(ubah.getByLabel('Tanggal surat'), '2026-02-10');
    await ubah.locator('input[type=file]').setInputFiles(file('persetujuan-dprd.pdf'));
    await ubah.getByLabel(/^Catatan\s*\*?$/).fill('Catatan rapat internal');
    await ubah.getByRole('checkbox', { name: /Catatan internal/ }).check();
    await shot(page, 'tahapan-dialog-dprd-1280');
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await ubah.waitFor({ state: 'detached' });
    await timeline.getByText('Persetujuan DPRD', { exact: true }).waitFor();
    await move('SIAP_DITANDATANGANI', async () => {});
    await move('PELAKSANAAN', async () => {
      await fillDate(ubah.getByLabel('Tanggal penandatanganan'), '2026-02-20');
      await ubah.locator('input[type=file]').setInputFiles(file('kb-ditandatangani.pdf'));
    });
    await timeline.getByText('Pelaksanaan', { exact: true }).waitFor();
    for (const text of ['Pembahasan', 'Persetujuan DPRD', 'Siap Ditandatangani']) await timeline.getByText(text, { exact: true }).waitFor();
    await timeline.getByRole('link', { name: 'persetujuan-dprd.pdf' }).waitFor();
    await timeline.getByText('Surat DPRD 170/45/DPRD/2026', { exact: false }).waitFor();
    await shot(page, 'tahapan-timeline-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'tahapan-timeline-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // --- an addendum moves the end date; the detail keeps old → new, the list shows the new date
    const adendum = kb.getByRole('region', { name: 'Adendum' });
    await adendum.getByRole('button', { name: 'Tambah Adendum' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Adendum' });
    await add.getByLabel('Nomor adendum').fill('ADD-01/KB/2026');
    await fillDate(add.getByLabel('Tanggal adendum'), '2026-06-01');
    await fillDate(add.getByLabel('Tanggal Berakhir baru'), '2030-02-28');
    await add.locator('input[type=file]').setInputFiles(file('adendum-1.pdf'));
    await add.getByRole('button', { name: 'Simpan' }).click();
    await add.waitFor({ state: 'detached' });
    await adendum.getByText('Tanggal Berakhir: 28 Februari 2029 → 28 Februari 2030').waitFor();
    await shot(page, 'tahapan-adendum-1280');

    const { mou: after } = await gql(server.url, 'query($id: Int!) { mou(idMou: $id) { idStatus tglBerakhir tahapan { tahapan tglTtd } } }', { id: mou.idMou }, admin);
    expect(after).toEqual({ idStatus: 1, tglBerakhir: '2030-02-28', tahapan: { tahapan: 'PELAKSANAAN', tglTtd: '2026-02-20' } });
    // the reviewers of the linked agencies were told of each of the four stage moves
    const told = (await gql(server.url, '{ notifikasiSaya(limit: 50) { jenis pesan } }', {}, await token(server.url, REV1))).notifikasiSaya as { jenis: string; pesan: string }[];
    expect(told.filter((n) => n.jenis === 'tahapan').map((n) => n.pesan)).toContain(`"${USULAN}" pindah dari Siap Ditandatangani ke Pelaksanaan`);
    expect(told.filter((n) => n.jenis === 'tahapan')).toHaveLength(4);

    // --- a contract under it, and the partner's view (no internal note)
    const pks = (
      await gql(
        server.url,
        'mutation($i: PksInput!) { createPks(input: $i) { idPks } }',
        {
          i: {
            idMou: mou.idMou, mitra: 'PT Pasar Maju', tglMulai: '2026-04-01', tglBerakhir: '2027-03-31', judul: 'PKS Revitalisasi Pasar A',
            deskripsi: 'Pasar A', noKontrak: 'PKS/2026/E2E-17', noMitra: 'PM/1', nilai: 0, namaTtdMitra: 'Budi', jabatanTtdMitra: 'Direktur',
            namaTtd: 'Kepala Dinas', jabatanTtd: 'Kepala Dinas Perdagangan', keterangan: '-', status: 3,
            klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] },
          },
        },
        admin,
      )
    ).createPks;
    expect((await gql(server.url, 'query($id: Int!) { pks(idPks: $id) { tahapan { tahapan } } }', { id: pks.idPks }, admin)).pks.tahapan.tahapan).toBe('DRAF');
    // the partner's own screen: stage and timeline, the internal note left out
    const partner = await launchBrowser({ width: 390, height: 844 });
    try {
      await login(partner.page, server.url, MITRA);
      await partner.page.goto(`${server.url}/admin/kerja-sama-saya`);
      const card = partner.page.getByRole('region', { name: USULAN });
      await card.getByText('Draf dibahas bersama mitra').waitFor();
      await card.getByText('Pelaksanaan', { exact: true }).first().waitFor();
      expect(await partner.page.getByText('Catatan rapat internal').count()).toBe(0);
      await shot(partner.page, 'tahapan-mitra-390');
    } finally {
      await partner.close();
    }
    const mine = (await gql(server.url, '{ kerjasamaSaya { idMou tahapan { tahapan } timeline { ke catatan } } }', {}, await token(server.url, MITRA))).kerjasamaSaya;
    expect(mine).toEqual([
      {
        idMou: mou.idMou,
        tahapan: { tahapan: 'PELAKSANAAN' },
        timeline: [
          { ke: 'PEMBAHASAN', catatan: 'Draf dibahas bersama mitra' },
          // the DPRD step shows, its internal note left out
          { ke: 'PERSETUJUAN_DPRD', catatan: null },
          { ke: 'SIAP_DITANDATANGANI', catatan: '' },
          { ke: 'PELAKSANAAN', catatan: '' },
        ],
      },
    ]);
  }, 240_000);
});
