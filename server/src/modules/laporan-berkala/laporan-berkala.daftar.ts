/**
 * The report's lists as PostgreSQL gives them to a sheet thread (laporan-berkala.lembar-worker.ts): each is
 * one query read by `COPY … TO STDOUT` (no parameters: the period as laporan-berkala.data.ts says it), parsed
 * into rows (common/copy-rows.ts) and labelled as the sheets show them.
 */
import { addDays, format, parseISO } from 'date-fns';
import type { CopyRow } from '../../common/copy-rows.js';
import { TIME_ZONE } from '../../common/dates.js';
import { BELUM_DIKLASIFIKASI as BELUM, KATEGORI_MITRA } from '../../rules/klasifikasi.js';
import { REKOMENDASI } from '../../rules/monev.js';
import { PELAPOR, type Pelapor } from '../../rules/monev-access.js';
import { mouStatusText } from '../../rules/mou.js';
import { berjalanDalam, dibuatDalam, type EvaluasiRow, type KerjasamaRow, type Nama, type Periode, type RealisasiRow } from './laporan-berkala.data.js';

const JENIS = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

export const KOLOM_KERJASAMA = ['No. Kontrak', 'Judul', 'Mitra', 'Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Jenis', 'Kategori Mitra', 'Negara', 'Urusan', 'Instansi', 'Nilai'];
export const KOLOM_EVALUASI = ['Tanggal', 'Jenis', 'Judul', 'Periode', 'Versi', 'Versi Terakhir', 'Manfaat', 'Komitmen Mitra', 'Pelaksanaan', 'Rekomendasi', 'Catatan', 'Penilai'];
export const KOLOM_REALISASI = [
  'Tanggal', 'Jenis', 'Judul', 'Periode', 'Versi', 'Versi Terakhir', 'Pelapor', 'Kegiatan', 'Target', 'Capaian', 'Capaian (%)', 'Nilai Realisasi (Rp)',
  'Kendala', 'Tindak Lanjut', 'Disampaikan oleh',
];
/** Columns (of a sheet, after its No) whose values repeat: the workbook's shared strings. */
const berulang = (kolom: string[], nama: string[]) => nama.map((k) => kolom.indexOf(k) + 1);
export const BERULANG_KERJASAMA = berulang(KOLOM_KERJASAMA, ['Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Jenis', 'Kategori Mitra', 'Negara', 'Urusan', 'Instansi']);
export const BERULANG_EVALUASI = berulang(KOLOM_EVALUASI, ['Tanggal', 'Jenis', 'Versi Terakhir', 'Rekomendasi', 'Penilai']);
export const BERULANG_REALISASI = berulang(KOLOM_REALISASI, ['Tanggal', 'Jenis', 'Versi Terakhir', 'Pelapor']);

/** Urusan names by id, agency names by id with their place in the database's order of names (read in the list's snapshot). */
export const SQL_NAMA = { urusan: `select id_urusan::text, nama from urusan`, skpd: `select id_skpd::text, skpd from skpd order by skpd, id_skpd` };

/**
 * The agreements (or contracts) that ran in the period (start ≤ its last day, end ≥ its first day) with
 * their classification and agencies, in key order. Each row carries its urusan ids (an index-only lookup
 * per row) and its agency ids (grouped in key order and merge-joined: 0.3–0.6 s less than a lookup per
 * row), named in the thread (aggregating every record's names and joining them made the agreements' plan
 * 2.6 s, not 0.7 s).
 */
export const sqlKerjasama = (p: Periode, table: 'mou' | 'pks'): string => {
  const key = table === 'mou' ? 'id_mou' : 'id_pks';
  return `select r.no_kontrak, r.judul, r.mitra, to_char(r.tgl_mulai, 'DD-MM-YYYY') as tgl_mulai, to_char(r.tgl_berakhir, 'DD-MM-YYYY') as tgl_berakhir,
            r.id_status, k.jenis, k.kategori_mitra, k.negara, r.nilai::text as nilai,
            (select string_agg(ku.id_urusan::text, ',' order by ku.id_urusan) from klasifikasi_urusan ku where ku.id_klasifikasi = k.id_klasifikasi) as urusan,
            i.instansi
       from ${table} r left join klasifikasi k on k.${key} = r.${key}
       left join (select ${key}, string_agg(id_skpd::text, ',') as instansi from ${table}_skpd group by ${key}) i on i.${key} = r.${key}
      where ${berjalanDalam('r', p)}
      order by r.${key}`;
};

