import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DENIALS_RECORDED } from './audit-denials.js';

describe('recording refused actions in Riwayat', () => {
  let app: TestApp;
  let idSkpd: number;
  beforeAll(async () => {
    app = await createTestApp();
    [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji', 5, 1) returning id_skpd`);
  });
  afterAll(() => app.close());

  it('records each refusal, then one line saying recording pauses, then nothing more in the window', async () => {
    const pegawai = await app.userWithLevel(2, { idSkpd });
    const lines = async () =>
      (await app.sql(`select aksi from riwayat where id_user = $1 and aksi like 'Akses ditolak%' order by id_riwayat`, [pegawai.idUser])).map(
        (r: { aksi: string }) => r.aksi,
      );
    for (let i = 0; i < DENIALS_RECORDED.max + 5; i++) {
      const r = await app.gql('mutation { deleteSkpd(idSkpd: 1) }', {}, pegawai.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const recorded = await lines();
    expect(recorded).toHaveLength(DENIALS_RECORDED.max + 1);
    expect(recorded.slice(0, DENIALS_RECORDED.max).every((a) => a === 'Akses ditolak: deleteSkpd')).toBe(true);
    expect(recorded.at(-1)).toBe('Akses ditolak berulang kali: pencatatan dijeda 10 menit');
    // another account is recorded as before
    const lain = await app.userWithLevel(2, { idSkpd });
    await app.gql('mutation { deleteSkpd(idSkpd: 1) }', {}, lain.token);
    expect(await app.sql(`select aksi from riwayat where id_user = $1 and aksi like 'Akses ditolak%'`, [lain.idUser])).toEqual([
      { aksi: 'Akses ditolak: deleteSkpd' },
    ]);
  });
});
