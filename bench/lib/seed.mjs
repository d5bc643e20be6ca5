// Seeds a large, realistic dataset with set-based SQL (generate_series), after the app's own migrations
// (and its small demo content) are in place. Secondary indexes of the big tables are dropped first and
// rebuilt after the load (two connections at a time), then every table is vacuumed and analysed, as a
// long-running database would be.
import pg from 'pg';

export const SIZES = {
  full: { users: 2000, skpd: 60, penjajagan: 20000, mou: 100000, pks: 300000, pesan: 1000000, riwayat: 1000000, kegiatan: 300 },
  quick: { users: 600, skpd: 30, penjajagan: 2000, mou: 10000, pks: 30000, pesan: 100000, riwayat: 100000, kegiatan: 100 },
};

/** Accounts used by the benchmark: the first ADMINS bench users are level 1, the next STAFF level 2. */
export const ADMINS = 20;
export const STAFF = 400;
/** Messages of the one busy proposal whose chat history is read by the benchmark. */
export const HOT_CHAT = 5000;

const BIG_TABLES = ['users', 'penjajagan', 'penjajagan_skpd', 'penjajagan_detail', 'mou', 'mou_skpd', 'pks', 'pks_skpd', 'riwayat', 'kegiatan'];

const TOPICS = [
  'Pendidikan', 'Kesehatan Masyarakat', 'Pariwisata', 'Infrastruktur Jalan', 'Teknologi Informasi', 'Pengelolaan Sampah',
  'Air Bersih', 'Transportasi Publik', 'Ketahanan Pangan', 'Pemberdayaan UMKM', 'Energi Terbarukan', 'Kebudayaan',
  'Penanggulangan Bencana', 'Perumahan Rakyat', 'Pelatihan Kerja', 'Kependudukan', 'Lingkungan Hidup', 'Perpustakaan Digital',
  'Olahraga dan Kepemudaan', 'Perencanaan Tata Ruang',
];
const PARTNERS = [
  'Universitas Negeri Nusantara', 'PT Bank Pembangunan Daerah', 'Kabupaten Sukamaju', 'Politeknik Negeri Harapan',
  'PT Telekomunikasi Indonesia', 'Kota Mekarsari', 'Yayasan Pendidikan Bangsa', 'PT Angkasa Pura', 'Provinsi Jawa Barat',
  'Kementerian Dalam Negeri', 'Universitas Teknologi Mandiri', 'PT Perusahaan Listrik Negara', 'Institut Seni Budaya',
  'PDAM Tirta Kencana', 'Rumah Sakit Umum Daerah', 'Badan Pusat Statistik', 'PT Kereta Api Indonesia', 'Kabupaten Lembah Hijau',
  'Sister City Kitakyushu', 'Universitas Islam Al-Hikmah', 'PT Pos Indonesia', 'Bank Indonesia', 'Kota Pantai Indah',
  'Lembaga Ilmu Pengetahuan', 'PT Pertamina', 'Dinas Sosial Provinsi', 'Kampus Kesehatan Bakti', 'Asosiasi Pengusaha',
  'Komisi Pemberantasan Korupsi', 'Palang Merah Indonesia',
];
const PREFIXES = ['Kerja Sama', 'Nota Kesepahaman tentang', 'Kesepakatan Bersama tentang', 'Perjanjian Kerja Sama', 'Memorandum Saling Pengertian tentang'];

