import 'reflect-metadata';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SUREL_QUEUE } from './surel.service.js';

/** An SMTP server that accepts the connection and closes it at once: every send fails. */
const brokenSmtp = async () => {
  const srv = createServer((socket) => socket.destroy());
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  return { port: (srv.address() as { port: number }).port, close: () => new Promise<void>((r) => srv.close(() => r())) };
};

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('mail delivery with a broken SMTP server', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof brokenSmtp>>;
  beforeAll(async () => {
    smtp = await brokenSmtp();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('records each failed try, retries with backoff, and shows the mail failed after the last try; other work goes on', async () => {
    const { surel } = app.server.services;
    const em = app.db.orm.em.fork();
    const [id] = await em.transactional((tx) => surel.insert(tx, [{ kunci: 'uji:smtp', idUser: null, ke: 'a@example.id', subjek: 'Uji', teks: 'Uji', html: '<p>Uji</p>' }], new Date()));
    await surel.queue([id!]);
    const row = async () => (await app.sql<{ status: string; percobaan: number; galat: string | null }>(`select status, percobaan, galat from surel_kirim where id_surel = $1`, [id]))[0]!;
    await until(async () => (await row()).percobaan === 1);
    expect(await row()).toMatchObject({ status: 'antri', percobaan: 1, galat: expect.any(String) });
    const jobs = () =>
      app.sql<{ state: string; retry_limit: number; retry_delay: number; retry_backoff: boolean; wait: number }>(
        `select state, retry_limit, retry_delay, retry_backoff, extract(epoch from start_after - now())::int as wait from pgboss.job where name = $1`,
        [SUREL_QUEUE],
      );
    // the try is recorded by the handler, in its own transaction, before the queue marks the job for a retry
    await until(async () => (await jobs())[0]?.state !== 'active');
    const [job] = await jobs();
    expect(job).toMatchObject({ state: 'retry', retry_limit: 5, retry_delay: 60, retry_backoff: true });
    expect(job!.wait).toBeGreaterThan(30);

    // Fast-forward to the last try: it fails too, and the mail is marked failed.
    await app.sql(`update pgboss.job set retry_count = retry_limit, start_after = now() where name = $1`, [SUREL_QUEUE]);
    await until(async () => (await row()).status === 'gagal');
    expect(await row()).toMatchObject({ status: 'gagal', percobaan: 2 });
    await until(async () => (await app.sql(`select 1 from pgboss.job where name = $1 and state = 'failed'`, [SUREL_QUEUE])).length === 1);
    // The server still answers.
    expect((await app.gql('{ __typename }')).status).toBe(200);

    // The admins see it failed, with its last error, and send it again: a fresh job (a try more), a Riwayat line.
    const admin = await app.login();
    const lihat = `{ pengirimanSurel { ringkasan { antri terkirim gagal } gagal { idSurel ke subjek percobaan galat } } }`;
    const seen = ok<{ pengirimanSurel: { ringkasan: Record<string, number>; gagal: { idSurel: number; percobaan: number; galat: string }[] } }>(await app.gql(lihat, {}, admin));
    expect(seen.pengirimanSurel.ringkasan).toEqual({ antri: 0, terkirim: 0, gagal: 1 });
    expect(seen.pengirimanSurel.gagal).toEqual([{ idSurel: id, ke: 'a@example.id', subjek: 'Uji', percobaan: 2, galat: expect.any(String) }]);
    const ulang = `mutation($id: Int!) { kirimUlangSurel(idSurel: $id) { ringkasan { antri gagal } } }`;
    expect(ok<{ kirimUlangSurel: { ringkasan: unknown } }>(await app.gql(ulang, { id }, admin)).kirimUlangSurel.ringkasan).toEqual({ antri: 1, gagal: 0 });
    expect(await app.sql(`select aksi from riwayat where aksi = 'Mengirim ulang surel ke a@example.id'`)).toHaveLength(1);
    await until(async () => (await row()).percobaan === 3);
    // Only a failed mail is sent again; an unknown one is not found. Nothing changes.
    const refused = await app.gql(ulang, { id }, admin);
    expect(refused.errors?.[0]?.message).toBe('Hanya surel yang gagal terkirim yang dapat dikirim ulang');
    expect((await app.gql(ulang, { id: 999_999 }, admin)).errors?.[0]?.message).toBe('Surel tidak ditemukan');
    expect(await app.sql(`select aksi from riwayat where aksi like 'Mengirim ulang surel%'`)).toHaveLength(1);
  }, 60_000);
});
