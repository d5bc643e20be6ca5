import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifySql, subscribe, wsClient, type Sub } from '../../test/subscriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPenjajagan, gqlUpload } from './testing.js';
import { codeOf, errorOf } from '../../test/results.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const PESAN_FIELDS = 'id idPenjajagan idUser nama pesan tglInput posisi';
const LIST = `query($id: Int!, $p: PesanPageInput, $before: Int, $after: Int) {
  penjajaganPesan(idPenjajagan: $id, page: $p, before: $before, after: $after) { total hasMore items { ${PESAN_FIELDS} } } }`;
const KIRIM = `mutation($id: Int!, $pesan: String) { kirimPesan(idPenjajagan: $id, pesan: $pesan) { ${PESAN_FIELDS} } }`;
const PESAN_BARU = `subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { ${PESAN_FIELDS} } }`;
const CHANGED = `subscription { penjajaganChanged { idPenjajagan noPenjajagan aksi idStatus idUser } }`;
const UPDATE = `mutation($id: Int!, $i: PenjajaganInput!) { updatePenjajagan(idPenjajagan: $id, input: $i) { idStatus } }`;

interface Pesan {
  id: number;
  idPenjajagan: number;
  idUser: number | null;
  nama: string;
  pesan: string;
  tglInput: string;
  posisi: 'left' | 'right';
}
interface Changed {
  idPenjajagan: number;
  noPenjajagan: string;
  aksi: string;
  idStatus: number;
  idUser: number;
}