const arr = (list) => `array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (list, expr) => `(${arr(list)})[1 + (${expr}) % ${list.length}]`;

/** Indexes that no constraint owns, so they can be dropped and rebuilt around the load. */
const secondaryIndexes = async (client) =>
  (
    await client.query(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [BIG_TABLES],
    )
  ).rows;

const maxId = async (client, table, col) => Number((await client.query(`select coalesce(max(${col}), 0) as m from ${table}`)).rows[0].m);

const COUNTED = ['mou', 'pks', 'penjajagan', 'penjajagan_detail', 'riwayat', 'users'];

/** What seed() returned, read back from a database it seeded earlier (`--database`). */
export const seeded = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts = {};
    for (const tbl of COUNTED) counts[tbl] = Number((await client.query(`select count(*) as n from ${tbl}`)).rows[0].n);
    const first = (await client.query(`select id_user from users where username = 'bench_user_1'`)).rows[0].id_user;
    // as seed() answers: the bench accounts are consecutive, admins first, then staff
    return { counts, admins: Array.from({ length: ADMINS }, (_, i) => first + i), staff: Array.from({ length: STAFF }, (_, i) => first + ADMINS + i) };
  } finally {
    await client.end();
  }
};

export const seed = async (url, size, log = () => {}) => {
  const n = SIZES[size];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (label, sql, params) => {
    const t = Date.now();
    const r = await client.query(sql, params);
    if (label) log(`  ${label}: ${r.rowCount ?? ''} rows, ${((Date.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  try {
    const indexes = await secondaryIndexes(client);
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    await q(null, `set session_replication_role = replica`); // the generated rows are consistent: no FK triggers
    await q(null, `select setseed(0.42)`);
    const hash = (await client.query(`select password_hash from users order by id_user limit 1`)).rows[0].password_hash;

    const skpd0 = await maxId(client, 'skpd', 'id_skpd');
    await q('skpd', `insert into skpd (id_skpd, skpd, kode, status)
      select $1::int + g, 'Dinas ' || ${pick(TOPICS, 'g')} || ' Wilayah ' || g, 200 + g, 1 from generate_series(1, $2::int) g`, [skpd0, n.skpd]);
    const skpdCount = n.skpd + skpd0;

    const user0 = await maxId(client, 'users', 'id_user');
    await q('users', `insert into users (id_user, nama, username, email, hp, jabatan, password_hash, id_level, id_skpd, tgl_daftar, id_status)
      select $1::int + g,
             case when g <= ${ADMINS + STAFF} then 'Pegawai ' || g else ${pick(PARTNERS, 'g')} || ' ' || g end,
             'bench_user_' || g, 'bench_user_' || g || '@contoh.go.id', '08123' || lpad(g::text, 6, '0'), 'Staf',
             $2, case when g <= ${ADMINS} then 1 when g <= ${ADMINS + STAFF} then 2 else 3 + g % 3 end,
             case when g > ${ADMINS} and g <= ${ADMINS + STAFF} then 1 + g % $3::int end,
             now() - (g || ' hours')::interval,
             case when g > ${ADMINS + STAFF} and g % 50 = 0 then 2 else 1 end
        from generate_series(1, $4::int) g`, [user0, hash, skpdCount, n.users]);
    const partners0 = user0 + ADMINS + STAFF; // partner accounts: partners0 + 1 .. user0 + n.users
    const partnerCount = n.users - ADMINS - STAFF;

    const pj0 = await maxId(client, 'penjajagan', 'id_penjajagan');
    await q('penjajagan', `insert into penjajagan (id_penjajagan, no_penjajagan, id_user, judul, deskripsi, id_status, tgl_input)
      select $1::int + g, 'PJ-B-' || lpad(g::text, 7, '0'), $2::int + 1 + (g * 7919) % $3::int,
             'Usulan kerja sama ' || ${pick(TOPICS, 'g * 3')} || ' dengan ' || ${pick(PARTNERS, 'g')},
             'Penjajakan kerja sama di bidang ' || ${pick(TOPICS, 'g * 3')} || ' untuk meningkatkan layanan publik kota.',
             g % 4, timestamptz '2020-01-01' + (g * interval '2 hours')
        from generate_series(1, $4::int) g`, [pj0, partners0, partnerCount, n.penjajagan]);
    await q('penjajagan_skpd', `insert into penjajagan_skpd (id_penjajagan, id_skpd)
      select distinct $1::int + g, 1 + (g * k * 31) % $2::int from generate_series(1, $3::int) g, generate_series(1, 2) k`,
      [pj0, skpdCount, n.penjajagan]);

    const mou0 = await maxId(client, 'mou', 'id_mou');
    await q('mou', `insert into mou (id_mou, id_penjajagan, id_mou_lama, id_mitra, mitra, tgl_mulai, tgl_berakhir, tgl_input, judul,
                         deskripsi, no_kontrak, no_mitra, nilai, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
      select $1::int + g,
             case when g % 5 = 0 then $2::int + 1 + (g * 13) % $3::int end,
             case when g % 10 = 0 and g > 1000 then $1::int + g - 1 - (g * 17) % 900 end,
             $4::int + 1 + (g * 7919) % $5::int,
             ${pick(PARTNERS, 'g * 7')},
             d, d + (365 * (1 + g % 5)),
             timestamptz '2018-01-01' + (g * (interval '7 years' / $6::int)) + (random() * interval '50 minutes'),
             ${pick(PREFIXES, 'g')} || ' ' || ${pick(TOPICS, '(g * 11) / 7')} || ' dengan ' || ${pick(PARTNERS, 'g * 7')},
             'Ruang lingkup kerja sama meliputi ' || lower(${pick(TOPICS, '(g * 11) / 7')}) || ', pertukaran data dan informasi, '
               || 'peningkatan kapasitas sumber daya manusia, serta pendampingan teknis bagi perangkat daerah terkait. '
               || 'Pelaksanaan dievaluasi setiap tahun oleh kedua belah pihak.',
             lpad(g::text, 6, '0') || '/MOU/KS/' || extract(year from d), 'MITRA/' || g || '/' || extract(year from d),
             round((random() * 5000000000)::numeric, 2),
             'Bapak/Ibu Pimpinan ' || g, 'Direktur', 'Wali Kota', 'Wali Kota', 'Ditandatangani di Balai Kota.',
             case when r < 0.5 then 1 when r < 0.8 then 2 else 3 + (g % 3) end
        from (select g, current_date - (random() * 2200)::int as d, random() as r from generate_series(1, $7::int) g) s`,
      [mou0, pj0, n.penjajagan, partners0, partnerCount, n.mou, n.mou]);
    await q('mou_skpd', `insert into mou_skpd (id_mou, id_skpd)
      select distinct $1::int + g, 1 + (g * k * 37) % $2::int from generate_series(1, $3::int) g, generate_series(1, 2) k`,
      [mou0, skpdCount, n.mou]);

    const pks0 = await maxId(client, 'pks', 'id_pks');
    await q('pks', `insert into pks (id_pks, id_mou, mitra, tgl_mulai, tgl_berakhir, tgl_input, judul, deskripsi, no_kontrak, no_mitra, nilai,
                         nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
      select $1::int + g, $2::int + 1 + (g::bigint * 104729) % $3::int, ${pick(PARTNERS, 'g * 3')}, d, d + (365 * (1 + g % 3)),
             timestamptz '2018-06-01' + (g * (interval '7 years' / $4::int)),
             'Perjanjian Kerja Sama ' || ${pick(TOPICS, 'g / 3')} || ' tahap ' || (1 + g % 4) || ' dengan ' || ${pick(PARTNERS, 'g * 3')},
             'Pelaksanaan kegiatan ' || lower(${pick(TOPICS, 'g / 3')}) || ' sesuai kesepakatan induk, termasuk jadwal, pembiayaan dan pelaporan.',
             lpad(g::text, 7, '0') || '/PKS/KS/' || extract(year from d), 'PKS-MITRA/' || g,
             round((random() * 900000000)::numeric, 2), 'Penandatangan Mitra ' || g, 'Kepala', 'Sekretaris Daerah', 'Sekretaris Daerah', '',
             case when r < 0.5 then 1 when r < 0.8 then 2 else 3 + (g % 3) end
        from (select g, current_date - (random() * 1800)::int as d, random() as r from generate_series(1, $5::int) g) s`,
      [pks0, mou0, n.mou, n.pks, n.pks]);
    await q('pks_skpd', `insert into pks_skpd (id_pks, id_skpd) select $1::int + g, 1 + (g * 41) % $2::int from generate_series(1, $3::int) g`,
      [pks0, skpdCount, n.pks]);

    // Chat: one busy proposal (the first bench proposal) with HOT_CHAT messages, the rest spread evenly.
    const chat0 = await maxId(client, 'penjajagan_detail', 'id');
    await q('penjajagan_detail', `insert into penjajagan_detail (id, id_penjajagan, id_user, pesan, tgl_input)
      select $1::int + g, p.id_penjajagan, case when g % 2 = 0 then p.id_user else $2::int + 1 + g % ${ADMINS} end,
             'Pesan ' || g || ': mohon tindak lanjut dokumen ' || ${pick(TOPICS, 'g')} || ' sebelum rapat koordinasi berikutnya.',
             timestamptz '2020-01-01' + (g * (interval '5 years' / $3::int))
        from generate_series(1, $3::int) g
        join penjajagan p on p.id_penjajagan = $4::int + case when g <= ${HOT_CHAT} then 1 else 2 + (g * 7) % ($5::int - 1) end`,
      [chat0, user0, n.pesan, pj0, n.penjajagan]);

    const riwayat0 = await maxId(client, 'riwayat', 'id_riwayat');
    await q('riwayat', `insert into riwayat (id_riwayat, id_user, nama_user, aksi, waktu)
      select $1::int + g, $2::int + 1 + g % $3::int, 'Pegawai ' || (1 + g % $3::int),
             ${pick(['Menambah kesepakatan', 'Mengubah kesepakatan', 'Menambah perjanjian', 'Mengubah perjanjian', 'Mengirim pesan pada penjajakan', 'Masuk ke aplikasi'], 'g')}
               || ' "' || ${pick(TOPICS, 'g / 7')} || ' ' || g || '"',
             timestamptz '2019-01-01' + (g * (interval '6 years' / $4::int))
        from generate_series(1, $4::int) g`, [riwayat0, user0, n.users, n.riwayat]);

    const keg0 = await maxId(client, 'kegiatan', 'id_kegiatan');
    await q('kegiatan', `insert into kegiatan (id_kegiatan, judul, highlight, isi, status, waktu, id_user, nama_user)
      select $1::int + g, 'Penandatanganan kerja sama ' || ${pick(TOPICS, 'g')} || ' ' || g,
             'Pemerintah Kota dan ' || ${pick(PARTNERS, 'g')} || ' menandatangani kerja sama ' || lower(${pick(TOPICS, 'g')}) || '.',
             '<p>' || repeat('Kegiatan ini menandai dimulainya kerja sama yang diharapkan membawa manfaat bagi warga kota. ', 6) || '</p>',
             case when g % 10 = 0 then 2 else 1 end, now() - (g * interval '3 days'), $2::int + 1, 'Pegawai 1'
        from generate_series(1, $3::int) g`, [keg0, user0, n.kegiatan]);
    await client.query(`set session_replication_role = origin`);

    for (const [table, col] of [['skpd', 'id_skpd'], ['users', 'id_user'], ['penjajagan', 'id_penjajagan'], ['penjajagan_skpd', 'id'],
      ['mou', 'id_mou'], ['pks', 'id_pks'], ['penjajagan_detail', 'id'], ['riwayat', 'id_riwayat'], ['kegiatan', 'id_kegiatan']]) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', '${col}'), (select max(${col}) from ${table}))`);
    }
    await client.query(`select setval('penjajagan_no_seq', (select count(*) from penjajagan))`);

    // Rebuild the dropped indexes, two at a time (one connection each), then vacuum and analyse.
    const t = Date.now();
    const queue = [...indexes].sort((a, b) => Number(b.def.includes('gin')) - Number(a.def.includes('gin')));
    const second = new pg.Client({ connectionString: url });
    await second.connect();
    const worker = async (c) => {
      for (let next = queue.shift(); next; next = queue.shift()) await c.query(next.def);
    };
    await Promise.all([worker(client), worker(second)]);
    await second.end();
    log(`  ${indexes.length} indexes rebuilt: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const v = Date.now();
    await client.query(`vacuum (analyze)`);
    log(`  vacuum analyze: ${((Date.now() - v) / 1000).toFixed(1)} s`);

    const counts = {};
    for (const tbl of COUNTED) {
      counts[tbl] = Number((await client.query(`select count(*) as n from ${tbl}`)).rows[0].n);
    }
    return {
      counts,
      hotPenjajagan: pj0 + 1,
      admins: Array.from({ length: ADMINS }, (_, i) => user0 + 1 + i),
      staff: Array.from({ length: STAFF }, (_, i) => user0 + ADMINS + 1 + i),
    };
  } finally {
    await client.end();
  }
};
