/**
 * The search in SQL: one branch per kind (and per document owner), each already limited to the rows the
 * viewer may read (the same rules as rules/policy.ts, see cari.scope.ts). A branch reads at most `cap` of its
 * matches before they are ranked, so a word found in 300,000 rows costs as much as one found in 300
 * (cari.page.sql.ts ranks the union and pages it); totals stop at CARI_TOTAL_MAX. Values travel as the
 * columns of the one-row `q` (its `?` placeholders), never in the SQL text.
 */
import { JenisCari, SumberCari } from './cari.types.js';
import type { Scope } from './cari.scope.js';

/** One kind's matches: the hit's columns (jenis, id, id_file, id_sub, sumber, pemilik, penuh), its rank, and where it is found. */
export interface Branch {
  sumber: SumberCari;
  cols: string;
  rank: string;
  from: string;
  /** Document text: each row read unpacks a large compressed vector (~20 µs), so fewer are read. */
  dokumen?: boolean;
  /** `from` as the planner should estimate it (the documents' without their fence), when it differs. */
  estimateFrom?: string;
}

type Mode = 'semua' | 'milik' | 'publik';

/** Which filters a search has (`cari` input; their values are q's columns status, dari and sampai). */
export interface Saring {
  /** Only branches of these sources (null: every one). */
  sumber: ReadonlySet<SumberCari> | null;
  status: boolean;
  dari: boolean;
  sampai: boolean;
}
const NO_SARING: Saring = { sumber: null, status: false, dari: false, sampai: false };
/** Whether `s` reads agreements and contracts only: the other kinds have no status or start date. */
const kerjasamaSaja = (s: Saring): boolean => s.status || s.dari || s.sampai;

/** The filters' conditions on agreement or contract `a`, each after an `and` (none: ''). */
const kerjasamaSaring = (s: Saring, a: string): string =>
  [s.status && `${a}.id_status = any(q.status)`, s.dari && `${a}.tgl_mulai >= q.dari`, s.sampai && `${a}.tgl_mulai <= q.sampai`]
    .filter(Boolean)
    .map((c) => ` and ${c}`)
    .join('');

/** A hit's columns, and its source (`sumber`) for the filter: the one value both are written from. */
const hit = (jenis: string, id: string, idFile: string, idSub: string, sumber: SumberCari, pemilik: string, penuh: string): Pick<Branch, 'sumber' | 'cols'> => ({
  sumber,
  cols: `'${jenis}'::text as jenis, ${id} as id, ${idFile}::uuid as id_file, ${idSub}::int as id_sub, '${sumber}'::text as sumber, ${pemilik}::int as pemilik, ${penuh} as penuh`,
});

const NUMBER_MATCH = (a: string) => `(${a}.no_kontrak_cari like q.pola or lower(${a}.no_mitra) like q.pola)`;

/**
 * Agreements or contracts: staff read every field of every row; a partner its own rows of every status
 * (found through its account, an index) and the other active rows, both by their public fields (the
 * internal note, the signers and the value are staff fields, also on its own rows); the public active
 * rows' public fields.
 */
const kerjasama = (jenis: JenisCari, table: 'mou' | 'pks', mode: Mode, numbers: boolean, saring: Saring): Branch[] => {
  const key = table === 'mou' ? 'id_mou' : 'id_pks';
  const owner = table === 'mou' ? 't.id_mitra' : '(select m.id_mitra from mou m where m.id_mou = t.id_mou)';
  const own = table === 'mou' ? 't.id_mitra = q.uid' : 't.id_mou in (select m.id_mou from mou m where m.id_mitra = q.uid)';
  const match = (v: string) => `${numbers ? `(t.${v} @@ q.q or ${NUMBER_MATCH('t')})` : `t.${v} @@ q.q`}${kerjasamaSaring(saring, 't')}`;
  const rank = (v: string) => `ts_rank(t.${v}, q.q)${numbers ? ` + case when ${NUMBER_MATCH('t')} then 1 else 0 end` : ''}`;
  // staff need no owner (cari.scope.ts allowedHit asks it only of a partner's hits): no lookup per row
  const staf = { ...hit(jenis, `t.${key}`, 'null', 'null', SumberCari.DATA, 'null', 'true'), rank: rank('cari_staf') };
  // public fields need no owner either (allowedHit lets every hit without `penuh` through)
  const publik = { ...hit(jenis, `t.${key}`, 'null', 'null', SumberCari.DATA, 'null', 'false'), rank: rank('cari_publik') };
  if (mode === 'semua') return [{ ...staf, from: `${table} t, q where ${match('cari_staf')}` }];
  const active = `${table} t, q where t.id_status = 1 and ${match('cari_publik')}`;
  if (mode === 'publik') return [{ ...publik, from: active }];
  // `penuh` on the partner's own rows: allowedHit checks they are its own (cari.scope.ts)
  const milik = { ...hit(jenis, `t.${key}`, 'null', 'null', SumberCari.DATA, owner, 'true'), rank: rank('cari_publik') };
  return [
    { ...milik, from: `${table} t, q where ${own} and ${match('cari_publik')}` },
    { ...publik, from: `${active} and not coalesce(${owner} = q.uid, false)` },
  ];
};

