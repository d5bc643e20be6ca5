/**
 * What the periodic report reads from PostgreSQL: the lists of agreements, contracts and evaluations, each
 * one query read through a cursor 1,000 rows at a time, so the whole set is never in memory (the summary is
 * counted from them: laporan-berkala.hitung.ts), the movements of the period, and the dashboard's grouped
 * counts by jenis and urusan. Records "in the period" ran at some time in it (start ≤ its last day, end ≥
 * its first day).
 */
import { Readable } from 'node:stream';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TIME_ZONE } from '../../common/dates.js';
import { KATEGORI_MITRA } from '../../rules/klasifikasi.js';
import { MOU_STATUS_AKTIF, mouStatusText } from '../../rules/mou.js';

export interface Periode {
  dari: string;
  sampai: string;
}

export interface Tabel {
  judul: string;
  kolom: string[];
  baris: (string | number)[][];
}

/** Rows per fetch: small batches die young (5,000 grew the heap by ~150 MB over a yearly report). */
const BATCH = 1000;
const BELUM = 'Belum diklasifikasi';

/**
 * The records that ran in the period, one row each (id_mou or id_pks set), with their classification (null:
 * not classified) hash-joined in each branch: a lateral lookup per record (287,000 of a year) made each
 * grouped count 1.4–4.9 s.
 */
const REC = `rec as (
  select m.id_mou, null::int as id_pks, m.id_status, k.id_klasifikasi, k.jenis, k.kategori_mitra
    from mou m left join klasifikasi k on k.id_mou = m.id_mou where m.tgl_mulai <= ?::date and m.tgl_berakhir >= ?::date
  union all
  select null::int, p.id_pks, p.id_status, k.id_klasifikasi, k.jenis, k.kategori_mitra
    from pks p left join klasifikasi k on k.id_pks = p.id_pks where p.tgl_mulai <= ?::date and p.tgl_berakhir >= ?::date
)`;
const recParams = (p: Periode) => [p.sampai, p.dari, p.sampai, p.dari];

export type Count = { kelompok: string | number | null; kesepakatan: number; perjanjian: number };

const grouped = async (em: EntityManager, p: Periode, kelompok: string, joins: string): Promise<Count[]> =>
  em.getConnection().execute<Count[]>(
    `with ${REC}
     select ${kelompok} as kelompok,
            count(*) filter (where rec.id_mou is not null)::int as kesepakatan,
            count(*) filter (where rec.id_pks is not null)::int as perjanjian
       from rec ${joins}
      group by 1 order by 1`,
    recParams(p),
  );

/** Records in the period by jenis kerja sama (null: not classified); the report's table and the dashboard's. */
export const hitungPerJenis = (em: EntityManager, p: Periode): Promise<Count[]> => grouped(em, p, 'rec.jenis', '');

/** Records in the period by urusan name (a record counts once for each of its urusan; null: none). */
export const hitungPerUrusan = (em: EntityManager, p: Periode): Promise<Count[]> =>
  grouped(em, p, 'u.nama', `left join klasifikasi_urusan ku on ku.id_klasifikasi = rec.id_klasifikasi left join urusan u on u.id_urusan = ku.id_urusan`);

