/**
 * What the periodic report reads from PostgreSQL besides its lists (laporan-berkala.daftar.ts, read in
 * the sheet threads): the movements of the period, and the dashboard's grouped counts by jenis and urusan
 * and ratings by month; and the lists' row types. Records "in the period" ran at some time in it (start ≤
 * its last day, end ≥ its first day).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { TIME_ZONE, todayIso } from '../../common/dates.js';
import { isIsoDate } from '../../rules/dates.js';
import { MOU_STATUS_AKTIF } from '../../rules/mou.js';
import { TAHAPAN, TAHAPAN_TEXT } from '../../rules/tahapan.js';
import { tahapanSekarang } from '../tahapan/tahapan.sql.js';

export interface Periode {
  dari: string;
  sampai: string;
}

export interface Tabel {
  judul: string;
  kolom: string[];
  baris: (string | number)[][];
}

/** The period's days as SQL literals, checked to be dates: the lists' COPY takes no parameters, and every read of the period says it alike. */
const hari = ({ dari, sampai }: Periode) => {
  if (!isIsoDate(dari) || !isIsoDate(sampai)) throw new Error(`periode bukan tanggal: ${dari}..${sampai}`);
  return { dari: `'${dari}'::date`, sampai: `'${sampai}'::date` };
};

/** Record `a` ran at some time in the period: its start ≤ the period's last day, its end ≥ the first day. */
export const berjalanDalam = (a: string, p: Periode): string => {
  const { dari, sampai } = hari(p);
  return `${a}.tgl_mulai <= ${sampai} and ${a}.tgl_berakhir >= ${dari}`;
};

/**
 * Evaluation `e` was made in the period, in the city's time zone: a range of created_at itself, whose
 * statistics estimate the rows (an expression of it was guessed at 0.4% of them, and the lists were joined
 * by nested loops).
 */
export const dibuatDalam = (p: Periode): string => {
  const { dari, sampai } = hari(p);
  return `e.created_at >= (${dari})::timestamp at time zone '${TIME_ZONE}' and e.created_at < (${sampai} + 1)::timestamp at time zone '${TIME_ZONE}'`;
};

/**
 * The records that ran in the period, one row each (id_mou or id_pks set), with their classification (null:
 * not classified) hash-joined in each branch: a lateral lookup per record (287,000 of a year) made each
 * grouped count 1.4–4.9 s.
 */
const rec = (p: Periode) => `rec as (
  select m.id_mou, null::int as id_pks, m.id_status, k.id_klasifikasi, k.jenis, k.kategori_mitra
    from mou m left join klasifikasi k on k.id_mou = m.id_mou where ${berjalanDalam('m', p)}
  union all
  select null::int, p.id_pks, p.id_status, k.id_klasifikasi, k.jenis, k.kategori_mitra
    from pks p left join klasifikasi k on k.id_pks = p.id_pks where ${berjalanDalam('p', p)}
)`;

export type Count = { kelompok: string | number | null; kesepakatan: number; perjanjian: number };

const grouped = async (em: EntityManager, p: Periode, kelompok: string, joins: string): Promise<Count[]> =>
  em.getConnection().execute<Count[]>(
    `with ${rec(p)}
     select ${kelompok} as kelompok,
            count(*) filter (where rec.id_mou is not null)::int as kesepakatan,
            count(*) filter (where rec.id_pks is not null)::int as perjanjian
       from rec ${joins}
      group by 1 order by 1`,
  );

/** Records in the period by jenis kerja sama (null: not classified); the report's table and the dashboard's. */
export const hitungPerJenis = (em: EntityManager, p: Periode): Promise<Count[]> => grouped(em, p, 'rec.jenis', '');

/** Records in the period by urusan name (a record counts once for each of its urusan; null: none). */
export const hitungPerUrusan = (em: EntityManager, p: Periode): Promise<Count[]> =>
  grouped(em, p, 'u.nama', `left join klasifikasi_urusan ku on ku.id_klasifikasi = rec.id_klasifikasi left join urusan u on u.id_urusan = ku.id_urusan`);

/** The records with their stage (the recorded one, or their status's), `r` and `t` in SQL. */
const denganTahapan = (table: 'mou' | 'pks') =>
  `${table} r left join tahapan_kerjasama t on t.jenis = '${table}' and t.id_record = r.id_${table}`;
/** Signed and so in force at some time: drafts and records under discussion are no movement yet. */
const DISEPAKATI = `${tahapanSekarang('r', 't')} in ('PELAKSANAAN', 'BERAKHIR', 'DIPERPANJANG', 'DIHENTIKAN')`;

/**
 * New, ended and renewed in the period (signed records only; ended: by their end date up to today), and the
 * running ones (status Aktif) as the dashboard counts them.
 */
