/**
 * The words the search's typo fallback knows (`cari_kata`, cari.service.ts KOREKSI). Statement triggers add
 * the words of every title and partner name written (Migrations …_cari_kata and …_cari_koreksi); they never
 * remove one, since counting per word would make every title write lock rows shared by all ("kerja", "sama").
 * A word whose last title changed stays known, and a search of it is then not corrected although it finds
 * nothing: a night job drops the words no title or name holds any more.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Jobs } from './indexer/indexer.service.js';

export const KATA_QUEUE = 'search-words-prune';
/** Every night at 02:30 (Asia/Jakarta), once across instances. */
const CRON = '30 2 * * *';

/** The columns whose words are known, as the triggers read them. */
const SUMBER: [table: string, column: string][] = [
  ['mou', 'judul'],
  ['pks', 'judul'],
  ['penjajagan', 'judul'],
  ['kegiatan', 'judul'],
  ['skpd', 'skpd'],
  ['partner', 'partner'],
  ['mou', 'mitra'],
  ['pks', 'mitra'],
];

/**
 * One statement, one snapshot: a word is kept if any title or name holds it now. A title that commits while
 * it runs and brings back a word being dropped loses it until that title is written again (its trigger found
 * the word still there): a rarer and smaller flaw than the one this fixes.
 */
const PRUNE = `with kini as (
    select distinct w from (${SUMBER.map(([t, c]) => `select ${c} as x from ${t}`).join(' union all ')}) j,
      regexp_split_to_table(lower(j.x), '[^[:alnum:]]+') w where length(w) between 3 and 40)
  delete from cari_kata k where not exists (select 1 from kini where kini.w = k.kata)`;

export class CariKata {
  constructor(private readonly log: Logger) {}

  /** Drops the words no title or name holds any more; answers how many. */
  async prune(em: EntityManager): Promise<number> {
    const dropped = await em.getConnection().execute<unknown[]>(`${PRUNE} returning 1`);
    if (dropped.length) this.log.info({ dropped: dropped.length }, 'search words pruned');
    return dropped.length;
  }

  async register(jobs: Jobs, fork: () => EntityManager): Promise<void> {
    await jobs.work(KATA_QUEUE, async () => void (await this.prune(fork())), { retryLimit: 2, retryDelay: 60 });
    await jobs.schedule(KATA_QUEUE, CRON);
  }
}
