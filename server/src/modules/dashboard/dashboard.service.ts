import type { Context } from '../../common/context.js';
import { bulanIndonesia, monthAfter, todayIso } from '../../common/dates.js';
import { BELUM_DIKLASIFIKASI, JENIS_KERJA_SAMA } from '../../rules/klasifikasi.js';
import { MOU_STATUS_AKTIF } from '../../rules/mou.js';
import { expiryRange } from '../kerjasama/kerjasama-list.js';
import { hitungPerJenis, hitungPerUrusan, nilaiPerBulan, type Count } from '../laporan-berkala/laporan-berkala.data.js';
import type { BerakhirPerBulan, Dashboard, DashboardItem, DashboardKelompok, NilaiEvaluasiBulan } from './dashboard.types.js';

/** How many soon-to-expire rows each dashboard table shows (the counts cover all of them). */
export const DASHBOARD_LIST_SIZE = 10;
const MONTHS = 12;

const kelompok = (rows: Count[], label: (kode: string) => string): DashboardKelompok[] =>
  rows.map((r) => {
    const kode = r.kelompok === null ? null : String(r.kelompok);
    return { kode, label: kode === null ? BELUM_DIKLASIFIKASI : label(kode), kesepakatan: r.kesepakatan, perjanjian: r.perjanjian };
  });

const avg3 = (a: number, b: number, c: number) => Math.round(((a + b + c) / 3) * 100) / 100;

type Table = 'mou' | 'pks';

/** A computed dashboard is reused at most this long, even when no change was announced. */
const CACHE_MS = 60_000;

export class DashboardService {
  /** The last dashboard, for the data version and day it was computed for. */
  private last?: { key: string; at: number; value: Promise<Dashboard> };

  /**
   * `dataVersion`: the version of the agreement and contract data, raised on every instance after each
   * committed change (app/public-cache.ts). Every staff account sees the same dashboard, so one is computed
   * per version and day and shared (its counts scan the agreement and contract tables); without it, every
   * call computes.
   */
  constructor(
    private readonly expiryWindowDays: number,
    private readonly dataVersion?: () => number,
  ) {}

  async get(ctx: Context, now = new Date()): Promise<Dashboard> {
    if (!this.dataVersion) return this.compute(ctx, now);
    // The key is taken before the queries run: a change committed meanwhile raises the version, so a
    // dashboard that may predate it is never reused under the new version. Evaluations (the ratings chart)
    // do not change the agreement data: the newest evaluation's id (a primary-key lookup) joins the key.
    const [evaluasi] = await ctx.em.getConnection().execute<{ id: number | null }[]>('select max(id_evaluasi) as id from monev_evaluasi');
    const key = `${this.dataVersion()}:${todayIso(now)}:${evaluasi?.id ?? 0}`;
    const last = this.last;
    if (last && last.key === key && Date.now() - last.at < CACHE_MS) return last.value;
    const value = this.compute(ctx, now);
    const entry = { key, at: Date.now(), value };
    this.last = entry;
    value.catch(() => {
      if (this.last === entry) this.last = undefined;
    });
    return value;
  }

  private async compute(ctx: Context, now: Date): Promise<Dashboard> {
    const { from, to } = expiryRange(this.expiryWindowDays, now);
    const firstMonth = monthAfter(from, 0);
    const months = Array.from({ length: MONTHS }, (_, i) => monthAfter(from, i));
    const conn = ctx.em.getConnection();

    const counts = (table: Table) =>
      conn.execute<{ aktif: number; akan_habis: number }[]>(
        `select count(*)::int as aktif,
                count(*) filter (where tgl_berakhir between ? and ?)::int as akan_habis
           from ${table} where id_status = ?`,
        [from, to, MOU_STATUS_AKTIF],
      );
    const expiring = async (table: Table): Promise<DashboardItem[]> => {
      const rows = await conn.execute<{ id: number; judul: string; no_kontrak: string; tgl_akhir: string }[]>(
        `select id_${table} as id, judul, no_kontrak, tgl_berakhir::text as tgl_akhir
           from ${table}
          where id_status = ? and tgl_berakhir between ? and ?
          order by tgl_berakhir asc, id_${table} asc
          limit ?`,
        [MOU_STATUS_AKTIF, from, to, DASHBOARD_LIST_SIZE],
      );
      return rows.map((r, i) => ({ no: i + 1, id: r.id, judul: r.judul, noKontrak: r.no_kontrak, tglAkhir: r.tgl_akhir }));
    };
    const perMonth = async (table: Table): Promise<Map<string, number>> => {
      const rows = await conn.execute<{ bulan: string; n: number }[]>(
        `select to_char(tgl_berakhir, 'YYYY-MM') as bulan, count(*)::int as n
           from ${table}
          where id_status = ? and tgl_berakhir >= ?::date and tgl_berakhir < ?::date
          group by 1`,
        [MOU_STATUS_AKTIF, `${firstMonth}-01`, `${monthAfter(from, MONTHS)}-01`],
      );
      return new Map(rows.map((r) => [r.bulan, r.n]));
    };

    // The classification counts are those of the yearly report for this year (the same queries); the ratings
    // cover this month and the 11 before it.
    const today = todayIso(now);
    const tahun = Number(today.slice(0, 4));
    const year = { dari: `${tahun}-01-01`, sampai: `${tahun}-12-31` };
    const ratingMonths = Array.from({ length: MONTHS }, (_, i) => monthAfter(today, i - MONTHS + 1));
    const [[mouCounts], [pksCounts], dataMou, dataPks, mouMonths, pksMonths, jenis, urusan, nilai] = await Promise.all([
      counts('mou'),
      counts('pks'),
      expiring('mou'),
      expiring('pks'),
      perMonth('mou'),
      perMonth('pks'),
      hitungPerJenis(ctx.em, year),
      hitungPerUrusan(ctx.em, year),
      nilaiPerBulan(ctx.em, { dari: `${ratingMonths[0]}-01`, sampai: today }),
    ]);
    const nilaiByMonth = new Map(nilai.map((n) => [n.bulan, n]));
    const nilaiEvaluasi: NilaiEvaluasiBulan[] = ratingMonths.map((bulan) => {
      const n = nilaiByMonth.get(bulan);
      return {
        bulan,
        label: bulanIndonesia(bulan),
        jumlah: n?.n ?? 0,
        manfaat: n?.manfaat ?? null,
        komitmen: n?.komitmen ?? null,
        pelaksanaan: n?.pelaksanaan ?? null,
        rataRata: n ? avg3(n.manfaat, n.komitmen, n.pelaksanaan) : null,
      };
    });
    const berakhirPerBulan: BerakhirPerBulan[] = months.map((bulan) => ({
      bulan,
      label: bulanIndonesia(bulan),
      mou: mouMonths.get(bulan) ?? 0,
      pks: pksMonths.get(bulan) ?? 0,
    }));
    return {
      totalMou: mouCounts!.aktif,
      totalMouExpired: mouCounts!.akan_habis,
      totalPks: pksCounts!.aktif,
      totalPksExpired: pksCounts!.akan_habis,
      jendelaHari: this.expiryWindowDays,
      dataMou,
      dataPks,
      berakhirPerBulan,
      tahun,
      perJenis: kelompok(jenis, (k) => `${k} — ${JENIS_KERJA_SAMA[k as keyof typeof JENIS_KERJA_SAMA] ?? k}`),
      perUrusan: kelompok(urusan, (k) => k),
      nilaiEvaluasi,
    };
  }
}