/** New, ended and renewed in the period, and the running ones (status Aktif) as the dashboard counts them. */
export const tabelPergerakan = async (em: EntityManager, p: Periode): Promise<{ tabel: Tabel; aktif: { mou: number; pks: number } }> => {
  const [row] = await em.getConnection().execute<Record<string, number>[]>(
    `select
       (select count(*)::int from mou where tgl_mulai between ?::date and ?::date) as mou_baru,
       (select count(*)::int from pks where tgl_mulai between ?::date and ?::date) as pks_baru,
       (select count(*)::int from mou where tgl_berakhir between ?::date and ?::date) as mou_berakhir,
       (select count(*)::int from pks where tgl_berakhir between ?::date and ?::date) as pks_berakhir,
       (select count(*)::int from mou where id_mou_lama is not null and tgl_mulai between ?::date and ?::date) as mou_diperpanjang,
       (select count(*)::int from mou where id_status = ?) as mou_aktif,
       (select count(*)::int from pks where id_status = ?) as pks_aktif`,
    [p.dari, p.sampai, p.dari, p.sampai, p.dari, p.sampai, p.dari, p.sampai, p.dari, p.sampai, MOU_STATUS_AKTIF, MOU_STATUS_AKTIF],
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

/**
 * Made (in the city's time zone) from the first day to the last day of the period, as a range of
 * created_at itself: its statistics estimate the rows (an expression of it was guessed at 0.4% of them,
 * and the lists were joined by nested loops).
 */
const EVAL_IN_PERIOD = `e.created_at >= (?::date)::timestamp at time zone '${TIME_ZONE}' and e.created_at < (?::date + 1)::timestamp at time zone '${TIME_ZONE}'`;

export type NilaiBulan = { bulan: string; n: number; manfaat: number; komitmen: number; pelaksanaan: number };

/** The average ratings of the evaluations made in each month of the period (the PDF's chart and the dashboard's). */
export const nilaiPerBulan = (em: EntityManager, p: Periode): Promise<NilaiBulan[]> =>
  em.getConnection().execute<NilaiBulan[]>(
    `select to_char(e.created_at at time zone '${TIME_ZONE}', 'YYYY-MM') as bulan, count(*)::int as n, round(avg(nilai_manfaat), 2)::float as manfaat,
            round(avg(nilai_komitmen), 2)::float as komitmen, round(avg(nilai_pelaksanaan), 2)::float as pelaksanaan
       from monev_evaluasi e where ${EVAL_IN_PERIOD} group by 1 order by 1`,
    [p.dari, p.sampai],
  );

/**
 * Rows of a query, read from a cursor in a read-only transaction of their own, BATCH rows at a time; the
 * next batch is fetched while the caller works on the current one (readAhead reads further). The cursor
 * is planned for all its rows (cursor_tuple_fraction 1: hash joins over the whole set, not the nested loops
 * of a first-rows plan). `first` runs its queries in the same snapshot before the cursor opens (repeatable
 * read). Stopping early rolls the transaction back.
 */
async function* cursorRows<R>(em: EntityManager, sql: string, params: unknown[], first?: (query: Query) => Promise<void>): AsyncGenerator<R[]> {
  const conn = em.fork().getConnection();
  const tx = await conn.begin({ readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ });
  const fetch = () => conn.execute<R[]>(`fetch ${BATCH} from laporan_baris`, [], 'all', tx);
  let next: Promise<R[]> | null = null;
  let done = false;
  try {
    await conn.execute(`set local cursor_tuple_fraction = 1`, [], 'run', tx);
    await first?.((q) => conn.execute(q, [], 'all', tx));
    await conn.execute(`declare laporan_baris no scroll cursor for ${sql}`, params, 'run', tx);
    next = fetch();
    for (;;) {
      const rows = await next;
      next = null;
      if (rows.length === 0) break;
      next = fetch();
      yield rows;
    }
    done = true;
  } finally {
    await next?.catch(() => {});
    await (done ? conn.commit(tx) : conn.rollback(tx));
  }
}

/**
 * `source` started now and read up to `batches` ahead of its reader (a stream's buffer): the report's lists
 * are all opened at once, planned and read while the summary is counted and while the writer works on
 * another list. Destroying the stream (or leaving its loop early) stops the source, whose transaction rolls back.
 */
export const readAhead = <T>(source: AsyncGenerator<T>, batches: number): Readable => {
  const stream = Readable.from(source, { objectMode: true, highWaterMark: batches });
  stream.on('error', () => {}); // thrown to its reader (the stream keeps it); no reader yet must not crash the process
  stream.read(0);
  return stream;
};

export const KOLOM_KERJASAMA = ['No. Kontrak', 'Judul', 'Mitra', 'Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Jenis', 'Kategori Mitra', 'Negara', 'Urusan', 'Instansi', 'Nilai'];
/** A record of the list: its urusan names in their legal order, its agencies' names in alphabetical order. */
export type KerjasamaRow = { no_kontrak: string; judul: string; mitra: string; tgl_mulai: string; tgl_berakhir: string; id_status: number; jenis: string | null; kategori_mitra: string | null; negara: string | null; urusan: Nama; instansi: Nama; nilai: string };
/** Names of a record's urusan or agencies: each, and as the list shows them ("-": none). */
export type Nama = { daftar: readonly string[]; teks: string };
type KerjasamaDb = Omit<KerjasamaRow, 'urusan' | 'instansi'> & { urusan: string | null; instansi: string | null };

type Query = <T>(sql: string) => Promise<T[]>;

/** Urusan names by id, agency names by id with their place in the database's order of names. */
const bacaNama = async (query: Query) => {
  const urusan = await query<{ id_urusan: number; nama: string }>(`select id_urusan, nama from urusan`);
  const skpd = await query<{ id_skpd: number; skpd: string }>(`select id_skpd, skpd from skpd order by skpd, id_skpd`);
  return {
    urusan: new Map(urusan.map((u) => [String(u.id_urusan), u.nama])),
    instansi: new Map(skpd.map((s, i) => [String(s.id_skpd), { nama: s.skpd, urutan: i }])),
  };
};

/**
 * The agreements (or contracts) of the period with their classification and agencies, in key order. Each
 * row carries its urusan ids (an index-only lookup per row) and its agency ids (grouped in key order and
 * merge-joined: 0.3–0.6 s less than a lookup per row), named here from the names read in the cursor's
 * snapshot (aggregating every record's names and joining them made the agreements' plan 2.6 s, not 0.7 s).
 */
export async function* rowsKerjasama(em: EntityManager, p: Periode, table: 'mou' | 'pks'): AsyncGenerator<KerjasamaRow[]> {
  const key = table === 'mou' ? 'id_mou' : 'id_pks';
  let nama!: Awaited<ReturnType<typeof bacaNama>>;
  const rows = cursorRows<KerjasamaDb>(
    em,
    `select r.no_kontrak, r.judul, r.mitra, to_char(r.tgl_mulai, 'DD-MM-YYYY') as tgl_mulai, to_char(r.tgl_berakhir, 'DD-MM-YYYY') as tgl_berakhir,
            r.id_status, k.jenis, k.kategori_mitra, k.negara, r.nilai::text as nilai,
            (select string_agg(ku.id_urusan::text, ',' order by ku.id_urusan) from klasifikasi_urusan ku where ku.id_klasifikasi = k.id_klasifikasi) as urusan,
            i.instansi
       from ${table} r left join klasifikasi k on k.${key} = r.${key}
       left join (select ${key}, string_agg(id_skpd::text, ',') as instansi from ${table}_skpd group by ${key}) i on i.${key} = r.${key}
      where r.tgl_mulai <= ?::date and r.tgl_berakhir >= ?::date
      order by r.${key}`,
    [p.sampai, p.dari],
    async (query) => {
      nama = await bacaNama(query);
    },
  );
  // One Nama per combination of ids (a few thousand), shared by the rows that have it.
  const named = (cache: Map<string | null, Nama>, ids: string | null, daftar: (ids: string[]) => string[]): Nama => {
    let n = cache.get(ids);
    if (!n) {
      const d = ids ? daftar(ids.split(',')) : [];
      cache.set(ids, (n = { daftar: d, teks: d.length ? d.join(', ') : '-' }));
    }
    return n;
  };
  const urusan = new Map<string | null, Nama>();
  const instansi = new Map<string | null, Nama>();
  const namaUrusan = (ids: string[]) => ids.map((id) => nama.urusan.get(id)!);
  const namaInstansi = (ids: string[]) => ids.map((id) => nama.instansi.get(id)!).sort((a, b) => a.urutan - b.urutan).map((i) => i.nama);
  for await (const batch of rows) {
    yield batch.map((r) => ({ ...r, urusan: named(urusan, r.urusan, namaUrusan), instansi: named(instansi, r.instansi, namaInstansi) }));
  }
}

/** An evaluation of the list (laporan-berkala.evaluasi.ts). */
export type EvaluasiRow = { tanggal: string; jenis: string; judul: string; periode: number; versi: number; nilai_manfaat: number; nilai_komitmen: number; nilai_pelaksanaan: number; rekomendasi: string; catatan: string | null; nama_user: string };

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
