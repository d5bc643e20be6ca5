/**
 * The report's summary counted from the lists' rows while they stream into the XLSX: one pass over the
 * period's records and evaluations instead of seven grouped queries over the same rows (~5 s of PostgreSQL
 * on a year of the bench's data, while the lists were read). The grouping is the grouped queries': a record
 * counts once per urusan and per agency (none: its own group), groups in the database's order (C collation:
 * code points), the group without a value last. The dashboard keeps its grouped queries (hitungPerJenis,
 * hitungPerUrusan), and the tests hold both to the same totals.
 */
import { BELUM_DIKLASIFIKASI as BELUM, JENIS_KERJA_SAMA, KATEGORI_MITRA } from '../../rules/klasifikasi.js';
import { REKOMENDASI } from '../../rules/monev.js';
import { PELAPOR } from '../../rules/monev-access.js';
import type { EvaluasiRow, KerjasamaRow, NilaiBulan, RealisasiRow, Tabel } from './laporan-berkala.data.js';

type Kunci = string | number | null;

const urut = (a: Kunci, b: Kunci): number => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/** Records per group, agreements and contracts apart. */
class PerKelompok {
  private readonly n = new Map<Kunci, [number, number]>();

  tambah(kunci: Kunci, pks: boolean): void {
    this.jumlah(kunci)[pks ? 1 : 0]++;
  }

  keadaan(): [Kunci, [number, number]][] {
    return [...this.n];
  }

  gabung(keadaan: [Kunci, [number, number]][]): void {
    for (const [k, [mou, pks]] of keadaan) {
      const c = this.jumlah(k);
      c[0] += mou;
      c[1] += pks;
    }
  }

  private jumlah(kunci: Kunci): [number, number] {
    let c = this.n.get(kunci);
    if (!c) this.n.set(kunci, (c = [0, 0]));
    return c;
  }

  tabel(judul: string, kolomPertama: string, label: (k: Kunci) => string): Tabel {
    return {
      judul,
      kolom: [kolomPertama, 'Kesepakatan', 'Perjanjian', 'Jumlah'],
      baris: [...this.n.keys()].sort(urut).map((k) => {
        const [mou, pks] = this.n.get(k)!;
        return [label(k), mou, pks, mou + pks];
      }),
    };
  }
}

type Jumlah = { n: number; manfaat: number; komitmen: number; pelaksanaan: number };
const KELOMPOK = ['jenis', 'urusan', 'instansi', 'kategori'] as const;
/** What a HitungLaporan counted, as plain data: added to another's (a sheet thread's count to the job's). */
/** Of one side's implementation reports: how many, their percentages and values summed. */
type Realisasi = { n: number; persentase: number; nilai: number };
export type KeadaanHitung = Record<(typeof KELOMPOK)[number], [Kunci, [number, number]][]> & {
  rekomendasi: [string, Jumlah][];
  bulan: [string, Jumlah][];
  realisasi: [string, Realisasi][];
};

/** Ratings summed per group: the averages are rounded to two decimals as PostgreSQL's round(avg(), 2). */
class Nilai {
  n = 0;
  manfaat = 0;
  komitmen = 0;
  pelaksanaan = 0;

  tambah(r: EvaluasiRow): void {
    this.n++;
    this.manfaat += r.nilai_manfaat;
    this.komitmen += r.nilai_komitmen;
    this.pelaksanaan += r.nilai_pelaksanaan;
  }

  gabung(v: Jumlah): void {
    this.n += v.n;
    this.manfaat += v.manfaat;
    this.komitmen += v.komitmen;
    this.pelaksanaan += v.pelaksanaan;
  }

  rata(jumlah: number): number {
    return Math.round((jumlah * 100) / this.n) / 100;
  }
}

const nilaiDari = <K extends string>(map: Map<K, Nilai>, key: K): Nilai => {
  let v = map.get(key);
  if (!v) map.set(key, (v = new Nilai()));
  return v;
};

export class HitungLaporan {
  private readonly jenis = new PerKelompok();
  private readonly urusan = new PerKelompok();
  private readonly instansi = new PerKelompok();
  private readonly kategori = new PerKelompok();
  private readonly rekomendasi = new Map<string, Nilai>();
  private readonly bulan = new Map<string, Nilai>();
  private readonly realisasiPelapor = new Map<string, Realisasi>();

  /** A record of the period. */
  kerjasama(r: KerjasamaRow, pks: boolean): void {
    const urusan = r.urusan.daftar;
    const instansi = r.instansi.daftar;
    this.jenis.tambah(r.jenis, pks);
    this.kategori.tambah(r.kategori_mitra, pks);
    if (urusan.length === 0) this.urusan.tambah(null, pks);
    for (const u of urusan) this.urusan.tambah(u, pks);
    if (instansi.length === 0) this.instansi.tambah(null, pks);
    for (const i of instansi) this.instansi.tambah(i, pks);
  }

