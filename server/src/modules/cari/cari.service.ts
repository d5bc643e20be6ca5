/**
 * Search over records and the text of their documents (issue 20): PostgreSQL full-text search with the
 * `indonesian` configuration, websearch syntax, ranked, with ts_headline snippets; a trigram fallback for
 * typos in titles and a substring match for numbers (No. Kontrak, No. Mitra, No. Penjajakan). Permission-aware:
 * cari.scope.ts derives from rules/policy.ts what the viewer may read, cari.sql.ts limits every branch to it.
 */
import type { Context } from '../../common/context.js';
import { likeContains } from '../../common/paging.js';
import { prepared, preparedRead, readBatch, type Read } from '../../common/read-batch.js';
import { validate } from '../../common/validate.js';
import type { FilesService } from '../../files/files.service.js';
import { cariSaringSchema } from '../../rules/cari.js';
import { CARI_TOTAL_MAX } from '../../rules/cari-total.js';
import { allowedHit, PUBLIC_SCOPE, scopeFor, type Scope } from './cari.scope.js';
import { estimateRead, MARK_START, MARK_STOP, pageRead, PLAN_EACH_TIME, SNIPPETS } from './cari.page.sql.js';
import { branches, unreadableListSql, unreadableSql, type Branch, type Saring } from './cari.sql.js';
import { JenisCari, SumberCari, type CariInput, type DokumenBelumTerbaca, type HalamanCari, type HasilCari, type PotonganTeks } from './cari.types.js';

/** Characters of a query that are read; the rest is ignored (a 10,000-character paste is not an error). */
export const MAX_QUERY_CHARS = 256;
const MAX_PAGE = 50;
const MAX_HALAMAN = 50;
/**
 * Matches of each kind read before ranking: a common word matches most of 300,000 contracts, and ranking
 * all of them cost seconds. The best of these per kind is ranked; a deeper page reads as many as it needs.
 */
export const CANDIDATES = 100;
/** Of documents, whose every row read unpacks a large vector. */
export const DOC_CANDIDATES = 30;
/**
 * The typo fallback: a search of plain words without a hit looks each word up among the titles' and
 * partners' words (cari_kata); a word not among them whose nearest one is this close by trigrams (one wrong
 * letter of a 9-letter word still leaves 0.7; of a 7-letter word ~0.6) or few enough edits away is
 * replaced, and the corrected words are searched. A word that is itself a known word is left as it is.
 */
const nearEnough = (word: string) => ([...word].length >= 9 ? 0.7 : 0.6);
/** Edits (a letter missing, extra or changed) a typed word may be from the word meant: none below 5 letters. */
const editsAllowed = (word: string) => ([...word].length >= 8 ? 2 : [...word].length >= 5 ? 1 : 0);
/**
 * Each typed word's nearest known word by trigrams (a GiST index, nearest first), its score and how many
 * edits away it is (levenshtein takes at most 255 characters; known words have at most 40): trigrams alone
 * scored a letter missing inside a word ~0.6 ("kemaritman"), below the bar. The nearest by trigrams is the
 * word meant in such typos; looking at five and taking the fewest edits cost twice as much a word (0.05 ms
 * against 0.026) and put the public search's p95 at its target's edge.
 */
const KOREKSI = prepared(
  'cari_koreksi',
  ['text'],
  `select w.kata as asal, b.kata as dekat, round(coalesce(word_similarity(w.kata, b.kata), 0)::numeric, 4)::float8 as skor,
    case when b.kata is not null and length(w.kata) <= 40 then levenshtein_less_equal(w.kata, b.kata, 3) else 99 end as jarak
  from unnest(string_to_array(?::text, ' ')) with ordinality w(kata, n)
  left join lateral (select k.kata from cari_kata k order by w.kata <<-> k.kata, k.kata limit 1) b on true
  order by w.n`,
);
const DOKUMEN_KIND: Partial<Record<JenisCari, string>> = {
  [JenisCari.KESEPAKATAN]: 'mou.dokumen',
  [JenisCari.PERJANJIAN]: 'pks.dokumen',
  [JenisCari.PENJAJAKAN]: 'penjajagan.dokumen',
};
/**
 * A search without documents plans its page at the cost of a page read in order from memory. At the default
 * (a disk's), the planner built a bitmap of every match of a common word (20,000 contracts, 6 ms) where
 * reading the rows in order finds the first hundred in about 1 ms. Not with documents: there the cheap
 * order read won against their fenced index (cari.sql.ts) and read all 50,000 documents for two words
 * seldom found together (330 ms). Set for the batch's own (implicit) transaction only, with PLAN_EACH_TIME.
 */
