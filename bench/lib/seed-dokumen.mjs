// Documents of agreements, contracts and proposals with their read text (dokumen_teks, as the indexer leaves
// it), seeded with set-based SQL after seed.mjs: a pool of generated sentences, 30 fields of cooperation with
// their own words, and each document 3–6 pages ("Pasal n") of sentences of its one or two fields. The stored
// file's bytes are a placeholder: the search reads dokumen_teks, never the file.
import pg from 'pg';
import { BIDANG, KHUSUS, UMUM } from './kosakata.mjs';

export const DOKUMEN = { full: 50000, quick: 5000 };

const TOPICS = 30;
const SENTENCES_PER_TOPIC = 600;
const SENTENCES_PER_PAGE = 28;
const BATCH = 10000;

const arr = (list) => `array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A word of `list`, skewed toward its head (power > 1), from the random number `r`. */
const skewed = (list, r, power) => `(${arr(list)})[1 + floor(${list.length} * power(${r}, ${power}))::int]`;

const SENTENCE_POOL = `
  create unlogged table bench_kalimat as
  select s, upper(left(x.teks, 1)) || substr(x.teks, 2) || '.' as teks
  from (
    select s, string_agg(w, ' ' order by k) as teks
    from (
      select s, k,
        case when u < 0.55 then ${skewed(UMUM, 'v', 1.8)}
             when u < 0.95 then (${arr(BIDANG)})[1 + ((s % ${TOPICS}) * 3 + floor(v * 8)::int) % ${BIDANG.length}]
             else (${arr(KHUSUS)})[1 + floor(v * ${KHUSUS.length})::int] end as w
      -- random() in a subquery's target list: evaluated per row, the subquery is not flattened
      from (select s, k, random() as u, random() as v
            from generate_series(0, ${TOPICS * SENTENCES_PER_TOPIC - 1}) s, generate_series(1, 8 + s % 9) k) r
    ) words group by s
  ) x;
  create unique index on bench_kalimat (s);`;

/** Pages of documents $1 + 1 .. $1 + $2: each sentence of a page from the document's first field, every third from its second. */
const TEXTS = `
  select d, string_agg(case when j = 1 then E'\\n\\nPasal ' || p || E'\\n' else ' ' end || k.teks, '' order by p, j) as teks
  from (
    select d, p, j, (case when j % 3 = 0 then (d * 7) % ${TOPICS} else d % ${TOPICS} end)
      + ${TOPICS} * ((hashint4(d * 1000 + p * 50 + j) & 2147483647) % ${SENTENCES_PER_TOPIC}) as s
    from generate_series($1::int + 1, $1::int + $2::int) d, generate_series(1, 3 + d % 4) p, generate_series(1, ${SENTENCES_PER_PAGE}) j
  ) picks join bench_kalimat k using (s)
  group by d`;

/** How many documents are read, and their average size. */
export const dokumenStats = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = (await client.query(`select count(*)::int as n, coalesce(avg(length(teks)), 0)::int as chars,
      coalesce(avg(array_length(regexp_split_to_array(teks, E'\\nPasal '), 1) - 1), 0)::numeric(4, 1) as pages from dokumen_teks where status = 'terbaca'`)).rows[0];
    return { dokumen: r.n, chars: r.chars, pages: Number(r.pages) };
  } finally {
    await client.end();
  }
};

export const seedDokumen = async (url, size, log = () => {}) => {
  const n = DOKUMEN[size];
  // read by the current reader: the server's sweep reads older ones again (here: placeholder bytes, unreadable)
  const { PEMBACA_VERSI } = await import(new URL('../../server/dist/modules/cari/indexer/versi.js', import.meta.url).href);
  const client = new pg.Client({ connectionString: url });
  const second = new pg.Client({ connectionString: url });
  await client.connect();
  await second.connect();
  try {
    const t = Date.now();
    await client.query(`select setseed(0.7)`);
    await client.query(SENTENCE_POOL);
    // the vectors' indexes rebuilt as the migrations define them (parts, options) after the load
    const defs = (await client.query(`select c.relname as name, pg_get_indexdef(c.oid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'dokumen_teks'::regclass and c.relname like 'dokumen\\_teks\\_cari%'`)).rows;
    for (const { name } of defs) await client.query(`drop index ${name}`);
    // the rows are consistent: no queueing trigger (the text is already "read")
    for (const c of [client, second]) await c.query(`set session_replication_role = replica`);
    const owners = (await client.query(`select (select min(id_mou) from mou) as mou0, (select count(*) from mou) as mou,
      (select min(id_pks) from pks) as pks0, (select count(*) from pks) as pks,
      (select min(id_penjajagan) from penjajagan) as pj0, (select count(*) from penjajagan) as pj`)).rows[0];
    const batches = Array.from({ length: Math.ceil(n / BATCH) }, (_, i) => i * BATCH);
    let done = 0;
    // two connections, one batch each at a time: stemming the text is the work, and it is per core
    const worker = async (c) => {
      for (let from = batches.shift(); from !== undefined; from = batches.shift()) {
        await c.query(`
        with teks as (${TEXTS}),
        files as (
          insert into stored_file (id, owner_kind, owner_id, original_name, mime, ext, size, sha256, content, created_at)
          select gen_random_uuid(), kind, owner, name, 'application/pdf', 'pdf', length(bytes), encode(sha256(bytes), 'hex'), bytes,
                 timestamptz '2020-01-01' + d * interval '1 hour'
          from (
            select d, case when d % 10 < 5 then 'mou.dokumen' when d % 10 < 9 then 'pks.dokumen' else 'penjajagan.dokumen' end as kind,
              case when d % 10 < 5 then ${owners.mou0}::int + (d::bigint * 7919) % ${owners.mou}::int
                   when d % 10 < 9 then ${owners.pks0}::int + (d::bigint * 104729) % ${owners.pks}::int
                   else ${owners.pj0}::int + (d * 31) % ${owners.pj}::int end as owner,
              'Lampiran ' || d || '.pdf' as name, convert_to('%PDF-1.4 bench ' || d, 'UTF8') as bytes
            from generate_series($1::int + 1, $1::int + $2::int) d
          ) f
          returning id, original_name
        )
        insert into dokumen_teks (id_file, status, metode, teks, antri_sejak, diindeks, versi_pembaca)
        select f.id, 'terbaca', 'teks', t.teks, now(), now(), ${PEMBACA_VERSI}
        from files f join teks t on f.original_name = 'Lampiran ' || t.d || '.pdf'`, [from, Math.min(BATCH, n - from)]);
        done += Math.min(BATCH, n - from);
        log(`  documents: ${done} / ${n}, ${((Date.now() - t) / 1000).toFixed(0)} s`);
      }
    };
    await Promise.all([worker(client), worker(second)]);
    await client.query(`drop table bench_kalimat`);
    await client.query(`set session_replication_role = origin`);
    const g = Date.now();
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const { def } of defs) await client.query(def);
    log(`  ${defs.map((d) => d.name).join(', ')} rebuilt: ${((Date.now() - g) / 1000).toFixed(1)} s`);
    await client.query(`vacuum (analyze) stored_file, dokumen_teks`);
    const stats = await dokumenStats(url);
    log(`  ${stats.dokumen} documents read, ${stats.chars} characters and ${stats.pages} pages each on average: ${((Date.now() - t) / 1000).toFixed(0)} s`);
    return stats;
  } finally {
    await client.end();
    await second.end();
  }
};
