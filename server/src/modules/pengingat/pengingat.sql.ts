import { ADMINS, Level, PARTNERS } from '../../rules/levels.js';

/** An Aktif record's end date (null for the others): its expression index (migration berakhir_aktif) has statistics of its own. */
const AKTIF_BERAKHIR = (a: string) => `(case when ${a}.id_status = 1 then ${a}.tgl_berakhir end)`;

/**
 * The pairs (record, end date, offset) due today and not yet done: for each Aktif agreement and contract
 * ending within the largest offset, the smallest configured offset already reached (a server down on the day
 * of H-30 sends H-30 on its next run; an older offset passed meanwhile is not sent late), unless the pair is
 * marked in pengingat_selesai. Ordered by record. Parameters: the offsets (comma-separated), then today five times.
 */
export const DUE_PAIRS = `
with cfg as (select string_to_array(?, ',')::int[] as offsets),
batas as (select max(o) as maks from cfg, unnest(cfg.offsets) o),
rec as (
  select 'mou'::text as jenis, m.id_mou as id, m.judul, m.tgl_berakhir, m.id_mitra, m.id_mou
    from mou m, batas where ${AKTIF_BERAKHIR('m')} between ?::date and ?::date + batas.maks
  union all
  select 'pks', p.id_pks, p.judul, p.tgl_berakhir, m.id_mitra, p.id_mou
    from pks p join mou m on m.id_mou = p.id_mou, batas
   where ${AKTIF_BERAKHIR('p')} between ?::date and ?::date + batas.maks
)
select d.jenis, d.id, d.judul, to_char(d.tgl_berakhir, 'YYYY-MM-DD') as "tglBerakhir", d.h, d.id_mitra as "idMitra", d.id_mou as "idMou"
  from (select r.*, (select min(o) from cfg, unnest(cfg.offsets) o where r.tgl_berakhir - o <= ?::date) as h from rec r) d
 where d.h is not null
   and not exists (select 1 from pengingat_selesai s where s.jenis = d.jenis and s.id = d.id and s.tgl_berakhir = d.tgl_berakhir and s.h = d.h)
 order by d.jenis, d.id`;

/**
 * Stores the reminders of a batch of pairs in one statement and marks the pairs done: each pair's recipients
 * (active admins, active level-2 accounts of its linked agencies, its active partner account) get a
 * notification once per key, and those who want reminders by mail (their preference, yes by default) and
 * have an address a mail stored as its template's parameters (rendered when sent). Parameters: the pairs
 * as JSON (`PasanganPengingat[]`), then the time stored. Answers one row: the stored notifications as JSON
 * and the new mails' ids.
 */