/** Each kind of document: its owner's kind, the owner joined to its file `f`, the owner's partner, and (agreements and contracts) the owner's table and alias. */
const DOKUMEN_OWNER: Record<string, { jenis: JenisCari; join: string; owner: string; record?: { table: 'mou' | 'pks'; alias: string } }> = {
  'mou.dokumen': { jenis: JenisCari.KESEPAKATAN, join: 'join mou p on p.id_mou = f.owner_id', owner: 'p.id_mitra', record: { table: 'mou', alias: 'p' } },
  'pks.dokumen': {
    jenis: JenisCari.PERJANJIAN,
    join: 'join pks k on k.id_pks = f.owner_id join mou p on p.id_mou = k.id_mou',
    owner: 'p.id_mitra',
    record: { table: 'pks', alias: 'k' },
  },
  'penjajagan.dokumen': { jenis: JenisCari.PENJAJAKAN, join: 'join penjajagan p on p.id_penjajagan = f.owner_id', owner: 'p.id_user' },
};
type DokumenKind = keyof typeof DOKUMEN_OWNER;

/**
 * The query's values as the documents' branches read them: behind a fence (offset 0), so the planner does not
 * know the words and takes the index for them. Knowing them, it read the table in order for words it expected
 * in many documents, and each row read unpacks a large vector: two words each found often but seldom together
 * ("magang gizi": 37 documents) read all 50,000 of them, 280 ms; the index finds those in 0.6 ms and a word
 * found in every document in ~2 ms.
 */
const FENCED_Q = '(select * from q offset 0) q';
const fenced = (from: (q: string) => string): Pick<Branch, 'from' | 'estimateFrom'> => ({
  from: from(FENCED_Q),
  estimateFrom: from('q'),
});

/**
 * The documents' vectors are indexed in DOKUMEN_BAGIAN parts by their file id (partial GIN indexes
 * dokumen_teks_cari_0…3, Migration20261127100000_dokumen_bagian). GIN answers with a bitmap of every match:
 * a word found in all 50,000 documents took 2.1 ms before the first was read. Read part after part under the
 * branch's limit, a common word is answered from the first part (a quarter of that), and a rare one probes
 * the four (a staff search's page 2.7 → 1.8 ms with its planning; more parts cost more planning than they saved).
 */
export const DOKUMEN_BAGIAN = 4;
/** The condition of part `k` (`d`: dokumen_teks), as the partial indexes' predicates spell it. */
export const bagian = (k: number): string => `(get_byte(uuid_send(d.id_file), 15) % ${DOKUMEN_BAGIAN}) = ${k}`;

/** The rows of dokumen_teks `d` where `where` holds (`q` is in scope), part by part (DOKUMEN_BAGIAN). */
const dokumenBagian = (where: string) =>
  `(${Array.from({ length: DOKUMEN_BAGIAN }, (_, k) => `select d.* from dokumen_teks d where ${bagian(k)} and ${where}`).join(' union all ')}) d`;

/**
 * The documents of every kind in `kinds` (a viewer who reads every owner fully), in one branch over
 * dokumen_teks alone; each row's file is looked up (by key) only for the rows read. No join the planner
 * could turn into a hash of every matching document (each test of a large compressed vector costs ~20 µs,
 * which the planner does not see: such a plan read all 50,000 documents, 2 s). A document's owner need not
 * be checked: files are deleted with their owner, in its transaction (files.service).
 */
const dokumenSemua = (kinds: DokumenKind[], match: string, byPart: boolean, saring: Saring): Branch => {
  const file = (col: string) => `(select f.${col} from stored_file f where f.id = d.id_file)`;
  const jenis = `case ${file('owner_kind')} ${kinds.map((k) => `when '${k}' then '${DOKUMEN_OWNER[k]!.jenis}'`).join(' ')} end`;
  const some = kinds.length < Object.keys(DOKUMEN_OWNER).length ? ` and ${file('owner_kind')} in (${kinds.map((k) => `'${k}'`).join(', ')})` : '';
  const where = `${match}${some}${kerjasamaSaja(saring) ? ` and ${ownerSaring(kinds, saring)}` : ''}`;
  return {
    sumber: SumberCari.DOKUMEN,
    // the kind is the owner's (a case over its file), so not hit()'s literal
    cols: `${jenis} as jenis, ${file('owner_id')} as id, d.id_file as id_file, null::int as id_sub, '${SumberCari.DOKUMEN}'::text as sumber, null::int as pemilik, true as penuh`,
    rank: 'ts_rank(d.cari, q.q) * 0.9',
    from: byPart ? `${FENCED_Q} cross join lateral ${dokumenBagian(where)}` : `dokumen_teks d, ${FENCED_Q} where ${where}`,
    estimateFrom: `dokumen_teks d, q where ${where}`,
    dokumen: true,
  };
};