export const tabelPergerakan = async (em: EntityManager, p: Periode): Promise<{ tabel: Tabel; aktif: { mou: number; pks: number } }> => {
  const akhir = p.sampai < todayIso() ? p.sampai : todayIso();
  const [row] = await em.getConnection().execute<Record<string, number>[]>(
    `select
       (select count(*)::int from ${denganTahapan('mou')} where r.tgl_mulai between ?::date and ?::date and ${DISEPAKATI}) as mou_baru,
       (select count(*)::int from ${denganTahapan('pks')} where r.tgl_mulai between ?::date and ?::date and ${DISEPAKATI}) as pks_baru,
       (select count(*)::int from ${denganTahapan('mou')} where r.tgl_berakhir between ?::date and ?::date and ${DISEPAKATI}) as mou_berakhir,
       (select count(*)::int from ${denganTahapan('pks')} where r.tgl_berakhir between ?::date and ?::date and ${DISEPAKATI}) as pks_berakhir,
       (select count(*)::int from ${denganTahapan('mou')} where r.id_mou_lama is not null and r.tgl_mulai between ?::date and ?::date and ${DISEPAKATI}) as mou_diperpanjang,
       (select count(*)::int from mou where id_status = ?) as mou_aktif,
       (select count(*)::int from pks where id_status = ?) as pks_aktif`,
    [p.dari, p.sampai, p.dari, p.sampai, p.dari, akhir, p.dari, akhir, p.dari, p.sampai, MOU_STATUS_AKTIF, MOU_STATUS_AKTIF],
  );
  const r = row!;
  const baris = (label: string, mou: number, pks: number) => [label, mou, pks, mou + pks];
  return {
    tabel: {
      judul: 'Pergerakan dalam Periode',
      kolom: ['Keterangan', 'Kesepakatan', 'Perjanjian', 'Jumlah'],
      baris: [
        baris('Baru (mulai dalam periode)', r.mou_baru!, r.pks_baru!),
        baris('Berakhir dalam periode', r.mou_berakhir!, r.pks_berakhir!),
        baris('Diperpanjang (kesepakatan pembaruan)', r.mou_diperpanjang!, 0),
        baris('Aktif saat ini (sama dengan Beranda)', r.mou_aktif!, r.pks_aktif!),
      ],
    },
    aktif: { mou: r.mou_aktif!, pks: r.pks_aktif! },
  };
};

/** The records of the period by their stage of the lifecycle (issue 17), in the stages' order. */
export const tabelTahapan = async (em: EntityManager, p: Periode): Promise<Tabel> => {
  const rows = await em.getConnection().execute<{ tahapan: keyof typeof TAHAPAN_TEXT; mou: number; pks: number }[]>(
    `with rec as (
       select 'mou' as jenis, ${tahapanSekarang('r', 't')} as tahapan from ${denganTahapan('mou')} where ${berjalanDalam('r', p)}
       union all
       select 'pks', ${tahapanSekarang('r', 't')} from ${denganTahapan('pks')} where ${berjalanDalam('r', p)})
     select tahapan, count(*) filter (where jenis = 'mou')::int as mou, count(*) filter (where jenis = 'pks')::int as pks from rec group by 1`,
  );
  const urut = [...rows].sort((a, b) => TAHAPAN.indexOf(a.tahapan) - TAHAPAN.indexOf(b.tahapan));
  return {
    judul: 'Menurut Tahapan',
    kolom: ['Tahapan', 'Kesepakatan', 'Perjanjian', 'Jumlah'],
    baris: urut.map((r) => [TAHAPAN_TEXT[r.tahapan], r.mou, r.pks, r.mou + r.pks]),
  };
};

export type NilaiBulan = { bulan: string; n: number; manfaat: number; komitmen: number; pelaksanaan: number };

/**
 * The average ratings of the evaluations made in each month of the period (the PDF's chart and the dashboard's):
 * of a record's period only its last version made in the period, in the month it was made.
 */
export const nilaiPerBulan = (em: EntityManager, p: Periode): Promise<NilaiBulan[]> =>
  em.getConnection().execute<NilaiBulan[]>(
    `select to_char(e.created_at at time zone '${TIME_ZONE}', 'YYYY-MM') as bulan, count(*)::int as n, round(avg(nilai_manfaat), 2)::float as manfaat,
            round(avg(nilai_komitmen), 2)::float as komitmen, round(avg(nilai_pelaksanaan), 2)::float as pelaksanaan
       from (select e.*, e.versi = max(e.versi) over (partition by e.id_mou, e.id_pks, e.periode) as terakhir
               from monev_evaluasi e where ${dibuatDalam(p)}) e
      where e.terakhir group by 1 order by 1`,
  );

/** A record of the list: its urusan names in their legal order, its agencies' names in alphabetical order. */
export type KerjasamaRow = { no_kontrak: string; judul: string; mitra: string; tgl_mulai: string; tgl_berakhir: string; id_status: number; jenis: string | null; kategori_mitra: string | null; negara: string | null; urusan: Nama; instansi: Nama; nilai: string };
/** Names of a record's urusan or agencies: each, and as the list shows them ("-": none). */
export type Nama = { daftar: readonly string[]; teks: string };

/** An implementation report of the list (laporan-berkala.daftar.ts): the agency's or the partner's. */
export type RealisasiRow = {
  tanggal: string; jenis: string; judul: string; periode: number; versi: number; terakhir: boolean; pelapor: string; kegiatan: string; target: string;
  capaian: string; persentase: number; nilai_realisasi: number; kendala: string | null; tindak_lanjut: string | null; nama_user: string;
};

/** An evaluation of the list (laporan-berkala.daftar.ts). */
export type EvaluasiRow = { tanggal: string; jenis: string; judul: string; periode: number; versi: number; nilai_manfaat: number; nilai_komitmen: number; nilai_pelaksanaan: number; rekomendasi: string; catatan: string | null; nama_user: string; terakhir: boolean };
