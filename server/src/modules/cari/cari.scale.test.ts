/**
 * Search at scale (issue 20 item 5), opt-in: `CARI_SCALE=1 npx vitest run server/src/modules/cari/cari.scale.test.ts`.
 * Seeds 100,000 agreements and 300,000 contracts of generated Indonesian text with set-based SQL, then runs the
 * search of cari.service.ts over HTTP (GraphQL `cari` as an admin) from 20 concurrent clients, each request
 * with other words, and prints p50/p95. Not part of the normal suite (minutes of seeding on a small machine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const WORDS = ['air', 'bersih', 'beasiswa', 'pendidikan', 'kesehatan', 'jalan', 'jembatan', 'pasar', 'sampah', 'pariwisata', 'budaya', 'pelatihan',
  'digital', 'umkm', 'pertanian', 'perikanan', 'lingkungan', 'perumahan', 'transportasi', 'energi', 'sekolah', 'rumah sakit', 'irigasi', 'pangan',
  'kerja sama', 'pelayanan', 'pembangunan', 'pengelolaan', 'penyediaan', 'peningkatan'];
const N_MOU = Number(process.env.CARI_MOU ?? 100_000);
const N_PKS = Number(process.env.CARI_PKS ?? 300_000);

describe.skipIf(!process.env.CARI_SCALE)('cari at scale', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
    const pick = (salt: number) => `(${words})[1 + ((g * ${salt} + ${salt * 7}) % ${WORDS.length})]`;
    const started = Date.now();
    await app.sql(`insert into users (nama, username, email, password_hash, id_level, id_status) values ('Mitra Skala', 'mitra_skala', 'skala@example.id', 'x', 3, 1)`);
    await app.sql(`insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
      select (select id_user from users where username = 'mitra_skala'), 'Mitra ' || g, date '2024-01-01', date '2028-01-01',
        'Kerja Sama ' || ${pick(3)} || ' dan ' || ${pick(7)} || ' Kota ' || g,
        'Ruang lingkup meliputi ' || ${pick(11)} || ', ' || ${pick(13)} || ' serta ' || ${pick(17)} || ' bagi masyarakat kelurahan ' || (g % 500),
        'KB/' || g || '/2026', 'M-' || g, 'Direktur', 'Direktur', 'Wali Kota', 'Wali Kota', 'catatan ' || ${pick(19)}, 1 + g % 5
      from generate_series(1, ${N_MOU}) g`);
    await app.sql(`insert into pks (id_mou, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
      select (select min(id_mou) from mou) + (g % ${N_MOU}), 'Mitra ' || g, date '2024-02-01', date '2027-01-01',
        'Rencana Kerja ' || ${pick(5)} || ' ' || ${pick(23)} || ' Tahap ' || (g % 9),
        'Kegiatan ' || ${pick(29)} || ' dan ' || ${pick(31)} || ' di wilayah ' || (g % 300),
        'PKS/' || g || '/2026', 'MP-' || g, 'Direktur', 'Direktur', 'Sekda', 'Sekda', '-', 1 + g % 5
      from generate_series(1, ${N_PKS}) g`);
    await app.sql('analyze mou; analyze pks');
    console.log(`seeded ${N_MOU} agreements and ${N_PKS} contracts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 1_800_000);
  afterAll(() => app?.close());

  it('answers one or two words at 20 concurrent clients', async () => {
    const queries = Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}` : WORDS[(i * 11) % WORDS.length]!));
    const times: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < queries.length) {
        const teks = queries[next++]!;
        const t = performance.now();
        const r = await app.gql('query($i: CariInput!) { cari(input: $i) { total items { jenis id potongan { teks sorot } } } }', { i: { teks } }, admin);
        times.push(performance.now() - t);
        expect(r.errors).toBeUndefined();
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`cari: ${times.length} requests, 20 clients: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
  }, 1_800_000);
});
