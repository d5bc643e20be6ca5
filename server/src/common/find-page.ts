import { RawQueryFragment, type EntityManager, type EntityName, type FilterQuery, type FindOptions, type Loaded } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';

/**
 * What the agreement and contract lists read, kept or shared per data version (PublicDataVersion: raised
 * after every committed write of agreements, contracts or public content, on every instance through
 * PostgreSQL). The version is read before the work starts, so work that raced a change is keyed with the
 * old version and never serves a request that came after it. Only lists whose every write raises that
 * version may use it.
 * - A list's size is remembered: the next page, a refetch after a live update elsewhere, a second member
 *   of staff does not count again until its data changes.
 * - Identical page reads in flight at the same moment run once: a change reaches every open list at once
 *   and each refetches the same page; one query answers them all. Nothing is kept once it has answered.
 */
export class ListReads {
  private readonly sizes = new LRUCache<string, ListSize>({ max: 10_000 });
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly version: () => number) {}

  async remember(key: string, measure: () => Promise<ListSize>): Promise<ListSize> {
    const versioned = `${this.version()}\n${key}`;
    const hit = this.sizes.get(versioned);
    if (hit !== undefined) return hit;
    const size = await measure();
    this.sizes.set(versioned, size);
    return size;
  }

  /** `read`'s answer, shared with every caller of the same key until it arrives; treat it as read-only. */
  share<T>(key: string, read: () => Promise<T>): Promise<T> {
    const versioned = `${this.version()}\n${key}`;
    const running = this.inFlight.get(versioned);
    if (running) return running as Promise<T>;
    const reading = read().finally(() => this.inFlight.delete(versioned));
    this.inFlight.set(versioned, reading);
    return reading;
  }
}

/** Up to this many matching rows a list's `total` is an exact count; above it, PostgreSQL's estimate. */
export const EXACT_TOTAL_UP_TO = 1000;

/**
 * A page of a list and its `total`, without counting every row of a large list. The matching rows are
 * counted up to EXACT_TOTAL_UP_TO (`count(*)` over the query limited to one row more, in parallel with the
 * page), so every filter that matches at most that many rows has its exact total. Above the cap the total
 * is the planner's estimate of the query's rows (EXPLAIN: statistics only, no scan), never less than what
 * is known — more than the cap, and every row up to the end of this page — and a page that ends the list
 * gives the exact total.
 */
export const findPage = <T extends object, P extends string = never, F extends string = '*'>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: FindOptions<T, P, F> & { limit: number; offset: number },
  reads?: ListReads,
): Promise<[Loaded<T, P, F>[], number]> => pageWithTotal(em, entity, where, options, () => em.find(entity, where, options), reads);

/**
 * findPage for a page fetched some other way (e.g. plain rows from a QueryBuilder, for a read-only
 * projection that needs no entities): `fetch` loads the rows of `where` at `page`; the total is findPage's.
 */
export const pageWithTotal = async <T extends object, R>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  page: { limit: number; offset: number },
  fetch: () => Promise<R[]>,
  reads?: ListReads,
): Promise<[R[], number]> => {
  const meta = em.getMetadata().get(typeof entity === 'string' ? entity : (entity as { name: string }).name);
  // Only the primary key is read, so PostgreSQL can answer from an index alone where one covers the filter.
  const measureAll = () => measure(em, em.createQueryBuilder(entity).select(meta.primaryKeys).where(where).getFormattedQuery());
  // As em.findAndCount does: raw() keys of `where` stay usable by both queries.
  const [items, size] = await RawQueryFragment.run(() =>
    Promise.all([fetch(), reads ? reads.remember(`${meta.className} ${JSON.stringify(where)}`, measureAll) : measureAll()]),
  );
  const isLastPage = items.length > 0 && items.length < page.limit;
  return [items, totalOf(size, page.offset + items.length, isLastPage)];
};

/**
 * findPage for a page read in SQL: `keysSql` selects the keys of the matching rows (`?` parameters), `fetch`
 * reads the page. The remembered total is keyed by the statement with its values.
 */
export const sqlPageWithTotal = async <R>(
  em: EntityManager,
  keysSql: string,
  params: readonly unknown[],
  page: { limit: number; offset: number },
  fetch: () => Promise<R[]>,
  reads?: ListReads,
): Promise<[R[], number]> => {
  const sql = em.getPlatform().formatQuery(keysSql, [...params]);
  const [items, size] = await Promise.all([fetch(), reads ? reads.remember(sql, () => measure(em, sql)) : measure(em, sql)]);
  const isLastPage = items.length > 0 && items.length < page.limit;
  return [items, totalOf(size, page.offset + items.length, isLastPage)];
};

/**
 * How many rows `sql` selects (one column, `?` parameters): exact up to EXACT_TOTAL_UP_TO, the planner's
 * estimate above, as findPage counts.
 */
export const countRowsOf = async (em: EntityManager, sql: string, params: readonly unknown[]): Promise<number> =>
  totalOf(await measure(em, em.getPlatform().formatQuery(sql, [...params])), 0, false);

/** What is known of a list's size: its rows counted up to EXACT_TOTAL_UP_TO + 1, and the planner's estimate above. */
export interface ListSize {
  counted: number;
  estimate: number;
}

/** `sql`: a complete statement selecting the matching rows' keys (values inlined, as MikroORM formats them). */
const measure = async (em: EntityManager, sql: string): Promise<ListSize> => {
  const [row] = await em
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from (${sql} limit ${EXACT_TOTAL_UP_TO + 1}) as matching`);
  const counted = row?.n ?? 0;
  if (counted <= EXACT_TOTAL_UP_TO) return { counted, estimate: counted };
  // EXPLAIN plans without running: statistics only, no scan.
  const [plan] = await em.getConnection().execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(`explain (format json) ${sql}`);
  return { counted, estimate: Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0) };
};

/** `known`: rows known to exist (up to the end of this page); a page that ends the list knows the total. */
const totalOf = (size: ListSize, known: number, isLastPage: boolean): number => {
  if (size.counted <= EXACT_TOTAL_UP_TO) return size.counted;
  if (isLastPage) return known;
  return Math.max(size.estimate, EXACT_TOTAL_UP_TO + 1, known);
};
