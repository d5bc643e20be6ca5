import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ChangeAction } from '../../common/change.js';
import { tanggalIndonesia } from '../../common/dates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { kerjasamaSayaTautan } from '../../rules/tahapan.js';
import { MouChanged } from '../mou/mou.events.js';
import type { NotifikasiPayload } from '../notifikasi/notifikasi.events.js';
import type { NotifikasiService } from '../notifikasi/notifikasi.service.js';
import { PksChanged } from '../pks/pks.events.js';
import type { Commit } from '../riwayat/commit.js';
import type { SurelService } from '../surel/surel.service.js';
import { readPengaturan } from './pengaturan.js';
import { DUE_PAIRS, EXPIRE_STAGE, expireBatch, STORE_PAIRS } from './pengingat.sql.js';
import { type DataSurelPengingat, NAMA_JENIS, pengingatPesan, pengingatSurel } from './pengingat.templates.js';

export const PENGINGAT_QUEUE = 'pengingat-harian';
/** Every hour at :07 (Asia/Jakarta): a run is idempotent, so a server down at midnight catches up within the hour. */
const CRON = '7 * * * *';
/** Pairs (record, end date, offset) stored per transaction: each has a few dozen recipients. */
const PAIRS_PER_BATCH = 50;
/** Records expired per transaction. */
const EXPIRE_BATCH = 500;

/** A pair (record, end date, offset) due today, as DUE_PAIRS answers it. */
interface Pasangan {
  jenis: 'mou' | 'pks';
  id: number;
  judul: string;
  tglBerakhir: string;
  h: number;
  idMitra: number | null;
  idMou: number;
}

export interface RunResult {
  berakhir: number;
  notifikasi: number;
  surel: number;
}

/** The staff's link: the record's list filtered to its title; the partner's: its agreement's card on Kerja Sama Saya. */
const tautanStaf = (p: Pasangan) => `${p.jenis === 'mou' ? '/admin/kesepakatan' : '/admin/pks'}?judul=${encodeURIComponent(p.judul)}`;
const tautanMitra = (p: Pasangan) => kerjasamaSayaTautan(p.idMou);

/**
 * Reminders before tgl_berakhir and the automatic expiry after it, run by the job queue every hour on
 * whichever instance takes the job. "Today" is the job queue's clock.
 */
export class PengingatService {
  constructor(
    private readonly commit: Commit,
    private readonly notifikasi: NotifikasiService,
    private readonly surel: SurelService,
    private readonly jobs: JobQueue,
    publicUrl: string,
    private readonly log: Logger,
  ) {
    surel.templat<DataSurelPengingat>('pengingat', (data, nama) => pengingatSurel(data, nama, publicUrl));
  }

  async register(jobs: JobQueue, fork: () => EntityManager): Promise<void> {
    await jobs.work(PENGINGAT_QUEUE, async () => void (await this.run(fork())), { retryLimit: 3, retryDelay: 60, expireInSeconds: 30 * 60 });
    await jobs.schedule(PENGINGAT_QUEUE, CRON);
  }

  /** One run for today: the expiry, then the reminders, then any mail whose job was lost. */
  async run(em: EntityManager): Promise<RunResult> {
    const today = this.jobs.clock.today();
    const berakhir = await this.expire(em, today);
    const sent = await this.remind(em, today);
    await this.surel.requeue(em);
    const result = { berakhir, ...sent };
    if (berakhir || sent.notifikasi || sent.surel) this.log.info({ today, ...result }, 'reminder run');
    return result;
  }

  /**
   * Aktif agreements and contracts whose tgl_berakhir is before `today` become Tidak Aktif (2) at stage Berakhir,
   * a batch per transaction with a timeline and a Riwayat line by Sistem for each; a record another instance expired first is skipped.
   * Nothing when the settings switch it off. Answers how many records this call expired.
   */
  async expire(em: EntityManager, today: string): Promise<number> {
    if (!(await readPengaturan(em)).kedaluwarsaOtomatis) return 0;
    let done = 0;
    for (const jenis of ['mou', 'pks'] as const) {
      for (;;) {
        const n = await this.commit.transaction({ em: em.fork(), actor: null }, async (tx) => {
          const rows = await tx
            .getConnection()
            .execute<{ id: number; judul: string; tglBerakhir: string; idMou: number }[]>(expireBatch(jenis), [today, EXPIRE_BATCH], 'all', tx.getTransactionContext());
          rows.sort((a, b) => a.id - b.id);
          if (rows.length) {
            const done = rows.map((r) => ({ id: r.id, catatan: `Masa berlaku berakhir ${tanggalIndonesia(r.tglBerakhir)}` }));
            await tx.getConnection().execute(EXPIRE_STAGE, [JSON.stringify(done), jenis, jenis, jenis], 'run', tx.getTransactionContext());
          }
          return {
            result: rows.length,
            change: {
              riwayat: rows.map((r) => `Mengubah status ${NAMA_JENIS[jenis]} "${r.judul}" menjadi Tidak Aktif: masa berlaku berakhir ${tanggalIndonesia(r.tglBerakhir)}`),
              riwayatName: 'Sistem',
              events: rows.map((r) =>
                jenis === 'mou' ? new MouChanged({ action: ChangeAction.UPDATED, id: r.id }) : new PksChanged({ action: ChangeAction.UPDATED, id: r.id, idMou: r.idMou }),
              ),
            },
          };
        });
        done += n;
        if (n === 0) break;
      }
    }
    return done;
  }

  /**
   * Stores today's due reminders (in-app, and a mail where the recipient wants one), each key once: a batch of
   * pairs per transaction, expanded to their recipients and marked done in one statement (STORE_PAIRS).
   */
  async remind(em: EntityManager, today: string): Promise<{ notifikasi: number; surel: number }> {
    const { offsets } = await readPengaturan(em);
    if (offsets.length === 0) return { notifikasi: 0, surel: 0 };
    const pairs = await em.getConnection().execute<Pasangan[]>(DUE_PAIRS, [offsets.join(','), today, today, today, today, today]);
    let notifikasi = 0;
    let surel = 0;
    const now = this.jobs.clock.now().toISOString();
    for (let i = 0; i < pairs.length; i += PAIRS_PER_BATCH) {
      const batch = pairs.slice(i, i + PAIRS_PER_BATCH).map((p) => {
        // the days actually left: the offset reached (H-30) is only when the reminder is due, and a record
        // created or moved inside it, or a run after a pause, is reminded with fewer days left
        const hari = differenceInCalendarDays(parseISO(p.tglBerakhir), parseISO(today));
        return {
          ...p,
          ...pengingatPesan({ ...p, hari }),
          tautanStaf: tautanStaf(p),
          tautanMitra: tautanMitra(p),
          data: { jenis: p.jenis, judul: p.judul, tglBerakhir: p.tglBerakhir, hari },
        };
      });
      const [stored] = await em.fork().transactional((tx) =>
        tx.getConnection().execute<{ notifikasi: NotifikasiPayload[]; surel: number[] }[]>(STORE_PAIRS, [JSON.stringify(batch), now], 'all', tx.getTransactionContext()),
      );
      this.notifikasi.announce(stored!.notifikasi);
      await this.surel.queue(stored!.surel);
      notifikasi += stored!.notifikasi.length;
      surel += stored!.surel.length;
    }
    return { notifikasi, surel };
  }
}