/** Whether the owner of document `d` (an agreement or contract, of `kinds`) passes the filters of `saring`. */
const ownerSaring = (kinds: DokumenKind[], saring: Saring): string => {
  const arms = kinds.flatMap((k) => {
    const record = DOKUMEN_OWNER[k]!.record;
    if (!record) return [];
    const key = record.table === 'mou' ? 'id_mou' : 'id_pks';
    return [`(f.owner_kind = '${k}' and exists (select 1 from ${record.table} t where t.${key} = f.owner_id${kerjasamaSaring(saring, 't')}))`];
  });
  return `exists (select 1 from stored_file f where f.id = d.id_file and (${arms.join(' or ') || 'false'}))`;
};

/** A partner's documents of one kind: found from its own records (an index), then their text. */
const dokumenMilik = (kind: DokumenKind, match: string, saring: Saring): Branch => {
  const { jenis, join, owner, record } = DOKUMEN_OWNER[kind]!;
  const filters = kerjasamaSaja(saring) ? (record ? kerjasamaSaring(saring, record.alias) : ' and false') : '';
  return {
    ...hit(jenis, 'f.owner_id', 'f.id', 'null', SumberCari.DOKUMEN, owner, 'true'),
    rank: 'ts_rank(d.cari, q.q) * 0.9',
    ...fenced((q) => `dokumen_teks d join stored_file f on f.id = d.id_file ${join}, ${q} where f.owner_kind = '${kind}' and ${match} and ${owner} = q.uid${filters}`),
    dokumen: true,
  };
};

/**
 * The document branches of `scope` for the kinds of documents it may see (`kinds`, with its mode); `byPart`:
 * `match` is answered by the vectors' indexes (DOKUMEN_BAGIAN).
 */
const dokumen = (seen: [DokumenKind, 'semua' | 'milik'][], match: string, saring: Saring, byPart = false): Branch[] => {
  const semua = seen.filter(([, mode]) => mode === 'semua').map(([k]) => k);
  return [
    ...(semua.length ? [dokumenSemua(semua, match, byPart, saring)] : []),
    ...seen.filter(([, mode]) => mode === 'milik').map(([k]) => dokumenMilik(k, match, saring)),
  ];
};

/** Which documents `scope` reads fully, of `kinds`. */
const dokumenSeen = (scope: Scope, kinds: ReadonlySet<JenisCari>): [DokumenKind, 'semua' | 'milik'][] => {
  const seen: [DokumenKind, 'semua' | 'milik'][] = [];
  if (scope.mou && scope.mou !== 'publik' && kinds.has(JenisCari.KESEPAKATAN)) seen.push(['mou.dokumen', scope.mou]);
  if (scope.pks && scope.pks !== 'publik' && kinds.has(JenisCari.PERJANJIAN)) seen.push(['pks.dokumen', scope.pks]);
  if (scope.penjajagan && kinds.has(JenisCari.PENJAJAKAN)) seen.push(['penjajagan.dokumen', scope.penjajagan]);
  return seen;
};

/** The kinds `saring` lets a search read, of `kinds`. */
const kindsOf = (kinds: ReadonlySet<JenisCari>, saring: Saring): ReadonlySet<JenisCari> =>
  kerjasamaSaja(saring) ? new Set([...kinds].filter((k) => k === JenisCari.KESEPAKATAN || k === JenisCari.PERJANJIAN)) : kinds;

