// Issue 19's inputs, set-based, on top of bench/lib/seed.mjs (and seed-pengingat.mjs's end dates): every
// agreement and contract classified (jenis, partner category, one or two urusan), and one evaluation per
// record per period of the evaluation schedule (6 months from its start, as monev-jadwal.ts counts them)
// for every period due from the start of last year until today — the yearly report of last year reads a
// full year of them.
import pg from 'pg';

const KATEGORI = ['badan_usaha', 'ormas', 'yayasan', 'perguruan_tinggi', 'perseorangan', 'pemerintah_daerah', 'kementerian_lembaga', 'luar_negeri'];
const TODAY = `(now() at time zone 'Asia/Jakarta')::date`;
const JENIS = (x) => `case when ${x} % 20 = 0 then 'KSDPL' when ${x} % 20 = 1 then 'KSDLL' when ${x} % 2 = 0 then 'KSDD' else 'KSDPK' end`;

const klasifikasi = (table, key) => `insert into klasifikasi (${key}, jenis, kategori_mitra, negara)
  select ${key}, ${JENIS(key)}, (array[${KATEGORI.map((k) => `'${k}'`).join(',')}])[1 + (${key} * 7) % ${KATEGORI.length}],
         case when ${key} % 20 < 2 then (array['Jepang', 'Korea Selatan', 'Belanda', 'Australia'])[1 + ${key} % 4] end
    from ${table}`;

const evaluasi = (table, key, bulan, admin) => `insert into monev_evaluasi (${key}, periode, versi, id_user, nama_user, created_at,
    nilai_manfaat, nilai_komitmen, nilai_pelaksanaan, rekomendasi, catatan)
  select r.${key}, k, 1, ${admin}, 'Pegawai 1', least(due + (r.${key} % 14), ${TODAY}) + time '10:00',
         1 + (r.${key} + k) % 5, 1 + (r.${key} * 3 + k) % 5, 1 + (r.${key} * 7 + k) % 5,
         case when (r.${key} + k) % 25 = 0 then 'HENTIKAN' when (r.${key} + k) % 5 = 0 then 'PERLUAS' else 'LANJUTKAN' end,
         case when (r.${key} + k) % 4 = 0 then 'Pelaksanaan sesuai rencana; laporan kegiatan lengkap.' end
    from ${table} r
    cross join lateral generate_series(1, 12 * 6 / ${bulan} + 1) k
    cross join lateral (select least((r.tgl_mulai + make_interval(months => k * ${bulan}))::date, r.tgl_berakhir) as due) d
   where (r.tgl_mulai + make_interval(months => (k - 1) * ${bulan}))::date < r.tgl_berakhir
     and due >= date_trunc('year', ${TODAY}) - interval '1 year' and due <= ${TODAY}`;

/** `admin`: the id of the account that made the evaluations. Answers the counts. */
export const seedMonev = async (url, { admin, intervalBulan = 6 }, log = () => {}) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (label, sql) => {
    const t = Date.now();
    const r = await client.query(sql);
    log(`  ${label}: ${r.rowCount ?? ''} rows, ${((Date.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  try {
    await client.query(`set session_replication_role = replica`);
    await q('klasifikasi (mou)', klasifikasi('mou', 'id_mou'));
    await q('klasifikasi (pks)', klasifikasi('pks', 'id_pks'));
    await q('klasifikasi_urusan', `insert into klasifikasi_urusan (id_klasifikasi, id_urusan)
      select id_klasifikasi, 1 + (id_klasifikasi * 7) % 32 from klasifikasi
      union select id_klasifikasi, 1 + (id_klasifikasi * 13 + 5) % 32 from klasifikasi where id_klasifikasi % 2 = 0`);
    await q('monev_evaluasi (mou)', evaluasi('mou', 'id_mou', intervalBulan, admin));
    await q('monev_evaluasi (pks)', evaluasi('pks', 'id_pks', intervalBulan, admin));
    await client.query(`set session_replication_role = origin`);
    await client.query(`vacuum (analyze) klasifikasi, klasifikasi_urusan, monev_evaluasi`);
    const count = async (t) => Number((await client.query(`select count(*) as n from ${t}`)).rows[0].n);
    return { klasifikasi: await count('klasifikasi'), evaluasi: await count('monev_evaluasi') };
  } finally {
    await client.end();
  }
};
