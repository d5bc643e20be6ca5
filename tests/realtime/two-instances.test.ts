/**
 * Scale-out (DESIGN §2): two real server instances on one database, as behind a load balancer. Events
 * travel through PostgreSQL LISTEN/NOTIFY, so a chat message posted on instance A reaches a subscriber
 * connected to instance B, and a proposal submitted on B reaches staff watching on A.
 */
import { randomBytes } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPenjajagan } from '../../server/src/modules/penjajagan/testing.js';
import { notifySql, subscribe, wsClient } from '../../server/src/test/subscriptions.js';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';

const PESAN_BARU = 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { id pesan posisi nama } }';
const CHANGED = 'subscription { penjajaganChanged { idPenjajagan aksi idUser } }';
const KIRIM = 'mutation($id: Int!, $pesan: String) { kirimPesan(idPenjajagan: $id, pesan: $pesan) { id } }';
const PROBE = '__probe__';

describe('two server instances on one database', () => {
  // Replicas share JWT_SECRET (DESIGN §1), so a token from one is valid on the other.
  const shared = { JWT_SECRET: randomBytes(36).toString('base64url') };
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let other: { idUser: number; token: string };
  const clients: Client[] = [];
  const client = (app: TestApp, token: string) => {
    const c = wsClient(app.url, token);
    clients.push(c);
    return c;
  };
  const probeFor = (id: number, ownerId: number) => () =>
    a.sql(...notifySql(`PENJAJAGAN_PESAN:${id}`, { id: -1, idPenjajagan: id, idUser: null, nama: '', pesan: PROBE, tglInput: new Date().toISOString(), ownerId }));

  beforeAll(async () => {
    a = await createTestApp(shared);
    b = await createTestApp({ ...shared, DATABASE_URL: a.config.databaseUrl! });
    admin = await a.login();
    mitra = await a.userWithLevel(3);
    other = await b.userWithLevel(4);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await b?.close();
    await a?.close();
  });

  it('are separate processes on separate ports sharing the data', async () => {
    expect(a.url).not.toBe(b.url);
    expect(b.config.databaseUrl).toBe(a.config.databaseUrl);
    const p = await createPenjajagan(a, mitra.token, { judul: 'Dibuat di A' });
    const seen = await b.gql('query($id: Int!) { penjajagan(idPenjajagan: $id) { judul } }', { id: p.idPenjajagan }, admin);
    expect(seen.data!.penjajagan.judul).toBe('Dibuat di A');
  });

  it('delivers a message posted on instance A to a subscriber on instance B (and A)', async () => {
    const p = await createPenjajagan(a, mitra.token, { judul: 'Obrolan lintas instance' });
    const onB = subscribe<{ id: number; pesan: string; posisi: string; nama: string }>(
      client(b, mitra.token), PESAN_BARU, { id: p.idPenjajagan }, 'pesanBaru', (e) => e.pesan === PROBE);
    const onA = subscribe<{ id: number; pesan: string; posisi: string }>(
      client(a, admin), PESAN_BARU, { id: p.idPenjajagan }, 'pesanBaru', (e) => e.pesan === PROBE);
    await Promise.all([onB.ready(probeFor(p.idPenjajagan, mitra.idUser)), onA.ready(probeFor(p.idPenjajagan, mitra.idUser))]);

    const sent = await a.gql(KIRIM, { id: p.idPenjajagan, pesan: 'Dari instance A' }, admin);
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.kirimPesan.id as number;
    expect(await onB.waitFor((e) => e.id === id)).toEqual({ id, pesan: 'Dari instance A', posisi: 'left', nama: 'Administrator' });
    expect((await onA.waitFor((e) => e.id === id)).posisi).toBe('right');

    // And the other way round: posted on B, seen on A.
    const back = await b.gql(KIRIM, { id: p.idPenjajagan, pesan: 'Balasan dari B' }, mitra.token);
    const backId = back.data!.kirimPesan.id as number;
    expect((await onA.waitFor((e) => e.id === backId)).posisi).toBe('left');
    expect((await onB.waitFor((e) => e.id === backId)).posisi).toBe('right');
    expect(onB.events.map((e) => e.id)).toEqual([id, backId]);
    expect(onA.events.map((e) => e.id)).toEqual([id, backId]);
  });

  it('keeps the authorization on the other instance: a partner is refused there too', async () => {
    const p = await createPenjajagan(a, mitra.token, { judul: 'Bukan milik other' });
    const refused = subscribe(client(b, other.token), PESAN_BARU, { id: p.idPenjajagan }, 'pesanBaru');
    await refused.done;
    expect(refused.errors.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(refused.events).toEqual([]);
  });

  it('tells staff on A about a proposal submitted on B', async () => {
    const watch = subscribe<{ idPenjajagan: number; aksi: string; idUser: number }>(
      client(a, admin), CHANGED, {}, 'penjajaganChanged', (e) => e.aksi === PROBE);
    await watch.ready(() =>
      b.sql(...notifySql('PENJAJAGAN_CHANGED', { idPenjajagan: 0, noPenjajagan: '', aksi: PROBE, idStatus: 0, idUser: 0, owners: [] })),
    );
    const p = await createPenjajagan(b, other.token, { judul: 'Diajukan di B' });
    expect(await watch.waitFor((e) => e.idPenjajagan === p.idPenjajagan)).toEqual({ idPenjajagan: p.idPenjajagan, aksi: 'tambah', idUser: other.idUser });
  });

  it('ends on instance B a session that instance A ended, though B keeps the account in memory', async () => {
    const kept = await b.userWithLevel(5);
    const ME = '{ me { idUser } }';
    expect((await b.gql(ME, {}, kept.token)).data!.me.idUser).toBe(kept.idUser);
    const [u] = await a.sql('select nama, username, email, hp from users where id_user = $1', [kept.idUser]);
    const disabled = await a.gql(
      'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idStatus } }',
      { id: kept.idUser, i: { nama: u.nama, username: u.username, email: u.email, hp: u.hp, idLevel: 5, status: 2 } },
      admin,
    );
    expect(disabled.errors).toBeUndefined();
    const start = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - start < 5000) {
      status = (await b.gql(ME, {}, kept.token)).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });
});