export const STORE_PAIRS = `
with pasangan as (
  select * from jsonb_to_recordset(?::jsonb) as x(jenis text, id int, "tglBerakhir" date, h int, "idMitra" int,
    judul text, pesan text, subjek text, "tautanStaf" text, "tautanMitra" text, data jsonb)
),
penerima as (
  select p.jenis, p.id, u.id_user from pasangan p cross join users u where u.id_status = 1 and u.id_level in (${ADMINS.join(', ')})
  union
  select p.jenis, p.id, p."idMitra" from pasangan p where p."idMitra" is not null
  union
  select p.jenis, p.id, u.id_user from pasangan p join mou_skpd s on p.jenis = 'mou' and s.id_mou = p.id
    join users u on u.id_skpd = s.id_skpd and u.id_level = ${Level.Skpd} and u.id_status = 1
  union
  select p.jenis, p.id, u.id_user from pasangan p join pks_skpd s on p.jenis = 'pks' and s.id_pks = p.id
    join users u on u.id_skpd = s.id_skpd and u.id_level = ${Level.Skpd} and u.id_status = 1
),
calon as (
  select 'pengingat:' || p.jenis || ':' || p.id || ':' || to_char(p."tglBerakhir", 'YYYY-MM-DD') || ':H' || p.h || ':u' || u.id_user as kunci,
         u.id_user, p.judul, p.pesan, p.subjek, p.data,
         case when u.id_level in (${PARTNERS.join(', ')}) then p."tautanMitra" else p."tautanStaf" end as tautan,
         case when coalesce(pref.surel, true) and coalesce(u.email, '') <> '' then u.email end as ke
    from penerima r join pasangan p on p.jenis = r.jenis and p.id = r.id
    join users u on u.id_user = r.id_user and u.id_status = 1
    left join preferensi_notifikasi pref on pref.id_user = u.id_user and pref.jenis = 'pengingat'
),
baru as (
  insert into notifikasi (kunci, id_user, jenis, judul, pesan, tautan, dibuat)
  select kunci, id_user, 'pengingat', judul, pesan, tautan, ?::timestamptz from calon order by id_user, kunci
  on conflict (kunci) do nothing
  returning kunci, id_notifikasi, id_user, jenis, judul, pesan, tautan, dibuat
),
surel as (
  insert into surel_kirim (kunci, id_user, ke, subjek, templat, data, dibuat)
  select c.kunci || ':surel', c.id_user, c.ke, c.subjek, 'pengingat', c.data || jsonb_build_object('tautan', c.tautan), b.dibuat
    from baru b join calon c on c.kunci = b.kunci where c.ke is not null
  on conflict (kunci) do nothing
  returning id_surel
),
selesai as (
  insert into pengingat_selesai (jenis, id, tgl_berakhir, h) select jenis, id, "tglBerakhir", h from pasangan on conflict do nothing
)
select (select coalesce(json_agg(json_build_object('idNotifikasi', id_notifikasi, 'idUser', id_user, 'jenis', jenis, 'judul', judul,
          'pesan', pesan, 'tautan', tautan, 'dibuat', dibuat) order by id_notifikasi), '[]') from baru) as notifikasi,
       (select coalesce(json_agg(id_surel order by id_surel), '[]') from surel) as surel`;

/**
 * Expires up to a batch of the Aktif agreements (or contracts) whose end date has passed (parameters: today,
 * the batch size) and answers them. Rows another instance is expiring at the same moment are skipped, not
 * waited for, and a row expired meanwhile no longer matches `id_status = 1`: each record is expired once.
 */
export const expireBatch = (table: 'mou' | 'pks') => {
  const key = table === 'mou' ? 'id_mou' : 'id_pks';
  return `
update ${table} r set id_status = 2
 where r.${key} in (select ${key} from ${table} t where ${AKTIF_BERAKHIR('t')} < ?::date order by ${key} limit ? for update skip locked)
   and r.id_status = 1
returning r.${key} as id, r.judul, to_char(r.tgl_berakhir, 'YYYY-MM-DD') as "tglBerakhir", r.id_mou as "idMou"`;
};

/**
 * The stage of the records a batch expired (issue 18 with issue 17's lifecycle): Berakhir, with a timeline line
 * by Sistem (level 0) in the same transaction. Parameters: the records as JSON ([{ id, catatan }]), then jenis three times.
 */
export const EXPIRE_STAGE = `
with done as (select * from jsonb_to_recordset(?::jsonb) as d(id int, catatan text)),
log as (
  insert into tahapan_log (jenis, id_record, dari, ke, catatan, nama_aktor, level_aktor)
  select ?, d.id, coalesce(t.tahapan, 'PELAKSANAAN'), 'BERAKHIR', d.catatan, 'Sistem', 0
    from done d left join tahapan_kerjasama t on t.jenis = ? and t.id_record = d.id
)
insert into tahapan_kerjasama (jenis, id_record, tahapan, versi)
select ?, d.id, 'BERAKHIR', 1 from done d
on conflict (jenis, id_record) do update set tahapan = 'BERAKHIR', versi = tahapan_kerjasama.versi + 1`;
