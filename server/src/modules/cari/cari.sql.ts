/**
 * The search in SQL: one branch per kind (and per document owner), each already limited to the rows the
 * viewer may read (the same rules as rules/policy.ts, see cari.scope.ts), unioned, ranked, paged; then the
 * title and a ts_headline snippet of the page's rows only. Every value travels as a parameter of the `q`
 * row (`?` placeholders), never in the SQL text.
 */
import { JenisCari } from './cari.types.js';
import type { Scope } from './cari.scope.js';

/** Marks around matched words in ts_headline (removed from the source text first, so never spoofed). */
export const MARK_START = '\u27E6';
export const MARK_STOP = '\u27E7';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** Hits counted at most (a count past this shows as 1000+; the ranking still looks at every hit). */
export const MAX_COUNTED = 1000;

const KERJASAMA_PUBLIK_SRC = (a: string) => `${a}.judul || ' · ' || ${a}.mitra || ' · ' || ${a}.no_kontrak || ' · ' || ${a}.no_mitra || ' · ' || ${a}.deskripsi`;
const KERJASAMA_STAF_SRC = (a: string) =>
  `${KERJASAMA_PUBLIK_SRC(a)} || ' · ' || ${a}.keterangan || ' · ' || ${a}.nama_ttd_mitra || ' · ' || ${a}.jabatan_ttd_mitra || ' · ' || ${a}.nama_ttd || ' · ' || ${a}.jabatan_ttd`;
const NUMBER_MATCH = (a: string) => `(${a}.no_kontrak_cari like q.pola or lower(${a}.no_mitra) like q.pola)`;

type Mode = 'semua' | 'milik' | 'publik';

/** Agreements or contracts: staff read every field of every row, a partner its own rows fully and public rows' public fields. */
const kerjasamaBranch = (jenis: JenisCari, table: 'mou' | 'pks', mode: Mode): string => {
  const key = table === 'mou' ? 'id_mou' : 'id_pks';
  const owner = table === 'mou' ? 't.id_mitra' : '(select m.id_mitra from mou m where m.id_mou = t.id_mou)';
  const staf = `(t.cari_staf @@ q.q or ${NUMBER_MATCH('t')})`;
  const publik = `t.id_status = 1 and (t.cari_publik @@ q.q or ${NUMBER_MATCH('t')})`;
  const own = `${owner} = q.uid`;
  const cond = mode === 'semua' ? staf : mode === 'publik' ? publik : `((${own} and ${staf}) or (${publik}))`;
  const penuh = mode === 'semua' ? 'true' : mode === 'publik' ? 'false' : `coalesce(${own}, false)`;
  const vector = mode === 'publik' ? 't.cari_publik' : `case when ${penuh} then t.cari_staf else t.cari_publik end`;
  return `select '${jenis}'::text as jenis, t.${key} as id, null::uuid as id_file, null::int as id_sub, 'DATA'::text as sumber,
      ${owner} as pemilik, ${penuh} as penuh,
      ts_rank(${vector}, q.q) + case when ${NUMBER_MATCH('t')} then 1 else 0 end as r
    from ${table} t, q where ${cond}`;
};

/** Documents of agreements, contracts or proposals: only for a viewer who reads the owner fully. */
const dokumenBranch = (jenis: JenisCari, kind: string, mode: 'semua' | 'milik', match: string): string => {
  const join =
    kind === 'mou.dokumen'
      ? 'join mou p on p.id_mou = f.owner_id'
      : kind === 'pks.dokumen'
        ? 'join pks k on k.id_pks = f.owner_id join mou p on p.id_mou = k.id_mou'
        : 'join penjajagan p on p.id_penjajagan = f.owner_id';
  const owner = kind === 'penjajagan.dokumen' ? 'p.id_user' : 'p.id_mitra';
  return `select '${jenis}'::text as jenis, f.owner_id as id, f.id as id_file, null::int as id_sub, 'DOKUMEN'::text as sumber,
      ${owner} as pemilik, true as penuh, ${match.includes('@@') ? 'ts_rank(d.cari, q.q) * 0.9' : '0'} as r
    from dokumen_teks d join stored_file f on f.id = d.id_file ${join}, q
    where f.owner_kind = '${kind}' and ${match}${mode === 'milik' ? ` and ${owner} = q.uid` : ''}`;
};

