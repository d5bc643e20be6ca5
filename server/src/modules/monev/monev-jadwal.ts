/**
 * The evaluation schedule in SQL, over every running agreement and contract at once (the due lists and the
 * dashboard card). It makes the periods of rules/monev.ts `jadwalEvaluasi` (the same month arithmetic:
 * PostgreSQL's date + interval), so a record's own schedule and the lists agree.
 */
import type { Context } from '../../common/context.js';
import { addDaysIso, TIME_ZONE } from '../../common/dates.js';
import { MONEV_JATUH_TEMPO_HARI } from '../../rules/monev.js';
import { MOU_STATUS_AKTIF, MOU_STATUS_TIDAK_AKTIF } from '../../rules/mou.js';

/** Whose records: every one (admins), or those linked to one agency (level 2). */
export interface MonevScope {
  idSkpd: number | null;
}

/**
 * The CTE `per` (jenis, id, judul, periode, mulai, jatuh_tempo) of the records in scope, and its parameters:
 * the running ones (Aktif), and those that ended (Tidak Aktif past their end date) within the last interval,
 * whose last period falls due on the end date, the day before the expiry run marks them.
 */
const periodeCte = (intervalBulan: number, scope: MonevScope, today: string): [string, unknown[]] => {
  const linked = (table: string, key: string, alias: string) =>
    scope.idSkpd === null ? '' : `and exists (select 1 from ${table} s where s.${key} = ${alias}.${key} and s.id_skpd = ?)`;
  const months = `(extract(year from age(r.tgl_berakhir, r.tgl_mulai)) * 12 + extract(month from age(r.tgl_berakhir, r.tgl_mulai)))::int`;
  const records = (table: 'mou' | 'pks', jenis: string) => {
    const columns = `select ${jenis} as jenis, x.id_${table} as id, x.judul, x.tgl_mulai, x.tgl_berakhir from ${table} x cross join cfg`;
    const link = linked(`${table}_skpd`, `id_${table}`, 'x');
    return `${columns} where x.id_status = ${MOU_STATUS_AKTIF} ${link}
      union all
      ${columns} where x.id_status = ${MOU_STATUS_TIDAK_AKTIF} and x.tgl_berakhir < cfg.hari_ini
        and x.tgl_berakhir >= (cfg.hari_ini - make_interval(months => cfg.n))::date ${link}`;
  };
  const sql = `with cfg as (select ?::int as n, ?::date as hari_ini),
    rec as (
      ${records('mou', `'mou'::text`)}
      union all
      ${records('pks', `'pks'::text`)}
    ),
    per as (
      select r.jenis, r.id, r.judul, k as periode,
        (r.tgl_mulai + make_interval(months => (k - 1) * cfg.n))::date as mulai,
        least((r.tgl_mulai + make_interval(months => k * cfg.n))::date, r.tgl_berakhir) as jatuh_tempo
      from rec r cross join cfg
      cross join lateral generate_series(1, ${months} / cfg.n + 1) k
      where k = 1 or (r.tgl_mulai + make_interval(months => (k - 1) * cfg.n))::date < r.tgl_berakhir
    )`;
  const params: unknown[] = [intervalBulan, today];
  if (scope.idSkpd !== null) params.push(scope.idSkpd, scope.idSkpd, scope.idSkpd, scope.idSkpd);
  return [sql, params];
};

/** The first time something was filed for the period (an evaluation, or the agency's report). */
const firstFiled = (table: 'monev_evaluasi' | 'monev_laporan', extra = '') =>
  `coalesce(
     (select min(x.created_at) from ${table} x where per.jenis = 'mou' and x.id_mou = per.id and x.periode = per.periode ${extra}),
     (select min(x.created_at) from ${table} x where per.jenis = 'pks' and x.id_pks = per.id and x.periode = per.periode ${extra}))`;

/** What is due of whom: the admins' evaluation, or a level 2 account's agency report. */
const filedBy = (scope: MonevScope) => (scope.idSkpd === null ? firstFiled('monev_evaluasi') : firstFiled('monev_laporan', `and x.pelapor = 'skpd'`));

export interface TugasRow {
  jenis: string;
  id: number;
  judul: string;
  periode: number;
  mulai: string;
  jatuh_tempo: string;
}

/** A listed period's status on `today`: late once its due date has passed, due before. */
export const statusMonev = (jatuhTempo: string, today: string): 'jatuh_tempo' | 'terlambat' => (jatuhTempo < today ? 'terlambat' : 'jatuh_tempo');