const PAGES_IN_MEMORY = `set_config('seq_page_cost', '0.1', true)`;
const PUBLIC_KINDS = [JenisCari.KESEPAKATAN, JenisCari.PERJANJIAN, JenisCari.KEGIATAN, JenisCari.PARTNER];

interface UnreadableRow {
  jenis: JenisCari;
  id: number;
  id_file: string;
  nama_file: string;
  status: string;
  alasan: string | null;
  judul: string;
}

interface Hit {
  jenis: JenisCari;
  id: number;
  id_file: string | null;
  id_sub: number | null;
  sumber: SumberCari;
  pemilik: number | null;
  penuh: boolean;
  peringkat: number;
  /** How many matches each branch read ([branch, n]): a branch that read its cap may have more. */
  cabang: [number, number][];
}
interface Snippet {
  i: number;
  judul: string;
  nama_file: string | null;
  potongan: string | null;
}
type Row = Hit & Omit<Snippet, 'i'>;

/** The query as read: control characters and the snippet marks removed, spaces collapsed, capped. */
export const normaliseQuery = (teks: string): string =>
  // eslint-disable-next-line no-control-regex
  [...teks.replace(/[\u0000-\u001f\u007f\u27e6\u27e7]/g, ' ').replace(/\s+/g, ' ').trim()].slice(0, MAX_QUERY_CHARS).join('').trim();

/** ts_headline's output split at the marks: the highlighted words are pieces of their own. */
export const splitHeadline = (headline: string): PotonganTeks[] => {
  const pieces: PotonganTeks[] = [];
  for (const [i, part] of headline.split(new RegExp(`[${MARK_START}${MARK_STOP}]`)).entries()) {
    if (part) pieces.push({ teks: part, sorot: i % 2 === 1 });
  }
  return pieces;
};

/** Each word of a search and its nearest title word (KOREKSI). */
interface Nearest {
  asal: string;
  dekat: string | null;
  skor: number;
  /** Edits from `asal` to `dekat` (99: none near, more than 3). */
  jarak: number;
}
type Estimate = { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] };

/** The words with the typos corrected, or null when none is. */
const corrected = (words: Nearest[]): string | null => {
  let changed = false;
  const out = words.map(({ asal, dekat, skor, jarak }) => {
    if (!dekat || dekat === asal || [...asal].length < 3 || (skor < nearEnough(asal) && jarak > editsAllowed(asal))) return asal;
    changed = true;
    return dekat;
  });
  return changed ? out.join(' ') : null;
};

/**
 * Of the branches' reads ([branch, n]): those that read their cap (they may have more), how many the others
 * read in all (`exact`), and how many the capped ones read (`atLeast`: they have that many for certain).
 */
const tally = (parts: Branch[], read: [number, number][], capOf: (b: Branch) => number) => {
  const n = new Map(read);
  const truncated = parts.filter((b, i) => (n.get(i) ?? 0) >= capOf(b));
  const sum = (capped: boolean) => parts.reduce((s, b, i) => (truncated.includes(b) === capped ? s + (n.get(i) ?? 0) : s), 0);
  return { truncated, exact: sum(false), atLeast: sum(true) };
};

/** Two significant figures: an estimate shown as 437 would claim a precision it does not have. */
export const roughly = (n: number): number => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / step) * step;
};

/**
 * The total told (at most CARI_TOTAL_MAX): what was read, exactly, when no branch read its cap (`atLeast` null).
 * Otherwise the capped branches add the planner's estimate from their statistics, never less than they read:
 * counting a common word's matches built a bitmap of every one of them (~2.7 ms, as much as the rest of a
 * public search) for a number shown as "about".
 */
export const totalOf = (exact: number, atLeast: number | null, estimate: number): number =>
  Math.min(CARI_TOTAL_MAX, exact + (atLeast === null ? 0 : Math.max(atLeast, roughly(estimate))));

/** The titles and snippets of a page's hits (`head`: the parameters every statement of the search starts with). */
const snippetsOf = (hits: Hit[], head: unknown[], scope: Scope): Read =>
  preparedRead(SNIPPETS, [
    ...head,
    JSON.stringify(hits.map(({ jenis, id, id_file, id_sub, sumber, penuh }, i) => ({ i, jenis, id, id_file, id_sub, sumber, penuh: penuh && readsStaffFields(scope, jenis) }))),
  ]);