/** The union of what `scope` may find. */
export const hitsSql = (scope: Scope, kinds: ReadonlySet<JenisCari>): string => {
  const parts: string[] = [];
  const want = (j: JenisCari) => kinds.has(j);
  if (scope.mou && want(JenisCari.KESEPAKATAN)) {
    parts.push(kerjasamaBranch(JenisCari.KESEPAKATAN, 'mou', scope.mou));
    if (scope.mou !== 'publik') parts.push(dokumenBranch(JenisCari.KESEPAKATAN, 'mou.dokumen', scope.mou, 'd.cari @@ q.q'));
  }
  if (scope.pks && want(JenisCari.PERJANJIAN)) {
    parts.push(kerjasamaBranch(JenisCari.PERJANJIAN, 'pks', scope.pks));
    if (scope.pks !== 'publik') parts.push(dokumenBranch(JenisCari.PERJANJIAN, 'pks.dokumen', scope.pks, 'd.cari @@ q.q'));
  }
  if (scope.penjajagan && want(JenisCari.PENJAJAKAN)) {
    const own = scope.penjajagan === 'milik' ? ' and p.id_user = q.uid' : '';
    parts.push(`select 'PENJAJAKAN'::text, p.id_penjajagan, null::uuid, null::int, 'DATA'::text, p.id_user, true,
        ts_rank(p.cari, q.q) + case when lower(p.no_penjajagan) like q.pola then 1 else 0 end
      from penjajagan p, q where (p.cari @@ q.q or lower(p.no_penjajagan) like q.pola)${own}`);
    parts.push(`select 'PENJAJAKAN'::text, p.id_penjajagan, null::uuid, c.id, 'PESAN'::text, p.id_user, true, ts_rank(c.cari, q.q) * 0.8
      from penjajagan_detail c join penjajagan p on p.id_penjajagan = c.id_penjajagan, q where c.cari @@ q.q${own}`);
    parts.push(dokumenBranch(JenisCari.PENJAJAKAN, 'penjajagan.dokumen', scope.penjajagan, 'd.cari @@ q.q'));
  }
  if (want(JenisCari.KEGIATAN)) {
    parts.push(`select 'KEGIATAN'::text, k.id_kegiatan, null::uuid, null::int, 'DATA'::text, null::int, true, ts_rank(k.cari, q.q)
      from kegiatan k, q where k.cari @@ q.q${scope.kegiatan === 'publik' ? ' and k.status = 1' : ''}`);
  }
  if (want(JenisCari.PARTNER)) {
    parts.push(`select 'PARTNER'::text, a.id_partner, null::uuid, null::int, 'DATA'::text, null::int, true, ts_rank(a.cari, q.q) from partner a, q where a.cari @@ q.q`);
  }
  if (scope.skpd && want(JenisCari.SKPD)) {
    parts.push(`select 'SKPD'::text, s.id_skpd, null::uuid, null::int, 'DATA'::text, null::int, true, ts_rank(s.cari, q.q) from skpd s, q where s.cari @@ q.q`);
  }
  return parts.join('\nunion all\n');
};

/** Titles spelled like the words (pg_trgm word similarity): the fallback when nothing matched exactly. */
export const fuzzySql = (scope: Scope, kinds: ReadonlySet<JenisCari>): string => {
  const parts: string[] = [];
  const want = (j: JenisCari) => kinds.has(j);
  const sim = (col: string) => `word_similarity(q.t, ${col})`;
  const kerjasama = (jenis: JenisCari, table: 'mou' | 'pks', mode: Mode) => {
    const key = table === 'mou' ? 'id_mou' : 'id_pks';
    const owner = table === 'mou' ? 't.id_mitra' : '(select m.id_mitra from mou m where m.id_mou = t.id_mou)';
    const rows = mode === 'semua' ? 'true' : mode === 'publik' ? 't.id_status = 1' : `(t.id_status = 1 or ${owner} = q.uid)`;
    const penuh = mode === 'semua' ? 'true' : mode === 'publik' ? 'false' : `coalesce(${owner} = q.uid, false)`;
    return `select '${jenis}'::text, t.${key}, null::uuid, null::int, 'DATA'::text, ${owner}, ${penuh}, ${sim('t.judul_cari')}
      from ${table} t, q where q.t <% t.judul_cari and ${rows}`;
  };
  if (scope.mou && want(JenisCari.KESEPAKATAN)) parts.push(kerjasama(JenisCari.KESEPAKATAN, 'mou', scope.mou));
  if (scope.pks && want(JenisCari.PERJANJIAN)) parts.push(kerjasama(JenisCari.PERJANJIAN, 'pks', scope.pks));
  if (scope.penjajagan && want(JenisCari.PENJAJAKAN)) {
    const own = scope.penjajagan === 'milik' ? ' and p.id_user = q.uid' : '';
    parts.push(`select 'PENJAJAKAN'::text, p.id_penjajagan, null::uuid, null::int, 'DATA'::text, p.id_user, true, ${sim('p.judul')}
      from penjajagan p, q where q.t <% p.judul${own}`);
  }
  if (want(JenisCari.KEGIATAN)) {
    parts.push(`select 'KEGIATAN'::text, k.id_kegiatan, null::uuid, null::int, 'DATA'::text, null::int, true, ${sim('k.judul')}
      from kegiatan k, q where q.t <% k.judul${scope.kegiatan === 'publik' ? ' and k.status = 1' : ''}`);
  }
  if (scope.skpd && want(JenisCari.SKPD)) {
    parts.push(`select 'SKPD'::text, s.id_skpd, null::uuid, null::int, 'DATA'::text, null::int, true, ${sim('s.skpd')} from skpd s, q where q.t <% s.skpd`);
  }
  return parts.join('\nunion all\n');
};