/** What `scope` may find of `kinds` under the filters of `saring`; `numbers`: the query has a number pattern (q.pola). */
export const branches = (scope: Scope, asked: ReadonlySet<JenisCari>, numbers: boolean, saring: Saring): Branch[] => {
  const kinds = kindsOf(asked, saring);
  const out: Branch[] = [];
  if (scope.mou && kinds.has(JenisCari.KESEPAKATAN)) out.push(...kerjasama(JenisCari.KESEPAKATAN, 'mou', scope.mou, numbers, saring));
  if (scope.pks && kinds.has(JenisCari.PERJANJIAN)) out.push(...kerjasama(JenisCari.PERJANJIAN, 'pks', scope.pks, numbers, saring));
  if (scope.penjajagan && kinds.has(JenisCari.PENJAJAKAN)) {
    const own = scope.penjajagan === 'milik' ? ' and p.id_user = q.uid' : '';
    const nomor = `lower(p.no_penjajagan) like q.pola`;
    out.push({
      ...hit(JenisCari.PENJAJAKAN, 'p.id_penjajagan', 'null', 'null', SumberCari.DATA, 'p.id_user', 'true'),
      rank: `ts_rank(p.cari, q.q)${numbers ? ` + case when ${nomor} then 1 else 0 end` : ''}`,
      from: `penjajagan p, q where ${numbers ? `(p.cari @@ q.q or ${nomor})` : 'p.cari @@ q.q'}${own}`,
    });
    const semua = scope.penjajagan === 'semua';
    out.push({
      ...hit(JenisCari.PENJAJAKAN, 'c.id_penjajagan', 'null', 'c.id', SumberCari.PESAN, semua ? 'null' : 'p.id_user', 'true'),
      rank: 'ts_rank(c.cari, q.q) * 0.8',
      from: semua ? 'penjajagan_detail c, q where c.cari @@ q.q' : `penjajagan_detail c join penjajagan p on p.id_penjajagan = c.id_penjajagan, q where c.cari @@ q.q${own}`,
    });
  }
  const simple = (jenis: JenisCari, table: string, key: string, where = '') =>
    out.push({ ...hit(jenis, `a.${key}`, 'null', 'null', SumberCari.DATA, 'null', 'true'), rank: 'ts_rank(a.cari, q.q)', from: `${table} a, q where a.cari @@ q.q${where}` });
  if (kinds.has(JenisCari.KEGIATAN)) simple(JenisCari.KEGIATAN, 'kegiatan', 'id_kegiatan', scope.kegiatan === 'publik' ? ' and a.status = 1' : '');
  if (kinds.has(JenisCari.PARTNER)) simple(JenisCari.PARTNER, 'partner', 'id_partner');
  if (scope.skpd && kinds.has(JenisCari.SKPD)) simple(JenisCari.SKPD, 'skpd', 'id_skpd');
  const all = [...out, ...dokumen(dokumenSeen(scope, kinds), 'd.cari @@ q.q', saring, true)];
  return saring.sumber ? all.filter((b) => saring.sumber!.has(b.sumber)) : all;
};

/**
 * Documents the viewer may read whose text is not (yet) readable, of any kind the filters let through,
 * counted (the partial index dokumen_teks_belum). Parameters: the viewer's account id, then the filters'
 * values (q's status, dari, sampai).
 */
export const unreadableSql = (scope: Scope, saring: Saring): string => {
  if (saring.sumber && !saring.sumber.has(SumberCari.DOKUMEN)) return '';
  const parts = dokumen(dokumenSeen(scope, kindsOf(new Set(Object.values(JenisCari)), saring)), `d.status <> 'terbaca'`, saring);
  if (!parts.length) return '';
  return `with q as (select ?::int as uid, ?::int[] as status, ?::date as dari, ?::date as sampai)
    select count(*)::int as n from (${parts.map((b) => `select 1 from ${b.from}`).join('\nunion all\n')}) u`;
};

/** At most a number of matches of each branch (a parameter per branch, in order), ranked (the rank is computed only for the rows read). */
export const hitsSql = (parts: Branch[]): string =>
  parts.map((b, i) => `(select ${b.cols}, ${b.rank} as r, ${i} as b from ${b.from} limit ?)`).join('\nunion all\n');

/**
 * The documents unreadableSql counts, newest first (at most `limit`, the last parameter): kind, record,
 * file, status and reason, the record's title.
 */
export const unreadableListSql = (scope: Scope): string => {
  const parts = dokumen(dokumenSeen(scope, new Set(Object.values(JenisCari))), `d.status <> 'terbaca'`, NO_SARING);
  if (!parts.length) return '';
  return `with q as (select ?::int as uid, null::int[] as status, null::date as dari, null::date as sampai)
    select u.jenis, u.id, u.id_file, f.original_name as nama_file, t.status, t.alasan,
      coalesce((select judul from mou where u.jenis = 'KESEPAKATAN' and id_mou = u.id), (select judul from pks where u.jenis = 'PERJANJIAN' and id_pks = u.id),
        (select judul from penjajagan where u.jenis = 'PENJAJAKAN' and id_penjajagan = u.id), '') as judul
    from (${parts.map((b) => `select ${b.cols} from ${b.from}`).join('\nunion all\n')}) u
    join stored_file f on f.id = u.id_file join dokumen_teks t on t.id_file = u.id_file
    order by f.created_at desc, f.id limit ?`;
};
