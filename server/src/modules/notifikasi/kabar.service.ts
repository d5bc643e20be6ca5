import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeHtml } from '../../common/html.js';
import type { SurelService } from '../surel/surel.service.js';
import type { NotifikasiPayload } from './notifikasi.events.js';
import type { NotifikasiBaruInput, NotifikasiService } from './notifikasi.service.js';
import type { JenisNotifikasi } from './notifikasi.types.js';

/** An Indonesian notification mail (HTML and text): the greeting, the news, a link, and why it came. */
export const surelPemberitahuan = (m: { nama: string; judul: string; pesan: string; url: string; tautanTeks: string; alasan: string }) => ({
  subjek: `[Kerja Sama] ${m.judul}`.slice(0, 250),
  teks: `Yth. ${m.nama},\n\n${m.judul}:\n${m.pesan}\n\n${m.tautanTeks}: ${m.url}\n\n${m.alasan}`,
  html: `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#242424"><p>Yth. ${escapeHtml(m.nama)},</p><p><strong>${escapeHtml(m.judul)}</strong>:<br>${escapeHtml(m.pesan)}</p><p><a href="${escapeHtml(m.url)}">${escapeHtml(m.tautanTeks)}</a></p><p style="color:#616161;font-size:12px">${escapeHtml(m.alasan)}</p></body></html>`,
});

/** What one `simpan` stored: published and queued by `terbitkan` after the caller's commit. */
export interface KabarTersimpan {
  notifikasi: NotifikasiPayload[];
  surel: number[];
}

/**
 * News of one kind to accounts (a stage change, say): an in-app notification each, once per key, and a mail
 * for each account that wants this kind by mail (its preference; yes by default), in the caller's transaction.
 */
export class KabarService {
  constructor(
    private readonly notifikasi: NotifikasiService,
    private readonly surel: SurelService,
    private readonly publicUrl: string,
  ) {}

  async simpan(em: EntityManager, jenis: JenisNotifikasi, items: readonly Omit<NotifikasiBaruInput, 'jenis'>[], now: Date): Promise<KabarTersimpan> {
    const stored = await this.notifikasi.insert(em, items.map((i) => ({ ...i, jenis })), now);
    if (stored.length === 0) return { notifikasi: [], surel: [] };
    const penerima = await em.getConnection().execute<{ id_user: number; email: string | null; nama: string }[]>(
      `select u.id_user, u.email, u.nama from users u left join preferensi_notifikasi p on p.id_user = u.id_user and p.jenis = ?
        where u.id_user = any(?::int[]) and coalesce(p.surel, true) and coalesce(u.email, '') <> ''`,
      [jenis, `{${stored.map((n) => n.idUser).join(',')}}`],
      'all',
      em.getTransactionContext(),
    );
    const byUser = new Map(penerima.map((p) => [p.id_user, p]));
    const mails = stored.flatMap((n) => {
      const p = byUser.get(n.idUser);
      if (!p) return [];
      const text = surelPemberitahuan({ nama: p.nama, judul: n.judul, pesan: n.pesan, url: `${this.publicUrl}${n.tautan}`, tautanTeks: 'Buka di Sistem Kerja Sama', alasan: 'Pesan ini dikirim otomatis oleh Sistem Kerja Sama. Pemberitahuan surel dapat diatur di menu Notifikasi & Kalender.' });
      return [{ kunci: `${n.kunci}:surel`, idUser: n.idUser, ke: p.email!, ...text }];
    });
    return { notifikasi: stored, surel: await this.surel.insert(em, mails, now) };
  }

  /** After the commit: the notifications reach their sessions live, the mails are queued. */
  async terbitkan(t: KabarTersimpan): Promise<void> {
    this.notifikasi.announce(t.notifikasi);
    await this.surel.queue(t.surel);
  }
}