  /** An evaluation of the period (its `tanggal` as DD-MM-YYYY in the city's time zone); a replaced version is not counted. */
  evaluasi(r: EvaluasiRow): void {
    if (!r.terakhir) return;
    nilaiDari(this.rekomendasi, r.rekomendasi).tambah(r);
    nilaiDari(this.bulan, `${r.tanggal.slice(6)}-${r.tanggal.slice(3, 5)}`).tambah(r);
  }

  /** An implementation report of the period; a replaced version is not counted. */
  realisasi(r: RealisasiRow): void {
    if (!r.terakhir) return;
    this.tambahRealisasi(r.pelapor, { n: 1, persentase: r.persentase, nilai: r.nilai_realisasi });
  }

  private tambahRealisasi(pelapor: string, v: Realisasi): void {
    const c = this.realisasiPelapor.get(pelapor) ?? { n: 0, persentase: 0, nilai: 0 };
    this.realisasiPelapor.set(pelapor, { n: c.n + v.n, persentase: c.persentase + v.persentase, nilai: c.nilai + v.nilai });
  }

  /** What was counted, as plain data. */
  keadaan(): KeadaanHitung {
    const plain = (m: Map<string, Nilai>): [string, Jumlah][] => [...m].map(([k, v]) => [k, { n: v.n, manfaat: v.manfaat, komitmen: v.komitmen, pelaksanaan: v.pelaksanaan }]);
    const kelompok = Object.fromEntries(KELOMPOK.map((k) => [k, this[k].keadaan()])) as Record<(typeof KELOMPOK)[number], [Kunci, [number, number]][]>;
    return { ...kelompok, rekomendasi: plain(this.rekomendasi), bulan: plain(this.bulan), realisasi: [...this.realisasiPelapor] };
  }

  /** Adds another count's (its `keadaan()`). */
  gabung(keadaan: KeadaanHitung): void {
    for (const k of KELOMPOK) this[k].gabung(keadaan[k]);
    for (const [k, v] of keadaan.rekomendasi) nilaiDari(this.rekomendasi, k).gabung(v);
    for (const [k, v] of keadaan.bulan) nilaiDari(this.bulan, k).gabung(v);
    for (const [k, v] of keadaan.realisasi) this.tambahRealisasi(k, v);
  }

  /** Counts by jenis, urusan, agency and partner category of the records in the period (the stages: tabelTahapan). */
  tabelRingkasan(): Tabel[] {
    return [
      this.jenis.tabel('Menurut Jenis Kerja Sama', 'Jenis', (k) => (k ? `${k} — ${JENIS_KERJA_SAMA[k as keyof typeof JENIS_KERJA_SAMA]}` : BELUM)),
      this.urusan.tabel('Menurut Urusan Pemerintahan', 'Urusan', (k) => (k ? String(k) : BELUM)),
      this.instansi.tabel('Menurut Instansi (SKPD)', 'Instansi', (k) => (k ? String(k) : 'Tanpa instansi')),
      this.kategori.tabel('Menurut Kategori Mitra', 'Kategori Mitra', (k) => (k ? KATEGORI_MITRA[k as keyof typeof KATEGORI_MITRA] : BELUM)),
    ];
  }

  /** Evaluation results by recommendation. */
  tabelEvaluasi(): Tabel {
    return {
      judul: 'Hasil Evaluasi menurut Rekomendasi',
      kolom: ['Rekomendasi', 'Jumlah', 'Rata-rata Manfaat', 'Rata-rata Komitmen Mitra', 'Rata-rata Pelaksanaan'],
      baris: [...this.rekomendasi.keys()].sort(urut).map((k) => {
        const v = this.rekomendasi.get(k)!;
        return [REKOMENDASI[k as keyof typeof REKOMENDASI] ?? k, v.n, v.rata(v.manfaat), v.rata(v.komitmen), v.rata(v.pelaksanaan)];
      }),
    };
  }

  /** The implementation reports by side (the agency's, the partner's): the latest version of each period. */
  tabelRealisasi(): Tabel {
    return {
      judul: 'Realisasi Pelaksanaan menurut Pelapor',
      kolom: ['Pelapor', 'Jumlah Laporan', 'Rata-rata Capaian (%)', 'Nilai Realisasi (Rp)'],
      baris: (Object.keys(PELAPOR) as (keyof typeof PELAPOR)[])
        .filter((k) => this.realisasiPelapor.has(k))
        .map((k) => {
          const v = this.realisasiPelapor.get(k)!;
          return [PELAPOR[k], v.n, Math.round((v.persentase * 100) / v.n) / 100, Math.round(v.nilai * 100) / 100];
        }),
    };
  }

  /** The average ratings of each month of the period with evaluations (the PDF's chart). */
  nilaiPerBulan(): NilaiBulan[] {
    return [...this.bulan.keys()].sort(urut).map((bulan) => {
      const v = this.bulan.get(bulan)!;
      return { bulan, n: v.n, manfaat: v.rata(v.manfaat), komitmen: v.rata(v.komitmen), pelaksanaan: v.rata(v.pelaksanaan) };
    });
  }
}
