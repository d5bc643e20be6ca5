import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import { SEDANG_MELIHAT_CHAT } from '../penjajagan/chat-kehadiran.js';
import type { PesanEventPayload } from '../penjajagan/penjajagan.types.js';
import type { SurelService } from '../surel/surel.service.js';
import { surelPemberitahuan } from './kabar.service.js';
import type { NotifikasiService } from './notifikasi.service.js';
import { kunciChat } from './notifikasi.sql.js';

export const CHAT_SUREL_QUEUE = 'notifikasi-chat-surel';

const ringkas = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * A chat reply in a proposal becomes a notification for the other side: a partner's message for the
 * active admins, a staff message for the proposal's partner — except for those who have that chat open at
 * that moment (they read it live). A mail follows after the settings' delay
 * (15 minutes by default) only when the notification is still unread then and the recipient wants chat
 * mails: a delayed job that checks at its time.
 */
export class ChatNotifikasiService {
  constructor(
    private readonly notifikasi: NotifikasiService,
    private readonly surel: SurelService,
    private readonly jobs: JobQueue,
    private readonly publicUrl: string,
    private readonly log: Logger,
    private readonly delayMinutes: (em: EntityManager) => Promise<number>,
  ) {}

  async register(jobs: JobQueue, fork: () => EntityManager): Promise<void> {
    await jobs.work<{ idNotifikasi: number }>(CHAT_SUREL_QUEUE, ({ idNotifikasi }) => this.mailIfUnread(fork(), idNotifikasi), { retryLimit: 3, retryDelay: 30 });
  }

  /** After a chat message committed; never fails the message (a failure is logged). */
  async onPesan(em: EntityManager, e: PesanEventPayload): Promise<void> {
    try {
      await this.store(em, e);
    } catch (err) {
      this.log.error({ err: (err as Error).message, idPesan: e.id }, 'chat notification not stored');
    }
  }

  private async store(em: EntityManager, e: PesanEventPayload): Promise<void> {
    const fromOwner = e.idUser === e.ownerId;
    const recipients = await em.getConnection().execute<{ id_user: number }[]>(
      `select u.id_user from users u
        where u.id_status = 1 and ${fromOwner ? 'u.id_level in (1, 99)' : 'u.id_user = ?'} and u.id_user <> ? and not ${SEDANG_MELIHAT_CHAT}`,
      [...(fromOwner ? [] : [e.ownerId]), e.idUser ?? 0, e.idPenjajagan],
    );
    const [p] = await em.getConnection().execute<{ judul: string; no: string }[]>(`select judul, no_penjajagan as no from penjajagan where id_penjajagan = ?`, [e.idPenjajagan]);
    const items = recipients.map((r) => ({
      kunci: kunciChat(e.id, r.id_user),
      idUser: r.id_user,
      jenis: 'chat',
      judul: `Pesan baru dari ${e.nama}`,
      pesan: `${p ? `${p.judul} (${p.no}): ` : ''}${ringkas(e.pesan)}`,
      // the list filtered to the proposal, its chat opened (client: penjajakan/useChatFromUrl.ts)
      tautan: p ? `/admin/penjajakan?judul=${encodeURIComponent(p.judul)}&chat=${e.idPenjajagan}` : '/admin/penjajakan',
    }));
    const stored = await em.transactional((tx) => this.notifikasi.insert(tx, items, new Date()));
    this.notifikasi.announce(stored);
    const delay = await this.delayMinutes(em);
    const startAfter = new Date(Date.now() + delay * 60_000);
    for (const n of stored) await this.jobs.send(CHAT_SUREL_QUEUE, { idNotifikasi: n.idNotifikasi }, { key: `chat-surel:${n.idNotifikasi}`, startAfter });
  }

  /** The delayed mail of a chat notification: only while it is unread and the recipient wants chat mails. */
  private async mailIfUnread(em: EntityManager, idNotifikasi: number): Promise<void> {
    const [n] = await em.getConnection().execute<{ kunci: string; id_user: number; judul: string; pesan: string; tautan: string; dibaca: Date | null; email: string; nama: string; surel: boolean }[]>(
      `select n.kunci, n.id_user, n.judul, n.pesan, n.tautan, n.dibaca, u.email, u.nama, coalesce(p.surel, true) as surel
         from notifikasi n join users u on u.id_user = n.id_user
         left join preferensi_notifikasi p on p.id_user = n.id_user and p.jenis = 'chat'
        where n.id_notifikasi = ?`,
      [idNotifikasi],
    );
    if (!n || n.dibaca || !n.surel || !n.email) return;
    const url = `${this.publicUrl}${n.tautan}`;
    const ids = await em.transactional((tx) =>
      this.surel.insert(
        tx,
        [
          {
            kunci: `${n.kunci}:surel`,
            idUser: n.id_user,
            ke: n.email,
            ...surelPemberitahuan({ nama: n.nama, judul: n.judul, pesan: n.pesan, url, tautanTeks: 'Buka penjajakan', alasan: 'Pesan ini dikirim otomatis oleh Sistem Kerja Sama karena pesan tersebut belum Anda baca.' }),
          },
        ],
        new Date(),
      ),
    );
    await this.surel.queue(ids);
  }
}