/**
 * The evaluations made in the period (in the city's time zone), by record: agreements, then contracts, each
 * record's by period and version. `terakhir`: no later version of its period was made in the period (a
 * re-evaluation replaces the earlier one: the summary counts only these). Each branch is merge-joined with its records read in key order: looking
 * each title up by key (the contracts' heap is ~500 MB) cost PostgreSQL 5.3 s of CPU for a year of the
 * bench's data, this 3.5 s.
 */
export const sqlEvaluasi = (p: Periode): string => {
  const branch = (table: 'mou' | 'pks') => `(
    select to_char(e.created_at at time zone '${TIME_ZONE}', 'DD-MM-YYYY') as tanggal, '${JENIS[table]}' as jenis, r.judul,
           e.periode, e.versi, e.nilai_manfaat, e.nilai_komitmen, e.nilai_pelaksanaan, e.rekomendasi, e.catatan, e.nama_user,
           e.versi = max(e.versi) over (partition by e.id_${table}, e.periode) as terakhir
      from monev_evaluasi e join ${table} r on r.id_${table} = e.id_${table}
     where ${dibuatDalam(p)}
     order by e.id_${table}, e.periode, e.versi)`;
  return `${branch('mou')} union all ${branch('pks')}`;
};

/** How many rows sqlEvaluasi and sqlRealisasi give (index-only counts: their progress). */
export const sqlJumlahEvaluasi = (p: Periode): string =>
  `select (select count(*) from monev_evaluasi e where ${dibuatDalam(p)}) + (select count(*) from monev_laporan e where ${dibuatDalam(p)})::int as n`;

/**
 * The implementation reports made in the period, by record, period, reporting side and version, as sqlEvaluasi.
 * `terakhir`: no later version of the same side's report of its period was made in the period.
 */
export const sqlRealisasi = (p: Periode): string => {
  const branch = (table: 'mou' | 'pks') => `(
    select to_char(e.created_at at time zone '${TIME_ZONE}', 'DD-MM-YYYY') as tanggal, '${JENIS[table]}' as jenis, r.judul, e.periode, e.versi,
           e.versi = max(e.versi) over (partition by e.id_${table}, e.periode, e.pelapor) as terakhir, e.pelapor, e.kegiatan, e.target, e.capaian,
           e.persentase, e.nilai_realisasi, e.kendala, e.tindak_lanjut, e.nama_user
      from monev_laporan e join ${table} r on r.id_${table} = e.id_${table}
     where ${dibuatDalam(p)}
     order by e.id_${table}, e.periode, e.pelapor, e.versi)`;
  return `${branch('mou')} union all ${branch('pks')}`;
};

/** Names a record's urusan and agency ids, one Nama per combination of ids (a few thousand) shared by the rows that have it. */
export const penamaKerjasama = (urusan: { id_urusan: string; nama: string }[], skpd: { id_skpd: string; skpd: string }[]) => {
  const namaUrusan = new Map(urusan.map((u) => [u.id_urusan, u.nama]));
  const namaInstansi = new Map(skpd.map((s, i) => [s.id_skpd, { nama: s.skpd, urutan: i }]));
  const named = (cache: Map<string | null, Nama>, ids: string | null, daftar: (ids: string[]) => string[]): Nama => {
    let n = cache.get(ids);
    if (!n) {
      const d = ids ? daftar(ids.split(',')) : [];
      cache.set(ids, (n = { daftar: d, teks: d.length ? d.join(', ') : '-' }));
    }
    return n;
  };
  const urusanCache = new Map<string | null, Nama>();
  const instansiCache = new Map<string | null, Nama>();
  const daftarUrusan = (ids: string[]) => ids.map((id) => namaUrusan.get(id)!);
  const daftarInstansi = (ids: string[]) => ids.map((id) => namaInstansi.get(id)!).sort((a, b) => a.urutan - b.urutan).map((i) => i.nama);
  /** A row of sqlKerjasama as COPY gives it. */
  return (f: CopyRow): KerjasamaRow => ({
    no_kontrak: f[0]!,
    judul: f[1]!,
    mitra: f[2]!,
    tgl_mulai: f[3]!,
    tgl_berakhir: f[4]!,
    id_status: Number(f[5]),
    jenis: f[6],
    kategori_mitra: f[7],
    negara: f[8],
    nilai: f[9]!,
    urusan: named(urusanCache, f[10], daftarUrusan),
    instansi: named(instansiCache, f[11], daftarInstansi),
  });
};