const PROBE = '__probe__';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('penjajakan chat', () => {
  let app: TestApp;
  let superAdmin: string;
  let admin: { idUser: number; token: string };
  let staff: { idUser: number; token: string };
  let mitraA: { idUser: number; token: string };
  let mitraB: { idUser: number; token: string };
  let proposal: number; // mitraA's
  const clients: Client[] = [];

  const client = (token?: string) => {
    const c = wsClient(app.url, token);
    clients.push(c);
    return c;
  };
  const kirim = (token: string, pesan: unknown, id = proposal) => app.gql(KIRIM, { id, pesan }, token);
  const sent = async (token: string, pesan: string, id = proposal) => {
    const r = await kirim(token, pesan, id);
    expect(r.errors).toBeUndefined();
    return r.data!.kirimPesan as Pesan;
  };
  const list = async (token: string, vars: Record<string, unknown> = {}, id = proposal) => {
    const r = await app.gql(LIST, { id, ...vars }, token);
    expect(r.errors).toBeUndefined();
    return r.data!.penjajaganPesan as { total: number; hasMore: boolean; items: Pesan[] };
  };
  const count = async (table: string, where = 'true') => (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  /** A chat subscription that is known to be live on the server (a raw NOTIFY probe reached it). */
  const pesanSub = async (token: string, id = proposal, ownerId = mitraA.idUser, target: TestApp = app) => {
    const c = wsClient(target.url, token);
    clients.push(c);
    const sub = subscribe<Pesan>(c, PESAN_BARU, { id }, 'pesanBaru', (e) => e.pesan === PROBE);
    await sub.ready(() =>
      app.sql(
        ...notifySql(`PENJAJAGAN_PESAN:${id}`, { id: -1, idPenjajagan: id, idUser: null, nama: '', pesan: PROBE, tglInput: new Date().toISOString(), ownerId }),
      ),
    );
    return sub;
  };

  beforeAll(async () => {
    app = await createTestApp();
    superAdmin = await app.login();
    admin = await app.userWithLevel(1);
    const [{ id_skpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Chat', 1, 1) returning id_skpd`);
    staff = await app.userWithLevel(2, { idSkpd: id_skpd });
    mitraA = await app.userWithLevel(3);
    mitraB = await app.userWithLevel(5);
    proposal = (await createPenjajagan(app, mitraA.token, { judul: 'Obrolan' })).idPenjajagan;
  });
  afterEach(async () => {
    await app.sql('delete from rate_limit');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await app.close();
  });

  describe('sending', () => {
    it('stores the message with the sender and one riwayat row; the sender sees it on the right', async () => {
      const before = await count('riwayat');
      const p = await sent(mitraA.token, '  Selamat pagi  ');
      expect(p).toMatchObject({ idPenjajagan: proposal, idUser: mitraA.idUser, nama: 'Pengguna 3', pesan: 'Selamat pagi', posisi: 'right' });
      expect(Date.now() - Date.parse(p.tglInput)).toBeLessThan(60_000);
      const [row] = await app.sql('select * from penjajagan_detail where id = $1', [p.id]);
      expect(row).toMatchObject({ id_penjajagan: proposal, id_user: mitraA.idUser, pesan: 'Selamat pagi' });
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toMatch(/^Mengirim pesan pada penjajakan "Obrolan"/);
    });

    it('lets levels 1 and 99 write on any proposal', async () => {
      expect((await sent(admin.token, 'Dari admin')).posisi).toBe('right');
      expect((await sent(superAdmin, 'Dari super admin')).idUser).toBe(1);
    });

    it.each([
      ['', 'Pesan tidak boleh kosong'],
      ['   ', 'Pesan tidak boleh kosong'],
      [null, 'Pesan tidak boleh kosong'],
      ['x'.repeat(201), 'Maksimal 200 karakter'],
    ])('refuses %j with "%s", storing nothing', async (pesan, message) => {
      const before = await count('penjajagan_detail');
      const r = await kirim(mitraA.token, pesan);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(errorOf(r).extensions?.fields).toEqual({ pesan: message });
      expect(await count('penjajagan_detail')).toBe(before);
    });

    it('accepts exactly 200 characters', async () => {
      expect((await sent(mitraA.token, 'y'.repeat(200))).pesan).toHaveLength(200);
    });

    it("refuses another partner and level 2 (read-only), and an unknown proposal, storing nothing", async () => {
      // A refusal stores nothing but its own audit line ('Akses ditolak: …', app/audit-denials.ts).
      const changes = () => count('riwayat', "aksi not like 'Akses ditolak%'");
      const before = [await count('penjajagan_detail'), await changes(), await count('riwayat', "aksi like 'Akses ditolak%'")];
      expect(codeOf(await kirim(mitraB.token, 'Menyusup'))).toBe('FORBIDDEN');
      expect(codeOf(await kirim(staff.token, 'Dari SKPD'))).toBe('FORBIDDEN');
      expect(codeOf(await kirim(mitraA.token, 'Ke mana?', 999_999))).toBe('NOT_FOUND');
      expect(codeOf(await kirim('', 'Anonim'))).toBe('UNAUTHENTICATED');
      expect([await count('penjajagan_detail'), await changes(), await count('riwayat', "aksi like 'Akses ditolak%'")]).toEqual([before[0], before[1], before[2]! + 2]);
    });

    it('limits each account to 20 messages a minute', async () => {
      const other = (await createPenjajagan(app, mitraB.token, { judul: 'Banjir pesan' })).idPenjajagan;
      for (let i = 0; i < 20; i++) await sent(mitraB.token, `Pesan ${i}`, other);
      const r = await kirim(mitraB.token, 'Satu lagi', other);
      expect(codeOf(r)).toBe('TOO_MANY_REQUESTS');
      expect(errorOf(r).message).toBe('Terlalu banyak pesan. Silakan tunggu sebentar sebelum mengirim lagi.');
      expect((await list(mitraB.token, {}, other)).total).toBe(20);
      // Another account is not affected.
      expect((await sent(admin.token, 'Admin tetap bisa', other)).pesan).toBe('Admin tetap bisa');
    });
  });

  describe('reading', () => {
    let id: number;
    let ids: number[]; // oldest first
    beforeAll(async () => {
      id = (await createPenjajagan(app, mitraA.token, { judul: 'Panjang' })).idPenjajagan;
      const rows = await app.sql<{ id: number }>(
        `insert into penjajagan_detail (id_penjajagan, id_user, pesan, tgl_input)
         select $1, case when i % 3 = 0 then $2::int else $3::int end, 'Pesan ' || i, now() - make_interval(mins => 100 - i)
         from generate_series(1, 45) as i order by i returning id`,
        [id, admin.idUser, mitraA.idUser],
      );
      ids = rows.map((r) => r.id);
    });

    it('gives 20 newest first, then older pages by the `before` cursor (Read More)', async () => {
      const first = await list(mitraA.token, {}, id);
      expect(first).toMatchObject({ total: 45, hasMore: true });
      expect(first.items.map((m) => m.id)).toEqual(ids.slice(25).reverse());
      expect(first.items[0]!.pesan).toBe('Pesan 45');
      const second = await list(mitraA.token, { before: first.items.at(-1)!.id }, id);
      expect(second.items.map((m) => m.id)).toEqual(ids.slice(5, 25).reverse());
      expect(second.hasMore).toBe(true);
      const third = await list(mitraA.token, { before: second.items.at(-1)!.id }, id);
      expect(third.items.map((m) => m.id)).toEqual(ids.slice(0, 5).reverse());
      expect(third.hasMore).toBe(false);
      // Legacy page numbers give the same pages while nothing new arrives.
      expect((await list(mitraA.token, { p: { page: 2, limit: 20 } }, id)).items.map((m) => m.id)).toEqual(second.items.map((m) => m.id));
    });

    it('gives the same page when `total` is not asked (nothing is counted then)', async () => {
      const withTotal = await list(mitraA.token, {}, id);
      const r = await app.gql(
        `query($id: Int!) { penjajaganPesan(idPenjajagan: $id) { hasMore items { ${PESAN_FIELDS} } } }`,
        { id },
        mitraA.token,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.penjajaganPesan).toEqual({ hasMore: withTotal.hasMore, items: withTotal.items });
      const viaFragment = await app.gql(
        `query($id: Int!) { penjajaganPesan(idPenjajagan: $id) { ...Jumlah } } fragment Jumlah on PesanPenjajaganPage { total }`,
        { id },
        staff.token,
      );
      expect(viaFragment.data).toEqual({ penjajaganPesan: { total: 45 } });
    });

    it('a new message does not shift the `before` pages (no duplicates)', async () => {
      const first = await list(mitraA.token, {}, id);
      const extra = await sent(mitraA.token, 'Baru masuk', id);
      const second = await list(mitraA.token, { before: first.items.at(-1)!.id }, id);
      expect(second.items.map((m) => m.id)).toEqual(ids.slice(5, 25).reverse());
      await app.sql('delete from penjajagan_detail where id = $1', [extra.id]);
    });

    it('places messages relative to the viewer: own on the right, others on the left', async () => {
      const asMitra = (await list(mitraA.token, {}, id)).items;
      const asAdmin = (await list(admin.token, {}, id)).items;
      const asStaff = (await list(staff.token, {}, id)).items;
      for (const [i, m] of asMitra.entries()) {
        const fromAdmin = m.idUser === admin.idUser;
        expect(m.nama).toBe(fromAdmin ? 'Pengguna 1' : 'Pengguna 3');
        expect(m.posisi).toBe(fromAdmin ? 'left' : 'right');
        expect(asAdmin[i]!.posisi).toBe(fromAdmin ? 'right' : 'left');
        expect(asStaff[i]!.posisi).toBe('left');
      }
      expect(new Set(asMitra.map((m) => m.posisi))).toEqual(new Set(['left', 'right']));
    });

    it('with `after`, returns newer messages oldest first (catch-up)', async () => {
      const page = await list(mitraA.token, { after: ids[39] }, id);
      expect(page.items.map((m) => m.id)).toEqual(ids.slice(40));
      expect(page.hasMore).toBe(false);
      const limited = await list(mitraA.token, { after: ids[9], p: { limit: 20 } }, id);
      expect(limited.items.map((m) => m.id)).toEqual(ids.slice(10, 30));
      expect(limited.hasMore).toBe(true);
      expect((await list(mitraA.token, { after: ids[44] }, id)).items).toEqual([]);
    });

    it("refuses another partner's chat with FORBIDDEN", async () => {
      expect(codeOf(await app.gql(LIST, { id }, mitraB.token))).toBe('FORBIDDEN');
      expect(codeOf(await app.gql(LIST, { id: 999_999 }, mitraB.token))).toBe('NOT_FOUND');
    });

    it('keeps the messages of a deleted account, without its name', async () => {
      const gone = await app.userWithLevel(1);
      const m = await sent(gone.token, 'Sebelum dihapus', id);
      expect((await app.gql('mutation($id: Int!) { deleteUser(idUser: $id) }', { id: gone.idUser }, superAdmin)).errors).toBeUndefined();
      const item = (await list(mitraA.token, {}, id)).items.find((x) => x.id === m.id)!;
      expect(item).toMatchObject({ idUser: null, nama: 'Pengguna dihapus', posisi: 'left', pesan: 'Sebelum dihapus' });
    });
  });

  describe('subscription pesanBaru', () => {
    let subs: Sub<Pesan>[] = [];
    afterEach(() => {
      subs.forEach((s) => s.dispose());
      subs = [];
    });

    it('delivers each new message to every authorized viewer, with posisi per viewer', async () => {
      const [asMitra, asAdmin, asSuper, asStaff] = (subs = await Promise.all([
        pesanSub(mitraA.token),
        pesanSub(admin.token),
        pesanSub(superAdmin),
        pesanSub(staff.token),
      ]));
      const m = await sent(mitraA.token, 'Halo semua');
      const got = await Promise.all(subs.map((s) => s.waitFor((e) => e.id === m.id)));
      expect(got.map((e) => e.posisi)).toEqual(['right', 'left', 'left', 'left']);
      for (const e of got) expect(e).toMatchObject({ idPenjajagan: proposal, idUser: mitraA.idUser, nama: 'Pengguna 3', pesan: 'Halo semua', tglInput: m.tglInput });
      const reply = await sent(admin.token, 'Halo juga');
      expect((await asMitra!.waitFor((e) => e.id === reply.id)).posisi).toBe('left');
      expect((await asAdmin!.waitFor((e) => e.id === reply.id)).posisi).toBe('right');
      await asSuper!.waitFor((e) => e.id === reply.id);
      await asStaff!.waitFor((e) => e.id === reply.id);
      // Exactly once each.
      for (const s of subs) expect(s.events.map((e) => e.id)).toEqual([m.id, reply.id]);
    });

    it("refuses at subscribe time a partner subscribing to another partner's proposal, before any event", async () => {
      const watcher = await pesanSub(admin.token);
      subs.push(watcher);
      const refused = subscribe<Pesan>(client(mitraB.token), PESAN_BARU, { id: proposal }, 'pesanBaru');
      subs.push(refused);
      await refused.done;
      expect(refused.errors.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(refused.errors[0]!.message).toBe('Anda tidak memiliki akses ke penjajakan ini');
      const m = await sent(mitraA.token, 'Rahasia');
      await watcher.waitFor((e) => e.id === m.id);
      await sleep(200);
      expect(refused.events).toEqual([]);
    });

    it('refuses anonymous and unknown-proposal subscriptions', async () => {
      const anon = subscribe<Pesan>(client(), PESAN_BARU, { id: proposal }, 'pesanBaru');
      const unknown = subscribe<Pesan>(client(mitraA.token), PESAN_BARU, { id: 999_999 }, 'pesanBaru');
      subs.push(anon, unknown);
      await Promise.all([anon.done, unknown.done]);
      expect(anon.errors.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(unknown.errors.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    });

    it('does not deliver messages of other proposals', async () => {
      const other = (await createPenjajagan(app, mitraA.token, { judul: 'Lain' })).idPenjajagan;
      const sub = await pesanSub(mitraA.token);
      subs.push(sub);
      const elsewhere = await sent(mitraA.token, 'Di tempat lain', other);
      const here = await sent(mitraA.token, 'Di sini');
      await sub.waitFor((e) => e.id === here.id);
      expect(sub.events.map((e) => e.id)).not.toContain(elsewhere.id);
    });

    it('stops delivering to a partner once the proposal is reassigned to another partner', async () => {
      const id = (await createPenjajagan(app, mitraA.token, { judul: 'Dipindah' })).idPenjajagan;
      const old = await pesanSub(mitraA.token, id);
      const watcher = await pesanSub(admin.token, id);
      subs.push(old, watcher);
      const r = await app.gql(UPDATE, { id, i: { idUser: mitraB.idUser, judul: 'Dipindah', deskripsi: 'D', status: 1 } }, admin.token);
      expect(r.errors).toBeUndefined();
      const m = await sent(admin.token, 'Setelah dipindah', id);
      await watcher.waitFor((e) => e.id === m.id);
      await sleep(200);
      expect(old.events).toEqual([]);
    });

    it('lets a client catch up after a reconnect with `after`: no duplicates, no gaps', async () => {
      const id = (await createPenjajagan(app, mitraA.token, { judul: 'Sambung ulang' })).idPenjajagan;
      const seen = new Map<number, Pesan>();
      const first = await pesanSub(mitraA.token, id);
      subs.push(first);
      const m1 = await sent(admin.token, 'Satu', id);
      await first.waitFor((e) => e.id === m1.id);
      first.events.forEach((e) => seen.set(e.id, e));
      first.dispose(); // connection lost
      const missed = [await sent(admin.token, 'Dua', id), await sent(mitraA.token, 'Tiga', id)];
      // Reconnect: subscribe first, then fetch what came after the last seen id, and merge by id.
      const second = await pesanSub(mitraA.token, id);
      subs.push(second);
      const lastSeen = Math.max(...seen.keys());
      const catchUp = await list(mitraA.token, { after: lastSeen }, id);
      expect(catchUp.items.map((e) => e.id)).toEqual(missed.map((m) => m.id));
      expect(catchUp.items.map((e) => e.posisi)).toEqual(['left', 'right']);
      catchUp.items.forEach((e) => seen.set(e.id, e));
      const m4 = await sent(admin.token, 'Empat', id);
      await second.waitFor((e) => e.id === m4.id);
      second.events.forEach((e) => seen.set(e.id, e));
      const all = (await list(mitraA.token, {}, id)).items.map((e) => e.id).reverse();
      expect([...seen.keys()].sort((a, b) => a - b)).toEqual(all);
      expect(all).toEqual([m1.id, ...missed.map((m) => m.id), m4.id]);
    });

    it('delivers a message sent through a multipart request too', async () => {
      const sub = await pesanSub(staff.token);
      subs.push(sub);
      const r = await gqlUpload(app, KIRIM, { id: proposal, pesan: 'Lewat multipart' }, null, mitraA.token);
      expect(r.errors).toBeUndefined();
      expect((await sub.waitFor((e) => e.pesan === 'Lewat multipart')).posisi).toBe('left');
    });
  });

  describe('subscription penjajaganChanged', () => {
    const changedSub = async (token: string, ownerId: number) => {
      const sub = subscribe<Changed>(client(token), CHANGED, {}, 'penjajaganChanged', (e) => e.aksi === PROBE);
      await sub.ready(() =>
        app.sql(...notifySql('PENJAJAGAN_CHANGED', { idPenjajagan: 0, noPenjajagan: '', aksi: PROBE, idStatus: 0, idUser: ownerId, owners: [ownerId] })),
      );
      return sub;
    };

    it('tells staff about every submission and status change, and a partner only about its own', async () => {
      const [asAdmin, asStaff, asA, asB] = await Promise.all([
        changedSub(admin.token, 0),
        changedSub(staff.token, 0),
        changedSub(mitraA.token, mitraA.idUser),
        changedSub(mitraB.token, mitraB.idUser),
      ]);
      const p = await createPenjajagan(app, mitraA.token, { judul: 'Pengajuan langsung' });
      for (const s of [asAdmin, asStaff, asA]) {
        expect(await s.waitFor((e) => e.idPenjajagan === p.idPenjajagan)).toEqual({
          idPenjajagan: p.idPenjajagan,
          noPenjajagan: p.noPenjajagan,
          aksi: 'tambah',
          idStatus: 0,
          idUser: mitraA.idUser,
        });
      }
      await app.gql(UPDATE, { id: p.idPenjajagan, i: { idUser: mitraA.idUser, judul: 'Pengajuan langsung', deskripsi: 'D', status: 1 } }, admin.token);
      for (const s of [asAdmin, asStaff, asA]) {
        expect(await s.waitFor((e) => e.idPenjajagan === p.idPenjajagan && e.aksi === 'ubah')).toMatchObject({ idStatus: 1 });
      }
      const own = await createPenjajagan(app, mitraB.token, { judul: 'Milik B' });
      await asB.waitFor((e) => e.idPenjajagan === own.idPenjajagan);
      await asAdmin.waitFor((e) => e.idPenjajagan === own.idPenjajagan);
      await sleep(200);
      expect(asB.events.map((e) => e.idPenjajagan)).toEqual([own.idPenjajagan]);
      expect(asA.events.map((e) => e.idPenjajagan)).not.toContain(own.idPenjajagan);
      [asAdmin, asStaff, asA, asB].forEach((s) => s.dispose());
    });

    it('a proposal moved to another partner leaves the first partner\'s list live (told as removed, no false refusal) and joins the other\'s', async () => {
      const [asAdmin, asA, asB] = await Promise.all([changedSub(admin.token, 0), changedSub(mitraA.token, mitraA.idUser), changedSub(mitraB.token, mitraB.idUser)]);
      const p = await createPenjajagan(app, mitraA.token, { judul: 'Salah alamat' });
      await asA.waitFor((e) => e.idPenjajagan === p.idPenjajagan);
      const [{ n: denialsBefore }] = await app.sql(`select count(*)::int as n from riwayat where aksi like 'Akses ditolak%'`);
      await app.gql(UPDATE, { id: p.idPenjajagan, i: { idUser: mitraB.idUser, judul: 'Salah alamat', deskripsi: 'D', status: 0 } }, admin.token);
      expect(await asA.waitFor((e) => e.idPenjajagan === p.idPenjajagan && e.aksi !== 'tambah')).toEqual({
        idPenjajagan: p.idPenjajagan, noPenjajagan: p.noPenjajagan, aksi: 'hapus', idStatus: 0, idUser: mitraA.idUser,
      });
      expect(await asB.waitFor((e) => e.idPenjajagan === p.idPenjajagan)).toMatchObject({ aksi: 'ubah', idUser: mitraB.idUser });
      await asAdmin.waitFor((e) => e.idPenjajagan === p.idPenjajagan && e.aksi === 'ubah');
      await sleep(200);
      expect(asA.errors).toEqual([]);
      expect(asAdmin.events.filter((e) => e.idPenjajagan === p.idPenjajagan).map((e) => e.aksi)).toEqual(['tambah', 'ubah']);
      const [{ n: denialsAfter }] = await app.sql(`select count(*)::int as n from riwayat where aksi like 'Akses ditolak%'`);
      expect(denialsAfter).toBe(denialsBefore);
      [asAdmin, asA, asB].forEach((s) => s.dispose());
    });
  });
});