/** An agreement's or contract's snippet shows its staff fields (the note, the signers) to staff only. */
const readsStaffFields = (scope: Scope, jenis: string): boolean =>
  jenis === JenisCari.KESEPAKATAN ? scope.mou === 'semua' : jenis === JenisCari.PERJANJIAN ? scope.pks === 'semua' : true;

const empty = (): HalamanCari => ({ items: [], total: 0, totalPerkiraan: false, mirip: false, belumTerbaca: 0 });

export class CariService {
  constructor(private readonly files: FilesService) {}

  /**
   * A search as the request's viewer (signed in: cari:read checked by the resolver). Without `withTotal`
   * the total past what was read is not estimated (it says only what was read).
   */
  cari(ctx: Context, input: CariInput, withTotal = true): Promise<HalamanCari> {
    return this.run(ctx, scopeFor(ctx.actor), input, Object.values(JenisCari), withTotal);
  }

  /** The public site's search: active agreements and contracts (public fields), published news, partners. */
  cariPublik(ctx: Context, input: CariInput, withTotal = true): Promise<HalamanCari> {
    return this.run({ ...ctx, actor: null }, PUBLIC_SCOPE, input, PUBLIC_KINDS, withTotal);
  }

  /** The viewer's documents the search cannot (yet) read, newest first, each with why (at most 100). */
  async belumTerbaca(ctx: Context): Promise<DokumenBelumTerbaca[]> {
    const sql = unreadableListSql(scopeFor(ctx.actor));
    if (!sql) return [];
    const rows = await ctx.em.getConnection().execute<UnreadableRow[]>(sql, [ctx.actor?.idUser ?? 0, 100]);
    return rows.map((r) => ({
      jenis: r.jenis,
      id: r.id,
      judul: r.judul,
      idFile: r.id_file,
      namaFile: r.nama_file,
      urlFile: this.files.url({ id: r.id_file, ownerKind: DOKUMEN_KIND[r.jenis]!, originalName: r.nama_file }, ctx.actor),
      keterangan: r.status === 'antri' ? 'Menunggu dibaca' : r.status === 'proses' ? 'Sedang dibaca' : r.alasan || 'Tidak dapat dibaca',
    }));
  }

  private async run(ctx: Context, scope: Scope, input: CariInput, allowed: JenisCari[], withTotal: boolean): Promise<HalamanCari> {
    const filters = validate(cariSaringSchema, { status: input.status, tanggalDari: input.tanggalDari, tanggalSampai: input.tanggalSampai });
    const saring: Saring = {
      sumber: input.sumber?.length ? new Set(input.sumber) : null,
      status: filters.status !== null,
      dari: filters.tanggalDari !== null,
      sampai: filters.tanggalSampai !== null,
    };
    const teks = normaliseQuery(input.teks ?? '');
    const kinds = new Set(input.jenis?.length ? allowed.filter((j) => input.jenis!.includes(j)) : allowed);
    if (!teks) return empty();
    const ukuran = Math.min(Math.max(Math.trunc(input.ukuran ?? 20) || 20, 1), MAX_PAGE);
    const diminta = Math.max(Math.trunc(input.halaman ?? 1) || 1, 1);
    // a page past the last one the search pages to: no hits, the same total
    if (diminta > MAX_HALAMAN) return this.pastTheEnd(ctx, scope, input, allowed, withTotal);
    const halaman = diminta;
    const lower = teks.toLowerCase();
    const pola = /\d/.test(teks) && teks.length >= 3 ? likeContains(lower) : null;
    const parts = branches(scope, kinds, pola !== null, saring);
    if (!parts.length) return empty();
    const uid = ctx.actor?.idUser ?? 0;
    const filterValues = [filters.status ? `{${filters.status.join(',')}}` : null, filters.tanggalDari, filters.tanggalSampai];
    // the parameters every statement of the search starts with (the q of cari.page.sql.ts)
    const headOf = (text: string) => {
      const low = text.toLowerCase();
      const kata = (low.match(/(?<![-\p{L}\p{N}])[\p{L}\p{N}]+/gu) ?? []).join(' ');
      return [text, uid, pola, low.slice(0, 100), kata, ...filterValues];
    };
    // how many matches a branch reads before ranking: a deeper page needs as many as it shows
    const capOf = (b: Branch) => Math.max(b.dokumen ? DOC_CANDIDATES : CANDIDATES, halaman * ukuran);
    const page = (head: unknown[]): Read => pageRead(parts, [...head, ...parts.map(capOf), ukuran, (halaman - 1) * ukuran]);
    // Plain words on the first page may hold a typo. A query with quotes, exclusions or `or` asked for exactly that.
    const mayCorrect = halaman === 1 && /\p{L}{3}/u.test(teks) && /^[\p{L}\p{N} ]+$/u.test(teks) && !/\bor\b/i.test(teks);
    const { hits, head, mirip } = await this.find(ctx, parts, page, headOf, teks, mayCorrect);
    // an empty page after the first tells nothing of the matches' number: page 1 does
    if (!hits.length && halaman > 1) return this.pastTheEnd(ctx, scope, input, allowed, withTotal);
    // then, in one more round trip: the page's titles and snippets, the planner's estimate of the matches
    // of the branches that read their cap, and the viewer's documents not (yet) readable
    const { truncated, exact, atLeast } = tally(parts, hits[0]?.cabang ?? [], capOf);
    const estimated = withTotal && truncated.length > 0;
    const unreadable = scope === PUBLIC_SCOPE ? '' : unreadableSql(scope, saring);
    const reads: Read[] = [
      ...(hits.length ? [snippetsOf(hits, head, scope)] : []),
      ...(estimated ? [estimateRead(truncated, head)] : []),
      ...(unreadable ? [{ sql: unreadable, params: [uid, ...filterValues] }] : []),
    ];
    const answers = await readBatch(ctx.em, reads);
    const snippets = (hits.length ? answers.shift() : []) as Snippet[];
    const estimate = estimated ? (answers.shift() as Estimate[])[0]!['QUERY PLAN'][0]!.Plan['Plan Rows'] : 0;
    const belumTerbaca = unreadable ? (answers.shift() as { n: number }[])[0]!.n : 0;
    const total = totalOf(exact, truncated.length ? atLeast : null, estimate);
    const byRow = new Map(snippets.map((x) => [x.i, x]));
    const rows: Row[] = hits.map((h, i) => ({ ...h, judul: byRow.get(i)?.judul ?? '', nama_file: byRow.get(i)?.nama_file ?? null, potongan: byRow.get(i)?.potongan ?? '' }));
    const items = rows.filter((r) => allowedHit(ctx.actor, scope, r)).map((r) => this.item(ctx, r));
    return { items, total, totalPerkiraan: truncated.length > 0, mirip, belumTerbaca };
  }

