/**
 * Nothing acknowledged is lost: concurrent writers (agreements with a document each, through GraphQL
 * multipart, and chat messages) run against the built server on its own PostgreSQL; each cycle SIGKILLs
 * the server or PostgreSQL mid-load, restarts it, and checks that every acknowledged write is present and
 * complete (documents byte for byte, by SHA-256), with no half-written record and no orphan file. While
 * PostgreSQL is down the server answers cleanly (JSON, Indonesian message, /healthz 503) and it recovers
 * by itself. The last cycle stops the server with SIGTERM under load: a graceful stop, exit code 0.
 * A negative control proves the check sees a loss. CRASH_CYCLES sets the number of cycles (default 20).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  gql,
  gqlUpload,
  login,
  removeDir,
  sleep,
  startPostgres,
  startServer,
  tempDir,
  type Postgres,
  type Server,
} from './harness.js';
import { Ledger, verify } from './ledger.js';
import { Writers, type WriterTargets } from './writers.js';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/**
 * The server runs as installed: requests and the job workers (document text, mail, reminders) in one
 * process. Its uploads start index jobs, so PostgreSQL dies under running jobs too (the case that once
 * stopped the process: jobs/unheard-bookkeeping.ts).
 */
const SERVER_ENV = {};

describe('crash safety: every acknowledged write survives SIGKILL of the server or of PostgreSQL', () => {
  let postgres: Postgres;
  let databaseUrl: string;
  let dataDir: string;
  let server: Server | undefined;
  let targets: WriterTargets;
  const ledger = new Ledger();
  const summary = { serverKills: 0, postgresKills: 0, outagesAnsweredCleanly: 0, acked: 0, unclean: [] as string[] };

  const sql = async (text: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const healthz = async (): Promise<number> => {
    try {
      return (await fetch(`${server!.url}/healthz`, { signal: AbortSignal.timeout(5000) })).status;
    } catch {
      return 0;
    }
  };
  const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server?.output().slice(-3000)}`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await createDatabase(postgres.url, 'kerjasama');
    dataDir = tempDir('kerjasama-data-');
    server = await startServer(databaseUrl, { dataDir, env: SERVER_ENV });
    const admin = await login(server.url);
    const account = async (n: number) => {
      const username = `mitra-tahan-${n}`;
      const r = await gql(server!.url, 'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }', { i: { nama: `Mitra Tahan ${n}`, username, email: `${username}@example.id`, idLevel: 3, hp: '0812', status: 1, password: 'Mitra#123' } }, admin);
      const token = await login(server!.url, username, 'Mitra#123');
      const p = await gqlUpload(server!.url, 'mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { idPenjajagan } }', { i: { judul: `Obrolan ${n}`, deskripsi: 'Uji' } }, { name: 'p.pdf', bytes: PDF, type: 'application/pdf' }, token);
      return { idUser: r.data.createUser.idUser as number, token, idPenjajagan: p.data.createPenjajagan.idPenjajagan as number };
    };
    const partners = await Promise.all([1, 2, 3, 4].map(account));
    targets = { url: () => server!.url, admin, idMitra: partners[0]!.idUser, chats: partners.map(({ token, idPenjajagan }) => ({ token, idPenjajagan })) };
  }, 180_000);

  afterAll(async () => {
    await server?.kill9();
    await postgres?.stop();
    if (dataDir) removeDir(dataDir);
    if (postgres) removeDir(postgres.root);
    console.info(
      `crash: ${summary.serverKills} server kills, ${summary.postgresKills} PostgreSQL kills survived; ${ledger.size} acknowledged writes verified ` +
        `(${ledger.mous.size} agreements, ${ledger.dokumen.size} documents, ${ledger.pesan.size} messages); ${summary.outagesAnsweredCleanly} requests refused cleanly during outages`,
    );
  });

  it(`survives ${CYCLES} crash cycles with every acknowledged write intact`, async () => {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      await sql('delete from rate_limit');
      const writers = new Writers(targets, ledger, `c${cycle}`).start();
      await sleep(500 + Math.random() * 1200);
      if (cycle % 2 === 1) {
        // The server dies mid-request: nothing it acknowledged may be missing afterwards.
        await server!.kill9();
        summary.serverKills += 1;
        await writers.stop();
        server = await startServer(databaseUrl, { dataDir, port: Number(new URL(server!.url).port), env: SERVER_ENV });
      } else {
        // PostgreSQL dies under the running server: requests fail cleanly, /healthz says so, and the server
        // recovers by itself once PostgreSQL is back.
        await postgres.kill9();
        summary.postgresKills += 1;
        await until('/healthz 503 while PostgreSQL is down', async () => (await healthz()) === 503, 10_000);
        const during = await gql(server!.url, 'mutation { createSkpd(input: { skpd: "Saat mati", kode: 1, status: 1 }) { idSkpd } }', {}, targets.admin);
        expect(during.status).toBeGreaterThanOrEqual(500);
        expect(during.errors?.[0]?.message).toBe('Terjadi kesalahan pada server, silakan coba lagi');
        await sleep(300);
        await postgres.start();
        await until('/healthz 200 after PostgreSQL restarted', async () => (await healthz()) === 200);
        const acksBefore = writers.stats.acked;
        await until('a write acknowledged after the restart', async () => writers.stats.acked > acksBefore, 20_000);
        await writers.stop();
        summary.outagesAnsweredCleanly += writers.stats.refused;
      }
      summary.unclean.push(...writers.stats.unclean);
      const problems = await verify(databaseUrl, ledger);
      expect(problems, `cycle ${cycle}`).toEqual([]);
    }
    expect(summary.unclean, 'answers that were neither an acknowledgement, a clean refusal nor a dropped connection').toEqual([]);
    expect(ledger.mous.size).toBeGreaterThan(CYCLES);
    expect(ledger.dokumen.size).toBeGreaterThan(CYCLES / 2);
    expect(ledger.pesan.size).toBeGreaterThan(CYCLES);
  });

  it('stops gracefully on SIGTERM under load: requests in flight finish, exit code 0, nothing lost', async () => {
    await sql('delete from rate_limit');
    const writers = new Writers(targets, ledger, 'term').start();
    // under load: the writers run and have had an answer (a fixed 800 ms here left the check below to the
    // machine's speed)
    await until('a write acknowledged before SIGTERM', async () => writers.stats.acked > 0, 20_000);
    const acked = writers.stats.acked;
    const code = await server!.terminate();
    await writers.stop();
    expect(code, server!.output().slice(-2000)).toBe(0);
    expect(acked).toBeGreaterThan(0);
    expect(writers.stats.unclean).toEqual([]);
    expect(await verify(databaseUrl, ledger)).toEqual([]);
    server = await startServer(databaseUrl, { dataDir, env: SERVER_ENV });
  });

  it('negative control: the check reports a lost message, a corrupted document and an orphan file', async () => {
    expect(await verify(databaseUrl, ledger)).toEqual([]);
    const [pesan] = ledger.pesan.values();
    const [dokumen] = ledger.dokumen.values();
    await sql('delete from penjajagan_detail where id = $1', [pesan!.id]);
    await sql(`update stored_file set content = content || '\\x00'::bytea where id = $1`, [dokumen!.idFile]);
    await sql(`insert into stored_file (owner_kind, owner_id, original_name, mime, ext, size, sha256, content) values ('mou.dokumen', 999999, 'yatim.pdf', 'application/pdf', 'pdf', 4, 'x', '\\x25504446'::bytea)`);
    const problems = await verify(databaseUrl, ledger);
    expect(problems).toContain(`pesan ${pesan!.id} "${pesan!.pesan}" hilang`);
    expect(problems.some((p) => p.startsWith(`isi dokumen ${dokumen!.idFile} tidak sama`))).toBe(true);
    expect(problems.some((p) => p.includes('yatim: pemilik 999999 tidak ada'))).toBe(true);
  });
});
