/**
 * The agreement (mou) and contract (pks) lists in SQL: one filter language for the staff lists, the public
 * tables, the combos and the reports, and a page read as plain rows when the query asks only for columns.
 *
 * Why rows: a page read through MikroORM (query building, then an entity per row) cost ~0.9 ms of the
 * server's CPU per request on top of the ~1.1 ms that every authenticated GraphQL request costs; the same
 * page as plain rows costs ~0.15 ms (measured on the admin list, 100k agreements).
 */
import { raw } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import { sqlPageWithTotal, type ListReads } from '../../common/find-page.js';
import { likeContains, type Page, type Paging } from '../../common/paging.js';
import { addDaysIso, todayIso } from '../../common/dates.js';
import type { EntityClass, FilterQuery, FindOptions } from '@mikro-orm/core';
import { MOU_STATUS_AKTIF, type LaporanFields } from '../../rules/mou.js';
import { MAX_LAPORAN_ROWS } from '../laporan/laporan.service.js';

/** The lower-cased copies of these columns (`<column>_cari`, kept by PostgreSQL) hold the substring search. */
export type SearchColumn = 'judul' | 'no_kontrak';

const containsSql = (column: SearchColumn) => `${column}_cari like lower(?)`;

/**
 * A MikroORM filter: `column` contains `term`, case-insensitive (see Migration20261121210000_search_columns).
 * Qualified by the query's alias: a query that joins the agreement of a contract has two such columns.
 */
export const containsFilter = (column: SearchColumn, term: string) => ({
  [raw((alias) => `${alias}.${containsSql(column)}`, [likeContains(term)])]: [],
});

/** The conditions of a list, in SQL with `?` placeholders. */
export class Conditions {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  /** `column` contains the trimmed `term`, case-insensitive and literally (`%`, `_`); nothing when it is empty. */
  contains(column: SearchColumn, term?: string | null): this {
    const t = term?.trim();
    return t ? this.add(containsSql(column), likeContains(t)) : this;
  }

