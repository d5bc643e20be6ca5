/**
 * The statements of a page of search hits, each planned only with the parts it needs (planning the whole
 * search as one statement cost more than running it; the service sends them in batches, common/read-batch.ts):
 * the capped matches of cari.sql.ts ranked together and cut to the page; the estimate and perhaps the count,
 * only when a branch read its cap; the title and a ts_headline snippet of the page's rows only.
 */
import { prepared, preparedRead, type Prepared, type Read } from '../../common/read-batch.js';
import { hitsSql, type branches } from './cari.sql.js';

/** Marks around matched words in ts_headline (removed from the source text first, so never spoofed). */
export const MARK_START = '\u27E6';
export const MARK_STOP = '\u27E7';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** A record's fields joined for its snippet, without the empty ones and the placeholder "-" (" · - · Rektor" read as noise). */
const joined = (a: string, fields: readonly string[]) => `concat_ws(' · ', ${fields.map((f) => `nullif(nullif(btrim(${a}.${f}), ''), '-')`).join(', ')})`;
const KERJASAMA_PUBLIK = ['judul', 'mitra', 'no_kontrak', 'no_mitra', 'deskripsi'];
const KERJASAMA_STAF = [...KERJASAMA_PUBLIK, 'keterangan', 'nama_ttd_mitra', 'jabatan_ttd_mitra', 'nama_ttd', 'jabatan_ttd'];
const KERJASAMA_PUBLIK_SRC = (a: string) => joined(a, KERJASAMA_PUBLIK);
const KERJASAMA_STAF_SRC = (a: string) => joined(a, KERJASAMA_STAF);

/**
 * A document's snippet is read from a window of its text around the first place one of the words (as typed,
 * or their stems) occurs: ts_headline parses and stems every word of its input, ~4 ms for a 12,000-character
 * document, against ~0.1 ms for the window. Without such a place (a form the stem is not part of), the whole text.
 * The words are looked for as typed (lower case) first: lower() of a whole document cost ~0.3 ms per word.
 * The text is unpacked once (`d`, a copy made in a subquery of its own): each use of the stored column
 * fetched and decompressed it again, once per word looked for (snippets of a page 10 → 8 ms).
 */
const WINDOW = 400;
// (no question mark in the SQL: each one is a parameter's place)
const FIRST_WORD = `
  select coalesce(min(nullif(coalesce(nullif(strpos(d.teks, k), 0), strpos(lower(d.teks), k)), 0)), 0) as at from (
    select unnest(string_to_array(q.kata, ' ')) as k
    union all select m[2] from regexp_matches(q.q::text, '(!)*''([^'']+)''', 'g') m where m[1] is null
  ) keys where length(k) >= 3`;

/** A news body's text: its tags dropped and the characters the editor stores escaped read back (&amp; last). */
const HTML_TEXT = (column: string) =>
  [['&nbsp;', ' '], ['&lt;', '<'], ['&gt;', '>'], ['&quot;', '"'], ['&#39;', "''"], ['&#x27;', "''"], ['&amp;', '&']].reduce(
    (sql, [entity, char]) => `replace(${sql}, '${entity}', '${char}')`,
    `regexp_replace(${column}, '<[^>]*>', ' ', 'g')`,
  );

/** The title and the snippet's source of each kind of hit (`h`: one page row). */
const TITLE: Record<string, string> = {
  KESEPAKATAN: `select t.judul, null::text as nama_file, case when h.penuh then ${KERJASAMA_STAF_SRC('t')} else ${KERJASAMA_PUBLIK_SRC('t')} end as src
      from mou t where h.jenis = 'KESEPAKATAN' and h.sumber = 'DATA' and t.id_mou = h.id`,
  PERJANJIAN: `select t.judul, null, case when h.penuh then ${KERJASAMA_STAF_SRC('t')} else ${KERJASAMA_PUBLIK_SRC('t')} end
      from pks t where h.jenis = 'PERJANJIAN' and h.sumber = 'DATA' and t.id_pks = h.id`,
  PENJAJAKAN: `select p.judul, null, ${joined('p', ['no_penjajagan', 'judul', 'deskripsi'])}
      from penjajagan p where h.jenis = 'PENJAJAKAN' and h.sumber = 'DATA' and p.id_penjajagan = h.id`,
  PESAN: `select p.judul, null, c.pesan from penjajagan_detail c join penjajagan p on p.id_penjajagan = c.id_penjajagan where h.sumber = 'PESAN' and c.id = h.id_sub`,
  KEGIATAN: `select k.judul, null, k.judul || ' · ' || k.highlight || ' · ' || ${HTML_TEXT('k.isi')}
      from kegiatan k where h.jenis = 'KEGIATAN' and k.id_kegiatan = h.id`,
  PARTNER: `select a.partner, null, a.partner from partner a where h.jenis = 'PARTNER' and a.id_partner = h.id`,
  SKPD: `select s.skpd, null, s.skpd from skpd s where h.jenis = 'SKPD' and s.id_skpd = h.id`,
  DOKUMEN: `select coalesce(
        (select judul from mou where f.owner_kind = 'mou.dokumen' and id_mou = f.owner_id),
        (select judul from pks where f.owner_kind = 'pks.dokumen' and id_pks = f.owner_id),
        (select judul from penjajagan where f.owner_kind = 'penjajagan.dokumen' and id_penjajagan = f.owner_id), ''),
        f.original_name, case when w.at > 0 then substr(d.teks, greatest(1, w.at - ${WINDOW / 2}), ${WINDOW}) else left(d.teks, 200000) end
      from dokumen_teks t cross join lateral (select t.teks || '' as teks offset 0) d join stored_file f on f.id = t.id_file cross join lateral (${FIRST_WORD}) w
      where h.sumber = 'DOKUMEN' and t.id_file = h.id_file`,
};

