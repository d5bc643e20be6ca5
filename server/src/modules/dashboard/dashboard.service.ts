import type { Context } from '../../app/context.js';
import { bulanIndonesia, monthAfter } from '../../common/dates.js';
import { MOU_STATUS_AKTIF } from '../../rules/mou.js';
import { expiryRange } from '../mou/mou.service.js';
import type { BerakhirPerBulan, Dashboard, DashboardItem } from './dashboard.types.js';

/** How many soon-to-expire rows each dashboard table shows (the counts cover all of them). */
export const DASHBOARD_LIST_SIZE = 10;
const MONTHS = 12;

type Table = 'mou' | 'pks';

export class DashboardService {
  constructor(private readonly expiryWindowDays: number) {}

  async get(ctx: Context, now = new Date()): Promise<Dashboard> {
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

    const [[mouCounts], [pksCounts], dataMou, dataPks, mouMonths, pksMonths] = await Promise.all([
      counts('mou'),
      counts('pks'),
      expiring('mou'),
      expiring('pks'),
      perMonth('mou'),
      perMonth('pks'),
    ]);
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
    };
  }
}