  get sql(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** A list's table: its key column (the page's tie-break after tgl_input) and its columns by GraphQL field name. */
export interface ListTable {
  name: 'mou' | 'pks';
  key: 'id_mou' | 'id_pks';
  /** GraphQL field → SQL expression of a plain column (or one computed from the row alone). */
  columns: Readonly<Record<string, string>>;
}

/** The columns that agreements and contracts share, by GraphQL field. */
export const KERJASAMA_COLUMNS = {
  mitra: 'mitra',
  // epoch milliseconds: the GraphQL Date scalar takes a Date, which asItem makes of it
  tglInput: '(extract(epoch from tgl_input) * 1000)::float8',
  judul: 'judul',
  nilai: 'nilai::float8',
  namaTtdMitra: 'nama_ttd_mitra',
  jabatanTtdMitra: 'jabatan_ttd_mitra',
  namaTtd: 'nama_ttd',
  jabatanTtd: 'jabatan_ttd',
  tglMulai: 'tgl_mulai',
  tglBerakhir: 'tgl_berakhir',
  deskripsi: 'deskripsi',
  noKontrak: 'no_kontrak',
  noMitra: 'no_mitra',
  keterangan: 'keterangan',
  idStatus: 'id_status',
} as const;

/**
 * Getter fields that read only a column of the row, and that column. (type-graphql answers a getter field
 * of a plain object by copying it onto the class's prototype; getters that read a relation, such as
 * idMitra, cannot be answered from a row.)
 */
const ROW_GETTERS: Readonly<Record<string, string>> = { statusText: 'idStatus' };

/** The columns to select for the asked fields, or undefined when some field needs more than the row. */
export const rowSelection = (table: ListTable, asked: ReadonlySet<string> | undefined): string | undefined => {
  if (!asked?.size) return undefined;
  const fields = new Set<string>();
  for (const f of asked) {
    const field = f === '__typename' ? null : (ROW_GETTERS[f] ?? f);
    if (field === null) continue;
    if (!table.columns[field]) return undefined;
    fields.add(field);
  }
  if (!fields.size) fields.add(Object.keys(table.columns)[0]!);
  return [...fields].map((f) => `${table.columns[f]} as "${f}"`).join(', ');
};

/** A row as the GraphQL type reads it: the input timestamp a Date. */
const asItem = <T>(row: Record<string, unknown>): T => {
  if (typeof row.tglInput === 'number') row.tglInput = new Date(row.tglInput);
  return row as T;
};

/**
 * A page of `table` under `where` (newest input first, or oldest with order asc) and its total, as findPage
 * counts it (totals remembered per data version; identical page reads in flight at once run once).
 * `select`: the columns to return (rowSelection), or only the keys (as `id`) when the caller loads
 * entities for them.
 */
export const listPage = async <T>(
  ctx: Context,
  table: ListTable,
  where: Conditions,
  { limit, offset, order }: Paging,
  reads: ListReads | undefined,
  select?: string,
): Promise<[T[], number]> => {
  const from = `from ${table.name} ${where.sql}`;
  const dir = order === 'asc' ? 'asc' : 'desc';
  const pageSql = `select ${select ?? `${table.key} as id`} ${from} order by tgl_input ${dir}, ${table.key} ${dir} limit ? offset ?`;
  const params = [...where.params, limit, offset];
  // rows frozen: a page read may answer several requests at once (ListReads.share)
  const read = async () => (await ctx.em.getConnection().execute<Record<string, unknown>[]>(pageSql, params)).map((r) => Object.freeze(asItem<T>(r)));
  return sqlPageWithTotal(
    ctx.em,
    `select ${table.key} ${from}`,
    where.params,
    { limit, offset },
    reads ? async () => (await reads.share(`${pageSql}\n${JSON.stringify(params)}`, read)).slice() : read,
    reads,
  );
};

/** The filters that the agreement and the contract lists share. */
export interface KerjasamaFilter {
  judul?: string | null;
  noKontrak?: string | null;
  status?: number | null;
  /** Aktif and ending within the expiry window (`expiry`: that window's first and last date). */
  akanHabis?: boolean | null;
  /** Only records without a classification (old ones, or added through the legacy adapter). */
  belumDiklasifikasi?: boolean | null;
}

export const kerjasamaConditions = (
  filter: KerjasamaFilter | null | undefined,
  table: Pick<ListTable, 'name' | 'key'>,
  expiry: () => { from: string; to: string },
): Conditions => {
  const where = new Conditions().contains('judul', filter?.judul).contains('no_kontrak', filter?.noKontrak);
  if (filter?.status !== undefined && filter.status !== null) where.add('id_status = ?', filter.status);
  if (filter?.akanHabis) {
    const { from, to } = expiry();
    where.add('id_status = ? and tgl_berakhir between ? and ?', MOU_STATUS_AKTIF, from, to);
  }
  if (filter?.belumDiklasifikasi) where.add(`not exists (select 1 from klasifikasi k where k.${table.key} = ${table.name}.${table.key})`);
  return where;
};

/**
 * A staff list page: plain rows when the asked fields are all columns (the lists' own tables ask for no
 * more), otherwise the page's keys in SQL and `load`'s entities for them, in the page's order.
 */
export const kerjasamaPage = async <E>(
  ctx: Context,
  table: ListTable,
  where: Conditions,
  page: Paging,
  asked: ReadonlySet<string> | undefined,
  reads: ListReads | undefined,
  load: (ids: number[]) => Promise<Map<number, E>>,
): Promise<Page<E>> => {
  const columns = rowSelection(table, asked);
  // Rows answer the same GraphQL fields as the entity (rowSelection allowed only those).
  if (columns) {
    const [items, total] = await listPage<E>(ctx, table, where, page, reads, columns);
    return { items, total };
  }
  const [keys, total] = await listPage<{ id: number }>(ctx, table, where, page, reads);
  const entities = keys.length ? await load(keys.map((k) => k.id)) : new Map<number, E>();
  return { items: keys.flatMap((k) => entities.get(k.id) ?? []), total };
};

/** "Akan Habis": from today to today + the expiry window (calendar dates in the city's time zone). */
export const expiryRange = (windowDays: number, now = new Date()) => {
  const from = todayIso(now);
  return { from, to: addDaysIso(from, windowDays) };
};

/**
 * The rows of an agreement or contract report: starting within the period, narrowed by status and judul,
 * at most MAX_LAPORAN_ROWS of them (the total still counts all).
 */
export const laporanRows = <E extends object>(
  ctx: Context,
  entity: EntityClass<E>,
  f: LaporanFields,
  options: { orderBy: Record<string, 'asc'>; populate?: string[] },
): Promise<[E[], number]> => {
  const where: Record<string, unknown> = { tglMulai: { $gte: f.tanggalDari, $lte: f.tanggalSampai } };
  if (f.status !== null) where.idStatus = f.status;
  if (f.judul) Object.assign(where, containsFilter('judul', f.judul));
  return ctx.em.findAndCount(entity, where as FilterQuery<E>, { ...options, limit: MAX_LAPORAN_ROWS } as FindOptions<E, never>) as Promise<[E[], number]>;
};
