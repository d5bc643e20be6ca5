// Issue 18's inputs, set-based, on top of bench/lib/seed.mjs: the database of a system whose daily reminder
// runs have been happening. Aktif agreements and contracts whose end date has passed would have been expired
// by those runs: their end dates move into the coming months and years instead (so the status mix of the
// other scenarios stays as it was), a day's share ending today. The reminders due up to today are stored
// (the server's own query, DUE_REMINDERS, evaluated for today), and every bench account has its history of
// notifications: thousands for staff and admins, dozens for partners, a few unread.
import pg from 'pg';
import { ADMINS, SIZES, STAFF } from './seed.mjs';

export const NOTIFIKASI_PER_STAFF = { full: 2000, quick: 400 };
export const NOTIFIKASI_PER_PARTNER = { full: 50, quick: 20 };

const TODAY = `(now() at time zone 'Asia/Jakarta')::date`;

/** `?` placeholders (MikroORM's) as `$1…$n` (pg's). */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** `firstUser`: the first bench account (seed.mjs: admins, then staff, then partners). */
export const seedPengingat = async (url, size, { root, firstUser }, log = () => {}) => {
  const { DUE_REMINDERS } = await import(`${root}/server/dist/modules/pengingat/pengingat.sql.js`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (label, sql, params) => {
    const t = Date.now();
    const r = await client.query(sql, params);
    log(`  ${label}: ${r.rowCount ?? ''} rows, ${((Date.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  try {
    const today = (await client.query(`select to_char(${TODAY}, 'YYYY-MM-DD') as d`)).rows[0].d;
    await client.query(`set session_replication_role = replica`);
    // Agreements run up to 5 years, contracts up to 3: end dates spread evenly over that span from today.
    await q('end dates of Aktif agreements moved ahead', `update mou set tgl_berakhir = ${TODAY} + ((id_mou::bigint * 7919) % 1826)::int where id_status = 1 and tgl_berakhir < ${TODAY}`);
    await q('end dates of Aktif contracts moved ahead', `update pks set tgl_berakhir = ${TODAY} + ((id_pks::bigint * 7919) % 1096)::int where id_status = 1 and tgl_berakhir < ${TODAY}`);

    const [first, last] = [firstUser, firstUser + SIZES[size].users - 1];
    const staffLast = first + ADMINS + STAFF - 1;
    await q('notification history of the bench accounts', `insert into notifikasi (kunci, id_user, jenis, judul, pesan, tautan, dibuat, dibaca)
      select 'bench:u' || u || ':' || k, u, case when k % 3 = 0 then 'chat' else 'pengingat' end,
             case when k % 3 = 0 then 'Balasan baru pada penjajakan' else 'Kesepakatan berakhir dalam 30 hari' end,
             'Pesan pemberitahuan nomor ' || k || ' untuk akun ' || u || '.',
             case when k % 3 = 0 then '/admin/penjajakan' else '/admin/kesepakatan' end,
             t, case when k > n - 15 then null else t + interval '2 hours' end
        from (select u, case when u <= $2::int then $3::int else $4::int end as n from generate_series($1::int, $5::int) u) x,
             generate_series(1, x.n) k,
             lateral (select now() - interval '2 years' + (k * (interval '2 years' / x.n))) as w(t)`,
      [first, staffLast, NOTIFIKASI_PER_STAFF[size], NOTIFIKASI_PER_PARTNER[size], last]);
    // The reminders of the runs until today: a tenth of them still unread.
    // …and their pairs marked done, as the runs would have (pengingat_selesai).
    await q('reminders stored up to today', `with d as (${numbered(DUE_REMINDERS)}),
      stored as (insert into notifikasi (kunci, id_user, jenis, judul, pesan, tautan, dibuat, dibaca)
        select kunci, "idUser", 'pengingat', 'Pengingat masa berlaku', jenis || ' "' || judul || '" berakhir pada ' || "tglBerakhir", '/admin/kesepakatan',
               ("tglBerakhir"::date - h) + time '08:00', case when random() < 0.9 then ("tglBerakhir"::date - h) + time '10:00' end
          from d)
      insert into pengingat_selesai (jenis, id, tgl_berakhir, h) select distinct jenis, id, "tglBerakhir"::date, h from d`,
      ['90,60,30,7,0', today, today, today, today, today]);
    // Triggers are off while seeding (replica role): the bell's unread counters from the stored rows.
    await q('unread counters', `insert into notifikasi_belum (id_user, jumlah) select id_user, count(*) from notifikasi where dibaca is null group by id_user
      on conflict (id_user) do update set jumlah = excluded.jumlah`);
    await client.query(`set session_replication_role = origin`);
    await client.query(`vacuum (analyze) mou, pks, notifikasi`);
    const n = Number((await client.query(`select count(*) as n from notifikasi`)).rows[0].n);
    return { today, notifikasi: n };
  } finally {
    await client.end();
  }
};
