import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { notifySql, subscribe, wsClient } from '../../test/subscriptions.js';
import { ok } from '../../test/results.js';
import { createPenjajagan } from '../penjajagan/testing.js';
import { SUREL_QUEUE } from '../surel/surel.service.js';
import { CHAT_SUREL_QUEUE } from './chat-notifikasi.js';

const BELL = '{ jumlahNotifikasiBelumDibaca notifikasiSaya { idNotifikasi jenis judul pesan tautan dibaca } }';
const KIRIM = 'mutation($id: Int!, $p: String!) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }';
const SETTINGS = 'mutation($i: PengaturanPengingatInput!) { ubahPengaturanPengingat(input: $i) { offsets kedaluwarsaOtomatis pengirim jedaChatMenit } }';

const outbox = (app: TestApp) => {
  try {
    return readdirSync(app.config.mail.outbox).map((f) => readFileSync(path.join(app.config.mail.outbox, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('notifications: chat replies, the bell, live delivery and settings', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let lain: { idUser: number; token: string };
  let proposal: number;
  const clients: Client[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    lain = await app.userWithLevel(3);
    proposal = (await createPenjajagan(app, mitra.token, { judul: 'Kerja Sama Air Bersih' })).idPenjajagan;
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await app.close();
  });

  it('settings: admins change offsets, expiry switch, sender and chat delay; bad input is refused in Indonesian', async () => {
    const bad = await app.gql(SETTINGS, { i: { offsets: [400], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 15 } }, admin);
    expect(bad.errors?.[0]?.message).toContain('Hari pengingat harus bilangan bulat 0 sampai 365');
    const badFrom = await app.gql(SETTINGS, { i: { offsets: [30], kedaluwarsaOtomatis: true, pengirim: 'bukan alamat', jedaChatMenit: 15 } }, admin);
    expect(badFrom.errors?.[0]?.message).toContain('Alamat pengirim tidak valid');
    // a line break in the name would start another mail header
    const injected = await app.gql(SETTINGS, { i: { offsets: [30], kedaluwarsaOtomatis: true, pengirim: 'Kerja Sama\r\nBcc: x@y.id <ks@kota.go.id>', jedaChatMenit: 15 } }, admin);
    expect(injected.errors?.[0]?.message).toContain('Alamat pengirim tidak valid');
    const saved = ok(await app.gql(SETTINGS, { i: { offsets: [0, 30, 30, 7], kedaluwarsaOtomatis: false, pengirim: 'Bagian Kerja Sama <ks@kota.go.id>', jedaChatMenit: 0 } }, admin));
    expect(saved.ubahPengaturanPengingat).toEqual({ offsets: [30, 7, 0], kedaluwarsaOtomatis: false, pengirim: 'Bagian Kerja Sama <ks@kota.go.id>', jedaChatMenit: 0 });
    const denied = await app.gql('{ pengaturanPengingat { offsets } }', {}, mitra.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [line] = await app.sql(`select aksi from riwayat where aksi like 'Mengubah pengaturan pengingat%' order by id_riwayat desc limit 1`);
    expect(line.aksi).toBe('Mengubah pengaturan pengingat: H-30, H-7, H-0; kedaluwarsa otomatis nonaktif');
  });

  it("an admin's reply reaches the partner live, in the bell, and by mail (from the settings' sender) while unread", async () => {
    const c = wsClient(app.url, mitra.token);
    clients.push(c);
    const sub = subscribe<{ judul: string; pesan: string }>(c, 'subscription { notifikasiBaru { judul pesan tautan } }', {}, 'notifikasiBaru', (e) => e.judul === 'probe');
    await sub.ready(() => app.sql(...notifySql(`NOTIFIKASI_BARU:${mitra.idUser}`, { idNotifikasi: -1, idUser: mitra.idUser, jenis: 'chat', judul: 'probe', pesan: '', tautan: '/', dibuat: new Date().toISOString() })));

    ok(await app.gql(KIRIM, { id: proposal, p: 'Dokumen sudah kami terima, mohon lengkapi lampiran.' }, admin));
    const live = await sub.waitFor((e) => e.judul !== 'probe');
    expect(live.judul).toMatch(/^Pesan baru dari /);
    expect(live.pesan).toContain('Kerja Sama Air Bersih');
    expect(live.pesan).toContain('mohon lengkapi lampiran');

    const bell = ok(await app.gql(BELL, {}, mitra.token));
    expect(bell.jumlahNotifikasiBelumDibaca).toBe(1);
    // the link opens the proposal's chat on its list, filtered to it
    expect(bell.notifikasiSaya[0]).toMatchObject({ jenis: 'chat', tautan: `/admin/penjajakan?judul=${encodeURIComponent('Kerja Sama Air Bersih')}&chat=${proposal}`, dibaca: null });

    // The delay is 0 minutes here: the mail follows at once, from the settings' sender.
    await app.server.services.jobs.idle([CHAT_SUREL_QUEUE, SUREL_QUEUE]);
    const mails = outbox(app).filter((m) => m.includes('mohon lengkapi lampiran'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^From: Bagian Kerja Sama <ks@kota\.go\.id>/m);
    expect(mails[0]).toMatch(/^Subject: \[Kerja Sama\] Pesan baru dari /m);
  });

  it("a partner's message notifies the admins; no mail for an account that turned chat mails off; marks are the account's own", async () => {
    const before = outbox(app).length;
    ok(await app.gql(`mutation { aturPreferensiNotifikasi(jenis: "chat", surel: false) { jenis surel } }`, {}, admin));
    ok(await app.gql(KIRIM, { id: proposal, p: 'Baik, lampiran kami kirim besok.' }, mitra.token));
    const adminBell = async () => ok(await app.gql(BELL, {}, admin));
    let got = await adminBell();
    for (let i = 0; i < 100 && got.jumlahNotifikasiBelumDibaca === 0; i++) got = await adminBell();
    expect(got.notifikasiSaya[0]).toMatchObject({ jenis: 'chat', pesan: expect.stringContaining('lampiran kami kirim besok') });
    await app.server.services.jobs.idle([CHAT_SUREL_QUEUE, SUREL_QUEUE]);
    expect(outbox(app).length).toBe(before);

    // Marking: one's own only; another account's notification is not found.
    const id = got.notifikasiSaya[0].idNotifikasi;
    const foreign = await app.gql('mutation($id: Int!) { tandaiNotifikasiDibaca(idNotifikasi: $id) { idNotifikasi } }', { id }, lain.token);
    expect(foreign.errors?.[0]?.message).toBe('Notifikasi tidak ditemukan');
    const read = ok(await app.gql('mutation($id: Int!) { tandaiNotifikasiDibaca(idNotifikasi: $id) { dibaca } }', { id }, admin));
    expect(read.tandaiNotifikasiDibaca.dibaca).not.toBeNull();
    expect(ok(await app.gql('mutation { tandaiSemuaNotifikasiDibaca }', {}, mitra.token)).tandaiSemuaNotifikasiDibaca).toBe(1);
    expect(ok(await app.gql(BELL, {}, mitra.token)).jumlahNotifikasiBelumDibaca).toBe(0);
    // Each account is offered the choices of the kinds it receives.
    const kinds = async (token: string) => ok(await app.gql('{ preferensiNotifikasi { jenis } }', {}, token)).preferensiNotifikasi.map((p: { jenis: string }) => p.jenis);
    expect(await kinds(admin)).toEqual(['pengingat', 'chat', 'monev']);
    expect(await kinds(mitra.token)).toEqual(['pengingat', 'chat']);
    const [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Notifikasi', 91, 1) returning id_skpd`);
    expect(await kinds((await app.userWithLevel(2, { idSkpd })).token)).toEqual(['pengingat', 'tahapan', 'monev']);
    const bad = await app.gql(`mutation { aturPreferensiNotifikasi(jenis: "lain", surel: false) { jenis } }`, {}, admin);
    expect(bad.errors?.[0]?.message).toBe('Jenis notifikasi harus salah satu dari: pengingat, chat, tahapan, monev');
  });

  it("opening a proposal's chat marks its chat notifications read (not another proposal's, not another account's), so no mail follows", async () => {
    ok(await app.gql(SETTINGS, { i: { offsets: [30, 7, 0], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 15 } }, admin));
    const other = (await createPenjajagan(app, mitra.token, { judul: 'Kerja Sama Sanitasi' })).idPenjajagan;
    ok(await app.gql('mutation { tandaiSemuaNotifikasiDibaca }', {}, mitra.token));
    ok(await app.gql(KIRIM, { id: proposal, p: 'Jadwal rapat Senin.' }, admin));
    ok(await app.gql(KIRIM, { id: proposal, p: 'Mohon konfirmasi.' }, admin));
    ok(await app.gql(KIRIM, { id: other, p: 'Draf sanitasi terlampir.' }, admin));
    expect(ok(await app.gql(BELL, {}, mitra.token)).jumlahNotifikasiBelumDibaca).toBe(3);

    const TANDAI = 'mutation($id: Int!) { tandaiChatDibaca(idPenjajagan: $id) { idNotifikasi pesan dibaca } }';
    expect(ok(await app.gql(TANDAI, { id: proposal }, lain.token)).tandaiChatDibaca).toEqual([]);
    const marked = ok(await app.gql(TANDAI, { id: proposal }, mitra.token)).tandaiChatDibaca as { pesan: string; dibaca: string | null }[];
    expect(marked.map((n) => n.pesan.replace(/^.*: /, '')).sort()).toEqual(['Jadwal rapat Senin.', 'Mohon konfirmasi.']);
    expect(marked.every((n) => n.dibaca)).toBe(true);
    const bell = ok(await app.gql(BELL, {}, mitra.token));
    expect(bell.jumlahNotifikasiBelumDibaca).toBe(1);
    expect(bell.notifikasiSaya.find((n: { dibaca: string | null }) => !n.dibaca).pesan).toContain('Draf sanitasi');
    expect(ok(await app.gql(TANDAI, { id: proposal }, mitra.token)).tandaiChatDibaca).toEqual([]);

    // their delayed mails (due in 15 minutes) find them read and send nothing
    const before = outbox(app).length;
    const ids = (await app.sql(`select id from pgboss.job where name = $1 and state = 'created' and data->>'idNotifikasi' = any($2)`, [CHAT_SUREL_QUEUE, marked.map((n: any) => String(n.idNotifikasi))]));
    expect(ids).toHaveLength(2);
    await app.sql(`update pgboss.job set start_after = now() where name = $1 and state = 'created'`, [CHAT_SUREL_QUEUE]);
    await app.server.services.jobs.idle([CHAT_SUREL_QUEUE, SUREL_QUEUE]);
    const sent = outbox(app).slice(before);
    expect(sent.some((m) => m.includes('Draf sanitasi'))).toBe(true);
    expect(sent.some((m) => m.includes('Jadwal rapat') || m.includes('Mohon konfirmasi'))).toBe(false);
  });

  it("the bell's unread count (kept per account by triggers) follows bulk inserts, repeats, marks and deletions", async () => {
    const a = await app.userWithLevel(1);
    const b = await app.userWithLevel(1);
    const count = async (token: string) => ok(await app.gql(BELL, {}, token)).jumlahNotifikasiBelumDibaca as number;
    const stored = async () => app.sql(`select id_user, count(*) filter (where dibaca is null)::int as n from notifikasi where id_user in ($1, $2) group by id_user order by id_user`, [a.idUser, b.idUser]);
    const items = (user: number, n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => ({ kunci: `uji-belum:${tag}:${user}:${i}`, idUser: user, jenis: 'pengingat', judul: `Uji ${i}`, pesan: '', tautan: '/admin' }));
    const insert = (list: ReturnType<typeof items>) => app.db.orm.em.fork().transactional((tx) => app.server.services.notifikasi.insert(tx, list, new Date()));

    await insert([...items(a.idUser, 5, 'x'), ...items(b.idUser, 3, 'x')]);
    await insert([...items(a.idUser, 5, 'x'), ...items(b.idUser, 2, 'y')]); // the first five again: stored once
    expect([await count(a.token), await count(b.token)]).toEqual([5, 5]);
    const [first] = ok(await app.gql(BELL, {}, a.token)).notifikasiSaya;
    ok(await app.gql('mutation($id: Int!) { tandaiNotifikasiDibaca(idNotifikasi: $id) { dibaca } }', { id: first.idNotifikasi }, a.token));
    ok(await app.gql('mutation($id: Int!) { tandaiNotifikasiDibaca(idNotifikasi: $id) { dibaca } }', { id: first.idNotifikasi }, a.token));
    expect(await count(a.token)).toBe(4);
    ok(await app.gql('mutation { tandaiSemuaNotifikasiDibaca }', {}, b.token));
    expect(await count(b.token)).toBe(0);
    await app.sql(`delete from notifikasi where id_user = $1 and dibaca is null and kunci like 'uji-belum:x:%:0'`, [a.idUser]);
    expect(await count(a.token)).toBe(3);
    const truth = await stored();
    expect(truth.map((r) => r.n)).toEqual([3, 0]);
  });

  it('pages back past the newest hundred with `sebelum`, only through the account\'s own notifications', async () => {
    const a = await app.userWithLevel(1);
    const b = await app.userWithLevel(1);
    const items = (user: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ kunci: `uji-lama:${user}:${i}`, idUser: user, jenis: 'pengingat', judul: `Lama ${i}`, pesan: '', tautan: '/admin' }));
    await app.db.orm.em.fork().transactional((tx) => app.server.services.notifikasi.insert(tx, [...items(a.idUser, 130), ...items(b.idUser, 5)], new Date()));
    const page = async (sebelum: number | null) =>
      ok(await app.gql('query($s: Int) { notifikasiSaya(limit: 100, sebelum: $s) { idNotifikasi judul } }', { s: sebelum }, a.token)).notifikasiSaya as { idNotifikasi: number; judul: string }[];
    const first = await page(null);
    const rest = await page(first.at(-1)!.idNotifikasi);
    expect([first.length, rest.length]).toEqual([100, 30]);
    const ids = [...first, ...rest].map((n) => n.idNotifikasi);
    expect(new Set(ids).size).toBe(130);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(await page(rest.at(-1)!.idNotifikasi)).toEqual([]);
  });

  it('a reply does not notify an account that has the chat open at that moment; once it closes the chat, replies notify it again', async () => {
    const viewer = await app.userWithLevel(1);
    const away = await app.userWithLevel(1);
    const unread = async (token: string) => ok(await app.gql(BELL, {}, token)).jumlahNotifikasiBelumDibaca as number;
    const c = wsClient(app.url, viewer.token);
    clients.push(c);
    const probe = 'probe-kehadiran';
    const chat = subscribe<{ pesan: string }>(c, 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { pesan } }', { id: proposal }, 'pesanBaru', (e) => e.pesan === probe);
    await chat.ready(() =>
      app.sql(...notifySql(`PENJAJAGAN_PESAN:${proposal}`, { id: -1, idPenjajagan: proposal, idUser: null, nama: '', pesan: probe, tglInput: new Date().toISOString(), ownerId: mitra.idUser })),
    );

    ok(await app.gql(KIRIM, { id: proposal, p: 'Apakah draf sudah dibaca?' }, mitra.token));
    await chat.waitFor((e) => e.pesan === 'Apakah draf sudah dibaca?');
    // The notifications are stored right after the message; the away admin's arrival means the viewer's would have too.
    while ((await unread(away.token)) === 0);
    expect(await unread(viewer.token)).toBe(0);

    chat.dispose();
    const [{ n }] = await app.sql(`select count(*)::int as n from chat_kehadiran where id_user = $1`, [viewer.idUser]);
    let open = n as number;
    while (open > 0) [{ n: open }] = await app.sql(`select count(*)::int as n from chat_kehadiran where id_user = $1`, [viewer.idUser]);
    ok(await app.gql(KIRIM, { id: proposal, p: 'Kami tunggu jawabannya.' }, mitra.token));
    while ((await unread(away.token)) < 2);
    expect(await unread(viewer.token)).toBe(1);
  });

  it('a notification stored between reading the bell and subscribing comes first on the feed (setelah), once', async () => {
    const SUB = 'subscription($s: Int) { notifikasiBaru(setelah: $s) { idNotifikasi judul pesan } }';
    // a partner and proposal of its own, so the other tests' counts stay theirs
    const partner = await app.userWithLevel(3);
    const usulan = (await createPenjajagan(app, partner.token, { judul: 'Kerja Sama Rapat' })).idPenjajagan;
    const newest = async () => ok(await app.gql(BELL, {}, partner.token)).notifikasiSaya[0]?.idNotifikasi ?? 0;
    const seen = await newest();
    // the reply is stored and published while the partner's page is between its read and its subscription
    ok(await app.gql(KIRIM, { id: usulan, p: 'Jadwal rapat kami kirim lewat surat.' }, admin));
    const missed = await newest();
    expect(missed).toBeGreaterThan(seen);
    const c = wsClient(app.url, partner.token);
    clients.push(c);
    const late = subscribe<{ idNotifikasi: number; judul: string; pesan: string }>(c, SUB, { s: seen }, 'notifikasiBaru', (e) => e.judul === 'probe');
    expect(await late.waitFor(() => true)).toMatchObject({ idNotifikasi: missed, pesan: expect.stringContaining('Jadwal rapat') });

    // up to date: nothing comes first, and the next reply comes live (after a probe proved it listens), once
    const current = subscribe<{ idNotifikasi: number; judul: string }>(c, SUB, { s: missed }, 'notifikasiBaru', (e) => e.judul === 'probe');
    await current.ready(() =>
      app.sql(...notifySql(`NOTIFIKASI_BARU:${partner.idUser}`, { idNotifikasi: 2_000_000_000, idUser: partner.idUser, jenis: 'chat', judul: 'probe', pesan: '', tautan: '/', dibuat: new Date().toISOString() })),
    );
    expect(current.events).toEqual([]);
    ok(await app.gql(KIRIM, { id: usulan, p: 'Rapat diundur sepekan.' }, admin));
    const next = await current.waitFor(() => true);
    expect(next.idNotifikasi).toBe(await newest());
    // the first feed, still open, gets it live too, and the missed one only once
    await late.waitFor((e) => e.idNotifikasi === next.idNotifikasi);
    expect(late.events.map((e) => e.idNotifikasi)).toEqual([missed, next.idNotifikasi]);
  });
});