/**
 * The query's values as one row (parameters: the text, the viewer's account id, the number pattern or null,
 * the lower-cased text, its words, then the filters' values: statuses, start dates from and to). unaccent changes only characters outside ASCII, so an ASCII text (almost
 * every search) is parsed as it is: where `q` is inlined, the planner runs ks_unaccent (an SQL function)
 * once per branch, ~20 µs each (a staff page's planning 0.53 → 0.39 ms without it).
 */
const qOf = (plain: boolean) => `q as not materialized (
    select websearch_to_tsquery('pg_catalog.indonesian'::regconfig, ${plain ? '?::text' : 'ks_unaccent(?::text)'}) as q,
      ?::int as uid, ?::text as pola, ?::text as t, ?::text as kata, ?::int[] as status, ?::date as dari, ?::date as sampai
  )`;
/** The types of q's parameters, for prepared statements. */
const Q_TYPES = ['text', 'int', 'text', 'text', 'text', 'int[]', 'date', 'date'];
/** Whether a statement's text (its first parameter) is plain ASCII. */
const ascii = (params: readonly unknown[]) => /^[\x20-\x7e]*$/.test(String(params[0]));

/**
 * A page of `parts` (from branches), each branch read up to its cap of matches, ranked; with how many matches
 * each branch read (`cabang`: [branch, n] pairs; a branch that read its cap may have more, estimateRead says about how
 * many). Parameters: q's (qOf); each branch's cap; then limit and offset. `q` is inlined where it is used (not materialized), so the planner sees the query's words and
 * estimates each branch from the column statistics.
 */
const pageSql = (parts: ReturnType<typeof branches>, plain: boolean): string => `
  with ${qOf(plain)},
  hits(jenis, id, id_file, id_sub, sumber, pemilik, penuh, r, b) as (${hitsSql(parts)})
  select h.jenis, h.id, h.id_file, h.id_sub, h.sumber, h.pemilik, h.penuh, h.r::float8 as peringkat,
    (select json_agg(json_build_array(b, n)) from (select b, count(*)::int as n from hits group by b) c) as cabang
  from (select * from hits order by r desc, jenis, id, id_file nulls first, id_sub nulls first limit ? offset ?) h
  order by h.r desc, h.jenis, h.id, h.id_file nulls first, h.id_sub nulls first`;

/** The page statements prepared so far, by their text: a few shapes (the viewer's kind, the kinds asked, a number or not). */
const PAGES = new Map<string, Prepared>();
/** Shapes prepared at most; a page of any other shape is sent as plain SQL (planned the same way). */
export const MAX_PAGE_SHAPES = 64;
/** How many page shapes are prepared (for tests). */
export const preparedPageShapes = (): number => PAGES.size;

/**
 * A read of pageSql (parameters as there). Prepared, as its parse and analysis cost ~0.2–0.35 ms (as much as
 * half its planning), but planned for its words on every execution: run it after PLAN_EACH_TIME (a generic
 * plan, made without the words, built a bitmap of every match of a common word).
 */
export const pageRead = (parts: ReturnType<typeof branches>, params: readonly unknown[]): Read => {
  const sql = pageSql(parts, ascii(params));
  let page = PAGES.get(sql);
  if (!page && PAGES.size < MAX_PAGE_SHAPES) {
    PAGES.set(sql, (page = prepared('cari_halaman', [...Q_TYPES, ...parts.map(() => 'int'), 'int', 'int'], sql)));
  }
  return page ? preparedRead(page, params) : { sql, params };
};

/** For the rest of the statement's transaction: prepared statements are planned for their values each time. */
export const PLAN_EACH_TIME = `set_config('plan_cache_mode', 'force_custom_plan', true)`;

/**
 * The planner's row estimate of branches together (`head`: q's values), from each branch's statistics: the
 * documents' branches without the fence that makes their reads take the index.
 */
export const estimateRead = (parts: ReturnType<typeof branches>, head: readonly unknown[]): Read => ({
  sql: `explain (format json) with ${qOf(ascii(head))} select 1 from (${parts.map((b) => `select 1 from ${b.estimateFrom ?? b.from}`).join('\nunion all\n')}) u`,
  params: head,
});

/**
 * Titles and snippets of a page's rows: q's parameters (qOf), then the rows as a JSON array of
 * { i (position), jenis, id, id_file, id_sub, sumber, penuh }. Prepared: every arm of TITLE is in it (a row
 * runs only its own, the others stop at their one-time filter), so its shape never changes, and its plan
 * (lookups by key) is made once per connection; planned on each call it cost as much as half its run.
 */
export const SNIPPETS = prepared(
  'cari_potongan',
  [...Q_TYPES, 'jsonb'],
  `with ${qOf(false)},
  h as (select * from jsonb_to_recordset(?::jsonb) as h(i int, jenis text, id int, id_file uuid, id_sub int, sumber text, penuh boolean))
  select h.i, t.judul, t.nama_file,
    ts_headline('public.ks_indonesian'::regconfig, translate(t.src, chr(12) || '${MARK_START}${MARK_STOP}', ' '), q.q, '${HEADLINE_OPTIONS}') as potongan
  from h cross join q cross join lateral (select x.judul, x.nama_file, x.src from (${Object.values(TITLE).join('\n    union all ')}) x(judul, nama_file, src) limit 1) t`,
);