/** Documents the viewer may read whose text is not (yet) readable. */
export const unreadableSql = (scope: Scope): string => {
  const parts: string[] = [];
  const notRead = `d.status <> 'terbaca'`;
  if (scope.mou && scope.mou !== 'publik') parts.push(dokumenBranch(JenisCari.KESEPAKATAN, 'mou.dokumen', scope.mou, notRead));
  if (scope.pks && scope.pks !== 'publik') parts.push(dokumenBranch(JenisCari.PERJANJIAN, 'pks.dokumen', scope.pks, notRead));
  if (scope.penjajagan) parts.push(dokumenBranch(JenisCari.PENJAJAKAN, 'penjajagan.dokumen', scope.penjajagan, notRead));
  return parts.join('\nunion all\n');
};

const TITLE = `
  select x.judul, x.nama_file, x.src from (
    select t.judul, null::text as nama_file,
        case when h.penuh then ${KERJASAMA_STAF_SRC('t')} else ${KERJASAMA_PUBLIK_SRC('t')} end as src
      from mou t where h.jenis = 'KESEPAKATAN' and h.sumber = 'DATA' and t.id_mou = h.id
    union all select t.judul, null, case when h.penuh then ${KERJASAMA_STAF_SRC('t')} else ${KERJASAMA_PUBLIK_SRC('t')} end
      from pks t where h.jenis = 'PERJANJIAN' and h.sumber = 'DATA' and t.id_pks = h.id
    union all select p.judul, null, p.no_penjajagan || ' · ' || p.judul || ' · ' || p.deskripsi
      from penjajagan p where h.jenis = 'PENJAJAKAN' and h.sumber = 'DATA' and p.id_penjajagan = h.id
    union all select p.judul, null, c.pesan
      from penjajagan_detail c join penjajagan p on p.id_penjajagan = c.id_penjajagan where h.sumber = 'PESAN' and c.id = h.id_sub
    union all select k.judul, null, k.judul || ' · ' || k.highlight || ' · ' || regexp_replace(k.isi, '<[^>]*>', ' ', 'g')
      from kegiatan k where h.jenis = 'KEGIATAN' and k.id_kegiatan = h.id
    union all select a.partner, null, a.partner from partner a where h.jenis = 'PARTNER' and a.id_partner = h.id
    union all select s.skpd, null, s.skpd from skpd s where h.jenis = 'SKPD' and s.id_skpd = h.id
    union all select coalesce(
        (select judul from mou where f.owner_kind = 'mou.dokumen' and id_mou = f.owner_id),
        (select judul from pks where f.owner_kind = 'pks.dokumen' and id_pks = f.owner_id),
        (select judul from penjajagan where f.owner_kind = 'penjajagan.dokumen' and id_penjajagan = f.owner_id), ''),
        f.original_name, left(d.teks, 200000)
      from dokumen_teks d join stored_file f on f.id = d.id_file where h.sumber = 'DOKUMEN' and d.id_file = h.id_file
  ) x limit 1`;

/**
 * A page of `hits` (a union from hitsSql or fuzzySql) with titles and snippets. Parameters: the text, the
 * viewer's account id, the number pattern (or null), the lower-cased text; then limit and offset.
 */
export const pageSql = (hits: string): string => `
  with q as (
    select websearch_to_tsquery('pg_catalog.indonesian'::regconfig, ks_unaccent(?::text)) as q,
      ?::int as uid, ?::text as pola, ?::text as t
  ),
  hits(jenis, id, id_file, id_sub, sumber, pemilik, penuh, r) as (${hits}),
  page as (select * from hits order by r desc, jenis, id, id_file nulls first, id_sub nulls first limit ? offset ?)
  select h.jenis, h.id, h.id_file, h.sumber, h.pemilik, h.r::float8 as peringkat, t.judul, t.nama_file,
    (select count(*)::int from (select 1 from hits limit ${MAX_COUNTED}) c) as total,
    ts_headline('pg_catalog.indonesian'::regconfig, translate(t.src, '${MARK_START}${MARK_STOP}', ''), q.q, '${HEADLINE_OPTIONS}') as potongan
  from page h cross join q cross join lateral (${TITLE}) t
  order by h.r desc, h.jenis, h.id, h.id_file nulls first, h.id_sub nulls first`;
