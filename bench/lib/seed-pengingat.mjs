// Issue 18's inputs, set-based, on top of bench/lib/seed.mjs: the database of a system whose daily reminder
// runs have been happening. Aktif agreements and contracts whose end date has passed would have been expired
// by those runs: their end dates move into the coming months and years instead (so the status mix of the
// other scenarios stays as it was), a day's share ending today. The reminders due up to today are stored
// (the server's own statements, DUE_PAIRS and STORE_PAIRS, for today), and every bench account has its history of
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
  const { DUE_PAIRS, STORE_PAIRS } = await import(`${root}/server/dist/modules/pengingat/pengingat.sql.js`);
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
    // The reminders of the runs until today, stored by the server's own statement (their pairs marked done in
    // pengingat_selesai as the runs would have), dated on their day, a tenth of them still unread; their
    // mails delivered long ago.
    await q('reminders stored up to today', `with d as (${numbered(DUE_PAIRS)})
      select coalesce(jsonb_agg(to_jsonb(d) || jsonb_build_object('judul', 'Pengingat masa berlaku', 'pesan', d.jenis || ' "' || d.judul || '" berakhir pada ' || d."tglBerakhir",
        'subjek', '[Kerja Sama] Pengingat masa berlaku', 'tautanStaf', '/admin/kesepakatan', 'tautanMitra', '/admin/kerja-sama-saya',
        'data', jsonb_build_object('jenis', d.jenis, 'judul', d.judul, 'tglBerakhir', d."tglBerakhir", 'hari', d.h))), '[]') as pasangan from d`,
      ['90,60,30,7,0', today, today, today, today, today]).then(({ rows: [r] }) => q('  their recipients', numbered(STORE_PAIRS), [JSON.stringify(r.pasangan), new Date().toISOString()]));
    await q('  dated on their day', `update notifikasi set dibuat = (split_part(kunci, ':', 4)::date - substr(split_part(kunci, ':', 5), 2)::int) + time '08:00',
        dibaca = case when random() < 0.9 then (split_part(kunci, ':', 4)::date - substr(split_part(kunci, ':', 5), 2)::int) + time '10:00' end
      where kunci like 'pengingat:%'`);
    await q('  their mails sent', `update surel_kirim set status = 'terkirim', percobaan = 1, terkirim = dibuat where status = 'antri'`);
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
