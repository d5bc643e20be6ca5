import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';

/** A mail to queue: `kunci` makes it exactly once (a second insert of the same key adds nothing). */
export interface SurelBaru {
  kunci: string;
  idUser: number | null;
  ke: string;
  subjek: string;
  teks: string;
  html: string;
}

/** A template's mail for one recipient, from its stored parameters and the recipient's current name. */
export type TemplatSurel<T> = (data: T, namaPenerima: string) => { teks: string; html: string };

export const SUREL_QUEUE = 'surel-kirim';
/** Five tries after the first, 60 s then doubling (about an hour in all); then the mail shows as `gagal`. */
const RETRY = { retryLimit: 5, retryDelay: 60, retryBackoff: true };
/** Mails sent at once per instance: a reminder day's thousands are not sent one after another. */
const CONCURRENCY = 8;

/**
 * The e-mail channel: every mail is a row of surel_kirim (its key, its text, its delivery state) written in
 * the transaction of what caused it, and a job of the queue that sends it with retries and backoff. A mail
 * whose job was lost (a crash between the commit and the send) is queued again by `requeue`, idempotently.
 */
export class SurelService {
  private readonly templates = new Map<string, TemplatSurel<never>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly log: Logger,
    /** The sender address of the settings (null: MAIL_FROM). */
    private readonly sender: (em: EntityManager) => Promise<string | null>,
  ) {}

  /** Registers how the mails stored with template `nama` (texts null, parameters in `data`) are rendered when sent. */
  templat<T>(nama: string, render: TemplatSurel<T>): void {
    this.templates.set(nama, render as TemplatSurel<never>);
  }

  /** Inserts the mails whose key is new, in the caller's transaction; answers their ids (to `queue` after the commit). */
  async insert(em: EntityManager, items: readonly SurelBaru[], dibuat: Date): Promise<number[]> {
    if (items.length === 0) return [];
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `insert into surel_kirim (kunci, id_user, ke, subjek, teks, html, dibuat)
       select kunci, "idUser", ke, subjek, teks, html, ?::timestamptz
         from jsonb_to_recordset(?::jsonb) as x(kunci text, "idUser" int, ke text, subjek text, teks text, html text)
       on conflict (kunci) do nothing
       returning id_surel as id`,
      [dibuat.toISOString(), JSON.stringify(items)],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((r) => Number(r.id));
  }

  /** Queues the sending of committed mails (idempotent per mail). */
  async queue(ids: readonly number[], startAfter?: Date): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000) {
      await this.jobs.sendMany(SUREL_QUEUE, ids.slice(i, i + 1000).map((id) => ({ data: { id }, key: `surel:${id}`, startAfter })));
    }
  }

  /** Queues a failed mail again, under the resend's own key (its first job's key is spent). */
  async queueAgain(id: number, key: string): Promise<void> {
    await this.jobs.send(SUREL_QUEUE, { id }, { key });
  }

  /**
   * Queues again the mails still waiting after ten minutes (their job was lost in a crash between the commit
   * and the queueing, or archived); a mail whose job exists is left alone (the job's id is the mail's key).
   */
  async requeue(em: EntityManager): Promise<void> {
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `select id_surel as id from surel_kirim where status = 'antri' and dibuat < now() - interval '10 minutes' order by id_surel limit 10000`,
    );
    await this.queue(rows.map((r) => Number(r.id)));
  }

  async register(jobs: JobQueue, fork: () => EntityManager): Promise<void> {
    await jobs.work<{ id: number }>(SUREL_QUEUE, ({ id }, job) => this.send(fork(), id, job.retryCount >= job.retryLimit), { ...RETRY, concurrency: CONCURRENCY });
  }

  /** Sends one queued mail; a failure counts the try and, on the last one, marks the mail failed. */
  private async send(em: EntityManager, id: number, lastTry: boolean): Promise<void> {
    const conn = em.getConnection();
    const [mail] = await conn.execute<{ ke: string; subjek: string; teks: string | null; html: string | null; status: string; templat: string | null; data: unknown; nama: string | null }[]>(
      `select s.ke, s.subjek, s.teks, s.html, s.status, s.templat, s.data, u.nama from surel_kirim s left join users u on u.id_user = s.id_user where s.id_surel = ?`,
      [id],
    );
    if (!mail || mail.status !== 'antri') return;
    const from = (await this.sender(em)) ?? undefined;
    try {
      const { teks, html } = mail.templat ? this.render(mail.templat, mail.data, mail.nama ?? mail.ke) : { teks: mail.teks!, html: mail.html! };
      await this.mailer.send({ to: mail.ke, subject: mail.subjek, text: teks, html, from });
    } catch (err) {
      const galat = (err as Error).message.slice(0, 1000);
      await conn.execute(`update surel_kirim set percobaan = percobaan + 1, galat = ?, status = ? where id_surel = ?`, [galat, lastTry ? 'gagal' : 'antri', id]);
      this.log.warn({ idSurel: id, lastTry, err: galat }, 'mail not sent');
      throw err;
    }
    await conn.execute(`update surel_kirim set percobaan = percobaan + 1, status = 'terkirim', terkirim = now(), galat = null where id_surel = ?`, [id]);
  }

  private render(templat: string, data: unknown, nama: string) {
    const render = this.templates.get(templat);
    if (!render) throw new Error(`Templat surel "${templat}" tidak dikenal`);
    return render(data as never, nama);
  }
}
