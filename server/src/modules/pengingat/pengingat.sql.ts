/**
 * The reminders due today that are not yet stored: for each Aktif agreement and contract ending within the
 * largest offset, the smallest configured offset already reached (a server down on the day of H-30 sends
 * H-30 on its next run; an older offset passed meanwhile is not sent late), times its recipients (active
 * admins, active level-2 accounts of its linked agencies, its active partner account), for the pairs (record,
 * end date, offset) not yet marked done in pengingat_selesai. Rows of one record are adjacent (ordered by
 * record, then recipient). Parameters: the offsets (comma-separated), then today five times.
 */
export const DUE_REMINDERS = `
with cfg as (select string_to_array(?, ',')::int[] as offsets),
batas as (select max(o) as maks from cfg, unnest(cfg.offsets) o),
rec as (
  select 'mou'::text as jenis, m.id_mou as id, m.judul, m.tgl_berakhir, m.id_mitra
    from mou m, batas where m.id_status = 1 and m.tgl_berakhir >= ?::date and m.tgl_berakhir <= ?::date + batas.maks
  union all
  select 'pks', p.id_pks, p.judul, p.tgl_berakhir, m.id_mitra
    from pks p join mou m on m.id_mou = p.id_mou, batas
   where p.id_status = 1 and p.tgl_berakhir >= ?::date and p.tgl_berakhir <= ?::date + batas.maks
),
due as (
  select d.* from (
    select r.*, (select min(o) from cfg, unnest(cfg.offsets) o where r.tgl_berakhir - o <= ?::date) as h from rec r
  ) d
  -- a pair whose reminders were all stored is not expanded again (its recipients' keys are not probed)
  where d.h is not null
    and not exists (select 1 from pengingat_selesai s where s.jenis = d.jenis and s.id = d.id and s.tgl_berakhir = d.tgl_berakhir and s.h = d.h)
),
penerima as (
  select d.jenis, d.id, u.id_user from due d cross join users u where d.h is not null and u.id_status = 1 and u.id_level in (1, 99)
  union
  select d.jenis, d.id, d.id_mitra from due d where d.h is not null
  union
  select d.jenis, d.id, u.id_user from due d join mou_skpd s on d.jenis = 'mou' and s.id_mou = d.id
    join users u on u.id_skpd = s.id_skpd and u.id_level = 2 and u.id_status = 1 where d.h is not null
  union
  select d.jenis, d.id, u.id_user from due d join pks_skpd s on d.jenis = 'pks' and s.id_pks = d.id
    join users u on u.id_skpd = s.id_skpd and u.id_level = 2 and u.id_status = 1 where d.h is not null
)
select x.* from (
  select p.jenis, p.id, d.judul, to_char(d.tgl_berakhir, 'YYYY-MM-DD') as "tglBerakhir", d.h, u.id_user as "idUser", u.id_level as "idLevel",
         u.nama, u.email, coalesce(pref.surel, true) as surel,
         'pengingat:' || p.jenis || ':' || p.id || ':' || to_char(d.tgl_berakhir, 'YYYY-MM-DD') || ':H' || d.h || ':u' || u.id_user as kunci
    from penerima p join due d on d.jenis = p.jenis and d.id = p.id
    join users u on u.id_user = p.id_user and u.id_status = 1
    left join preferensi_notifikasi pref on pref.id_user = u.id_user and pref.jenis = 'pengingat'
) x
-- offset 0: one probe of the unique index per candidate, not a hash of every stored notification's key
where not exists (select 1 from notifikasi n where n.kunci = x.kunci offset 0)
order by x.jenis, x.id, x."idUser"`;

/**
 * Expires up to a batch of the Aktif agreements (or contracts) whose end date has passed (parameters: today,
 * the batch size) and answers them. Rows another instance is expiring at the same moment are skipped, not
 * waited for, and a row expired meanwhile no longer matches `id_status = 1`: each record is expired once.
 */
export const expireBatch = (table: 'mou' | 'pks') => {
  const key = table === 'mou' ? 'id_mou' : 'id_pks';
  return `
update ${table} r set id_status = 2
 where r.${key} in (select ${key} from ${table} where id_status = 1 and tgl_berakhir < ?::date order by ${key} limit ? for update skip locked)
   and r.id_status = 1
returning r.${key} as id, r.judul, to_char(r.tgl_berakhir, 'YYYY-MM-DD') as "tglBerakhir", r.id_mou as "idMou"`;
};

/** Marks pairs (record, end date, offset) done: every recipient's reminder is stored. Parameter: a JSON array. */
export const MARK_DONE = `
insert into pengingat_selesai (jenis, id, tgl_berakhir, h)
select jenis, id, "tglBerakhir"::date, h from jsonb_to_recordset(?::jsonb) as x(jenis text, id int, "tglBerakhir" text, h int)
on conflict do nothing`;
