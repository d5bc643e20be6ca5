import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ChangeAction } from '../../common/change.js';
import { tanggalIndonesia } from '../../common/dates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { isPartner } from '../../rules/levels.js';
import { MouChanged } from '../mou/mou.events.js';
import type { NotifikasiService } from '../notifikasi/notifikasi.service.js';
import { PksChanged } from '../pks/pks.events.js';
import type { Commit } from '../riwayat/commit.js';
import type { SurelService } from '../surel/surel.service.js';
import { readPengaturan } from './pengaturan.js';
import { DUE_REMINDERS, expireBatch, MARK_DONE } from './pengingat.sql.js';
import { pengingatText } from './pengingat.templates.js';

export const PENGINGAT_QUEUE = 'pengingat-harian';
/** Every hour at :07 (Asia/Jakarta): a run is idempotent, so a server down at midnight catches up within the hour. */
const CRON = '7 * * * *';
/** Rows stored per transaction. */
const BATCH = 2000;
/** Records expired per transaction. */
const EXPIRE_BATCH = 500;

interface Due {
  jenis: 'mou' | 'pks';
  id: number;
  judul: string;
  tglBerakhir: string;
  h: number;
  idUser: number;
  idLevel: number;
  nama: string;
  email: string;
  surel: boolean;
  kunci: string;
}

export interface RunResult {
  berakhir: number;
  notifikasi: number;
  surel: number;
}

const tautan = (jenis: 'mou' | 'pks', idLevel: number) => (isPartner(idLevel) ? '/admin/penjajakan' : jenis === 'mou' ? '/admin/kesepakatan' : '/admin/pks');
const JENIS_TEKS = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

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
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

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
   * Aktif agreements and contracts whose tgl_berakhir is before `today` become Tidak Aktif (2), a batch per
   * transaction with a Riwayat line by Sistem for each; a record another instance expired first is skipped.
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
          return {
            result: rows.length,
            change: {
              riwayat: rows.map((r) => `Mengubah status ${JENIS_TEKS[jenis]} "${r.judul}" menjadi Tidak Aktif: masa berlaku berakhir ${tanggalIndonesia(r.tglBerakhir)}`),
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

  /** Stores today's due reminders (in-app, and a mail where the recipient wants one), each key once. */
  async remind(em: EntityManager, today: string): Promise<{ notifikasi: number; surel: number }> {
    const { offsets } = await readPengaturan(em);
    if (offsets.length === 0) return { notifikasi: 0, surel: 0 };
    const due = await em.getConnection().execute<Due[]>(DUE_REMINDERS, [offsets.join(','), today, today, today, today, today]);
    let notifikasi = 0;
    let surel = 0;
    const now = this.jobs.clock.now();
    for (let i = 0; i < due.length; i += BATCH) {
      const end = Math.min(i + BATCH, due.length);
      const batch = due.slice(i, end).map((d) => ({ d, text: pengingatText({ ...d, hari: d.h, url: `${this.publicUrl}${tautan(d.jenis, d.idLevel)}` }) }));
      // A record's rows are adjacent: its pair is done in the batch holding its last row.
      const done = batch.map(({ d }) => d).filter((d, k) => i + k === due.length - 1 || due[i + k + 1]!.jenis !== d.jenis || due[i + k + 1]!.id !== d.id);
      const { stored, mails } = await em.fork().transactional(async (tx) => {
        const stored = await this.notifikasi.insert(
          tx,
          batch.map(({ d, text }) => ({ kunci: d.kunci, idUser: d.idUser, jenis: 'pengingat', judul: text.judul, pesan: text.pesan, tautan: tautan(d.jenis, d.idLevel) })),
          now,
        );
        const fresh = new Set(stored.map((n) => n.kunci));
        const mails = await this.surel.insert(
          tx,
          batch
            .filter(({ d }) => d.surel && d.email && fresh.has(d.kunci))
            .map(({ d, text }) => ({ kunci: `${d.kunci}:surel`, idUser: d.idUser, ke: d.email, subjek: text.subjek, teks: text.teks, html: text.html })),
          now,
        );
        await tx.getConnection().execute(MARK_DONE, [JSON.stringify(done.map(({ jenis, id, tglBerakhir, h }) => ({ jenis, id, tglBerakhir, h })))], 'run', tx.getTransactionContext());
        return { stored, mails };
      });
      this.notifikasi.announce(stored);
      await this.surel.queue(mails);
      notifikasi += stored.length;
      surel += mails.length;
    }
    return { notifikasi, surel };
  }
}