  /** A page with no hits, past the last one: its total (and `mirip`) as the first page tells them. */
  private async pastTheEnd(ctx: Context, scope: Scope, input: CariInput, allowed: JenisCari[], withTotal: boolean): Promise<HalamanCari> {
    return { ...(await this.run(ctx, scope, { ...input, halaman: 1, ukuran: 1 }, allowed, withTotal)), items: [] };
  }

  /**
   * The page of hits of `teks`. The words' nearest title words travel with it (one round trip) when it
   * `mayCorrect`, and are searched instead only when it finds nothing (`mirip`: hits of the corrected words).
   */
  private async find(
    ctx: Context,
    parts: Branch[],
    page: (head: unknown[]) => Read,
    headOf: (text: string) => unknown[],
    teks: string,
    mayCorrect: boolean,
  ): Promise<{ hits: Hit[]; head: unknown[]; mirip: boolean }> {
    // the typo lookup before the settings: its own prepared plan serves every word
    const settings: Read = { sql: `select ${PLAN_EACH_TIME}${parts.some((b) => b.dokumen) ? '' : `, ${PAGES_IN_MEMORY}`}`, params: [] };
    const head = headOf(teks);
    const first = await readBatch(ctx.em, [...(mayCorrect ? [preparedRead(KOREKSI, [teks.toLowerCase()])] : []), settings, page(head)]);
    const hits = first.at(-1) as Hit[];
    const nearest = mayCorrect ? (first[0] as Nearest[]) : null;
    const koreksi = !hits.length && nearest ? corrected(nearest) : null;
    if (!koreksi) return { hits, head, mirip: false };
    const again = headOf(koreksi);
    const found = (await readBatch(ctx.em, [settings, page(again)])).at(-1) as Hit[];
    return { hits: found, head: again, mirip: found.length > 0 };
  }

  private item(ctx: Context, r: Row): HasilCari {
    const kind = DOKUMEN_KIND[r.jenis];
    const urlFile = r.id_file && kind && r.nama_file ? this.files.url({ id: r.id_file, ownerKind: kind, originalName: r.nama_file }, ctx.actor) : null;
    return {
      jenis: r.jenis,
      id: r.id,
      judul: r.judul,
      sumber: r.sumber,
      idFile: r.id_file,
      namaFile: r.nama_file,
      urlFile,
      potongan: splitHeadline(r.potongan ?? ''),
      peringkat: r.peringkat,
    };
  }
}
