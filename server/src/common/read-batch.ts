import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A read statement PostgreSQL keeps planned per connection (PREPARE): one whose best plan does not depend on
 * its values (lookups by key), so its parse and plan are paid once per connection, not on every call.
 */
export interface Prepared {
  /** Ends with a hash of the statement: a connection kept across versions (a pooler's) never runs an old text. */
  name: string;
  /** A statement that prepares it on the connection unless it already has (PREPARE has no IF NOT EXISTS). */
  ensure: string;
}

/** One read statement with its `?` parameters (and the prepared statement it executes, if any). */
export interface Read {
  sql: string;
  params: readonly unknown[];
  prepared?: Prepared;
}

/** `sql`, written with `?` placeholders as every other statement here, prepared with parameters of `types`. */
export const prepared = (prefix: string, types: readonly string[], sql: string): Prepared => {
  let n = 0;
  const numbered = sql.replace(/\?/g, () => `$${++n}`);
  if (n !== types.length) throw new Error(`${prefix}: ${n} placeholders for ${types.length} types`);
  const name = `${prefix}_${createHash('sha256').update(`${types.join(',')}:${numbered}`).digest('hex').slice(0, 16)}`;
  return {
    name,
    ensure:
      `do $ks_do$ begin if not exists (select from pg_prepared_statements where name = '${name}') then ` +
      `execute $ks_sql$prepare ${name} (${types.join(', ')}) as ${numbered}$ks_sql$; end if; end $ks_do$`,
  };
};

/** A read of prepared statement `p` with these values. */
export const preparedRead = (p: Prepared, params: readonly unknown[]): Read => ({
  sql: `execute ${p.name}(${params.map(() => '?').join(', ')})`,
  params,
  prepared: p,
});

/** SQLSTATE 26000: the connection has no prepared statement of that name (a new connection). */
const notPrepared = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '26000';

/**
 * Several read statements in one round trip to PostgreSQL, each one's rows in order. MikroORM sends a raw
 * statement with its parameters inlined (escaped by the platform) through the simple protocol, which takes
 * statements separated by semicolons and answers each; they run in one implicit transaction (or in the
 * entity manager's transaction). A round trip costs both processes a system call, a parse of the answer and
 * a wake-up, which a search of four small statements felt (issue 20).
 *
 * A prepared read runs its connection's plan. On a connection that lacks it the batch fails, and runs once
 * more with the statements prepared first, in the same round trip (whichever pooled connection it gets). In
 * a transaction the failure would abort it, so there they are prepared first (if missing) every time.
 * For reads only: a failing statement fails the whole batch.
 */
export const readBatch = async <T extends unknown[] = unknown[][]>(em: EntityManager, reads: readonly Read[]): Promise<T> => {
  if (!reads.length) return [] as unknown[] as T;
  const run = async (before: string[]) => {
    const rows = await em.execute<unknown[]>([...before, ...reads.map((r) => r.sql)].join(';\n'), reads.flatMap((r) => r.params));
    return (before.length + reads.length === 1 ? [rows] : rows).slice(before.length) as T;
  };
  const ensure = () => [...new Set(reads.flatMap((r) => (r.prepared ? [r.prepared.ensure] : [])))];
  if (em.isInTransaction()) return run(ensure());
  try {
    return await run([]);
  } catch (err) {
    const before = ensure();
    if (!before.length || !notPrepared(err)) throw err;
    return run(before);
  }
};
