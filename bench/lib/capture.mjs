// Captures the SQL statements (with their parameters) that PostgreSQL executes while `action` runs, from
// the server log with log_statement = all switched on for that moment only.
import { withClient, } from './postgres.mjs';
import { sleep } from './procs.mjs';

const IGNORED = /^\s*(alter system|select pg_reload_conf|listen |select pg_notify|show |set |begin|commit|rollback)/i;
const ENTRY = /^(\d+) (LOG|DETAIL|ERROR|STATEMENT|WARNING|NOTICE|FATAL|HINT|CONTEXT):\s+(.*)$/;

/** Parses `'a', NULL, 'it''s'` parameter lists of a DETAIL line into values. */
const parseParameters = (detail) => {
  const values = [];
  const re = /\$(\d+) = (NULL|'((?:[^']|'')*)')/g;
  for (let m = re.exec(detail); m; m = re.exec(detail)) values[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3].replace(/''/g, "'");
  return values;
};

export const parseStatements = (text) => {
  const entries = [];
  for (const line of text.split('\n')) {
    const m = ENTRY.exec(line);
    if (m) entries.push({ pid: m[1], level: m[2], msg: m[3] });
    else if (entries.length && line.length) entries[entries.length - 1].msg += `\n${line}`;
  }
  const out = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.level !== 'LOG') continue;
    const m = /^(?:statement|execute [^:]*):\s([\s\S]*)$/.exec(e.msg);
    if (!m) continue;
    const text = m[1].trim();
    if (IGNORED.test(text)) continue;
    const next = entries.slice(i + 1).find((x) => x.pid === e.pid);
    const values = next && next.level === 'DETAIL' && /^parameters:/i.test(next.msg) ? parseParameters(next.msg) : [];
    out.push({ text, values });
  }
  return out;
};

/** The statements run while `action()` runs (after `warm()`, a similar request, has warmed the server). */
export const captureSql = async (db, warm, action) => {
  await warm();
  await withClient(db.url, async (c) => {
    await c.query(`alter system set log_statement = 'all'`);
    await c.query(`select pg_reload_conf()`);
  });
  await sleep(300);
  const from = db.log.length;
  await action();
  await sleep(300);
  const text = db.log.slice(from).join('');
  await withClient(db.url, async (c) => {
    await c.query(`alter system reset log_statement`);
    await c.query(`select pg_reload_conf()`);
  });
  if (process.env.BENCH_DEBUG) (await import('node:fs')).appendFileSync('.tmp/bench-logs/capture-debug.log', `-----${from} ${db.log.length}\n${db.log.slice(-10).join('')}`);
  return parseStatements(text);
};