/**
 * Periods that have started, are due within MONEV_JATUH_TEMPO_HARI days or already late, and have nothing
 * filed yet: an evaluation for admins, the agency's report for level 2. Oldest due first, at most `limit`.
 * With `sejak` (the reminders, monev-pengingat.ts), only the periods whose status (statusMonev) began on or
 * after that day: due since max(start, due date − MONEV_JATUH_TEMPO_HARI), late since the day after the due date.
 */
export const tugasMonev = async (
  ctx: Pick<Context, 'em'>,
  intervalBulan: number,
  scope: MonevScope,
  today: string,
  limit = 200,
  sejak?: string,
): Promise<TugasRow[]> => {
  const [cte, params] = periodeCte(intervalBulan, scope, today);
  const filed = filedBy(scope);
  const baru =
    sejak === undefined
      ? ''
      : `and case when per.jatuh_tempo < ?::date then per.jatuh_tempo + 1 >= ?::date
                  else greatest(per.mulai, per.jatuh_tempo - ${MONEV_JATUH_TEMPO_HARI}) >= ?::date end`;
  return ctx.em.getConnection().execute<TugasRow[]>(
    `${cte}
     select per.jenis, per.id, per.judul, per.periode, to_char(per.mulai, 'YYYY-MM-DD') as mulai, to_char(per.jatuh_tempo, 'YYYY-MM-DD') as jatuh_tempo
       from per
      where per.mulai <= ?::date and per.jatuh_tempo <= ?::date and ${filed} is null ${baru}
      order by per.jatuh_tempo, per.jenis, per.id, per.periode
      limit ?`,
    [...params, today, addDaysIso(today, MONEV_JATUH_TEMPO_HARI), ...(sejak === undefined ? [] : [today, sejak, sejak]), limit],
  );
};

/**
 * The due dates of the private calendar (modules/kalender): the periods of Tugas Saya's schedule and scope
 * (the admins' evaluations, a level 2 account's agency reports) that have nothing filed yet and fall due from
 * `dari` to `sampai`, started or not; nearest to today first, at most `limit`.
 */
export const jatuhTempoMonev = async (
  ctx: Pick<Context, 'em'>,
  intervalBulan: number,
  scope: MonevScope,
  today: string,
  dari: string,
  sampai: string,
  limit: number,
): Promise<TugasRow[]> => {
  const [cte, params] = periodeCte(intervalBulan, scope, today);
  return ctx.em.getConnection().execute<TugasRow[]>(
    `${cte}
     select per.jenis, per.id, per.judul, per.periode, to_char(per.mulai, 'YYYY-MM-DD') as mulai, to_char(per.jatuh_tempo, 'YYYY-MM-DD') as jatuh_tempo
       from per
      where per.jatuh_tempo >= ?::date and per.jatuh_tempo <= ?::date and ${filedBy(scope)} is null
      order by abs(per.jatuh_tempo - ?::date), per.jatuh_tempo, per.jenis, per.id, per.periode
      limit ?`,
    [...params, dari, sampai, today, limit],
  );
};

export interface RingkasanRow {
  jatuh_tempo: number;
  terlambat: number;
  wajib: number;
  tepat_waktu: number;
}

/**
 * The dashboard card's counts: due soon, late, due so far and filed on time, of what Tugas Saya lists (the
 * admins' evaluations, a level 2 account's agency reports).
 */
export const ringkasanMonev = async (ctx: Context, intervalBulan: number, scope: MonevScope, today: string): Promise<RingkasanRow> => {
  const [cte, params] = periodeCte(intervalBulan, scope, today);
  const [row] = await ctx.em.getConnection().execute<RingkasanRow[]>(
    `${cte},
     st as (select per.jatuh_tempo, (${filedBy(scope)} at time zone '${TIME_ZONE}')::date as dinilai from per where per.mulai <= ?::date)
     select
       count(*) filter (where dinilai is null and jatuh_tempo >= ?::date and jatuh_tempo <= ?::date)::int as jatuh_tempo,
       count(*) filter (where dinilai is null and jatuh_tempo < ?::date)::int as terlambat,
       count(*) filter (where jatuh_tempo < ?::date)::int as wajib,
       count(*) filter (where jatuh_tempo < ?::date and dinilai <= jatuh_tempo)::int as tepat_waktu
     from st`,
    [...params, today, today, addDaysIso(today, MONEV_JATUH_TEMPO_HARI), today, today, today],
  );
  return row!;
};