/** A row of sqlEvaluasi as COPY gives it. */
export const evaluasiRow = (f: CopyRow): EvaluasiRow => ({
  tanggal: f[0]!,
  jenis: f[1]!,
  judul: f[2]!,
  periode: Number(f[3]),
  versi: Number(f[4]),
  nilai_manfaat: Number(f[5]),
  nilai_komitmen: Number(f[6]),
  nilai_pelaksanaan: Number(f[7]),
  rekomendasi: f[8]!,
  catatan: f[9],
  nama_user: f[10]!,
  terakhir: f[11] === 't',
});

/** A row of sqlRealisasi as COPY gives it. */
export const realisasiRow = (f: CopyRow): RealisasiRow => ({
  tanggal: f[0]!,
  jenis: f[1]!,
  judul: f[2]!,
  periode: Number(f[3]),
  versi: Number(f[4]),
  terakhir: f[5] === 't',
  pelapor: f[6]!,
  kegiatan: f[7]!,
  target: f[8]!,
  capaian: f[9]!,
  persentase: Number(f[10]),
  nilai_realisasi: Number(f[11]),
  kendala: f[12],
  tindak_lanjut: f[13],
  nama_user: f[14]!,
});

/** The columns an evaluation's and a report's rows start with. */
const awalMonev = (r: EvaluasiRow | RealisasiRow, no: number): (string | number)[] => [no, r.tanggal, r.jenis, r.judul, r.periode, r.versi, r.terakhir ? 'Ya' : 'Tidak'];

/** An implementation report's row of the sheet, after its number. */
export const labelRealisasi = (r: RealisasiRow, no: number): (string | number)[] => [
  ...awalMonev(r, no),
  PELAPOR[r.pelapor as Pelapor] ?? r.pelapor,
  r.kegiatan,
  r.target,
  r.capaian,
  r.persentase,
  r.nilai_realisasi,
  r.kendala ?? '',
  r.tindak_lanjut ?? '',
  r.nama_user,
];

/** A record's row of the sheet, after its number. */
export const labelKerjasama = (r: KerjasamaRow, no: number): (string | number)[] => [
  no,
  r.no_kontrak,
  r.judul,
  r.mitra,
  r.tgl_mulai,
  r.tgl_berakhir,
  mouStatusText(r.id_status),
  r.jenis ?? BELUM,
  r.kategori_mitra ? KATEGORI_MITRA[r.kategori_mitra as keyof typeof KATEGORI_MITRA] : '-',
  r.negara ?? '-',
  r.urusan.teks,
  r.instansi.teks,
  Number(r.nilai),
];

export const labelEvaluasi = (r: EvaluasiRow, no: number): (string | number)[] => [
  ...awalMonev(r, no),
  r.nilai_manfaat,
  r.nilai_komitmen,
  r.nilai_pelaksanaan,
  REKOMENDASI[r.rekomendasi as keyof typeof REKOMENDASI] ?? r.rekomendasi,
  r.catatan ?? '',
  r.nama_user,
];

/** The evaluations' and reports' repeating values known before they are read: the period's dates, the kinds, the recommendations, the sides, `penilai`. */
export const nilaiBerulang = ({ dari, sampai }: Periode, penilai: readonly string[]): string[] => {
  const dates: string[] = [];
  for (let d = parseISO(dari), end = parseISO(sampai); d <= end; d = addDays(d, 1)) dates.push(format(d, 'dd-MM-yyyy'));
  return [...dates, ...Object.values(JENIS), 'Ya', 'Tidak', ...Object.values(REKOMENDASI), ...Object.values(PELAPOR), ...penilai];
};
