/**
 * The server outlives PostgreSQL restarts: a clean restart and a crash (SIGKILL) under load. Meanwhile it
 * answers cleanly (JSON, Indonesian message, /healthz 503), it does not exit, and afterwards it serves
 * again on its own — writes, and live subscriptions too (the LISTEN connection reconnects).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { createDatabase, gql, gqlUpload, login, removeDir, sleep, startPostgres, startServer, tempDir, type Postgres, type Server } from './harness.js';
import { Ledger, verify } from './ledger.js';
import { Writers } from './writers.js';

describe('PostgreSQL restarts under a running server', () => {
  let postgres: Postgres;
  let databaseUrl: string;
  let dataDir: string;
  let server: Server;
  let admin: string;
  let partner: { token: string; idPenjajagan: number; idUser: number };
  const ledger = new Ledger();

  const healthz = async () => {
    try {
      return (await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) })).status;
    } catch {
      return 0;
    }
  };
  const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server.output().slice(-3000)}`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await createDatabase(postgres.url, 'kerjasama');
    dataDir = tempDir('kerjasama-restart-');
    server = await startServer(databaseUrl, { dataDir });
    admin = await login(server.url);
    const r = await gql(server.url, 'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }', { i: { nama: 'Mitra Restart', username: 'mitra-restart', email: 'mitra-restart@example.id', idLevel: 3, hp: '0812', status: 1, password: 'Mitra#123' } }, admin);
    const token = await login(server.url, 'mitra-restart', 'Mitra#123');
    const p = await gqlUpload(server.url, 'mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { idPenjajagan } }', { i: { judul: 'Obrolan', deskripsi: 'D' } }, { name: 'p.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }, token);
    partner = { token, idPenjajagan: p.data.createPenjajagan.idPenjajagan, idUser: r.data.createUser.idUser };
  }, 120_000);

  afterAll(async () => {
    await server?.kill9();
    await postgres?.stop();
    if (dataDir) removeDir(dataDir);
    if (postgres) removeDir(postgres.root);
  });

  it.each([
    ['a clean restart', () => postgres.stop()],
    ['a crash (SIGKILL)', () => postgres.kill9()],
  ])('%s: clean failures while down, then writes and live chat work again', async (_what, takeDown) => {
    // A live subscriber (the admin's chat window) across the outage.
    const received: string[] = [];
    const ws = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${admin}` },
      retryAttempts: 0,
    });
    const dispose = ws.subscribe<{ pesanBaru: { pesan: string } }>(
      { query: 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { pesan } }', variables: { id: partner.idPenjajagan } },
      { next: (m) => m.data && received.push(m.data.pesanBaru.pesan), error: () => {}, complete: () => {} },
    );
    const send = (pesan: string) => gql(server.url, 'mutation($id: Int!, $p: String) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id: partner.idPenjajagan, p: pesan }, partner.token);
    await until('the subscription to deliver', async () => {
      await send(`sebelum ${Date.now()}`);
      await sleep(200);
      return received.length > 0;
    });

    const writers = new Writers({ url: () => server.url, admin, idMitra: partner.idUser, chats: [] }, ledger, `r${Date.now()}`, 2).start();
    await sleep(500);
    await takeDown();
    await until('/healthz 503', async () => (await healthz()) === 503, 10_000);
    const down = await send('saat mati');
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(down.errors?.[0]?.message).toBe('Terjadi kesalahan pada server, silakan coba lagi');
    await sleep(1500);
    expect(server.child.exitCode, 'the server exited while PostgreSQL was down').toBeNull();

    await postgres.start();
    await until('/healthz 200', async () => (await healthz()) === 200);
    const acks = writers.stats.acked;
    await until('a write acknowledged after the restart', async () => writers.stats.acked > acks, 20_000);
    await writers.stop();
    expect(writers.stats.unclean).toEqual([]);

    // Live delivery resumes: the server's LISTEN connection came back by itself (it retries with a back-off).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('delete from rate_limit');
    await client.end();
    const marker = `sesudah ${Date.now()}`;
    await until('chat delivery after the restart', async () => {
      await send(marker);
      await sleep(700);
      return received.includes(marker);
    });
    dispose();
    await ws.dispose();
    expect(await verify(databaseUrl, ledger)).toEqual([]);
  });
});
