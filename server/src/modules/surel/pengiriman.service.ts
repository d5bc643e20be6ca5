import type { Context } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import type { Commit } from '../riwayat/commit.js';
import type { PengirimanSurel, SurelGagal } from './pengiriman.types.js';
import type { SurelService } from './surel.service.js';

const GAGAL_SHOWN = 50;

/** The admins' view of mail delivery (Notifikasi & Kalender): the counts, the failed mails, and sending one again. */
export class PengirimanSurelService {
  constructor(
    private readonly commit: Commit,
    private readonly surel: SurelService,
  ) {}

  async pengiriman(ctx: Context): Promise<PengirimanSurel> {
    const conn = ctx.em.getConnection();
    const [ringkasan] = await conn.execute<{ antri: number; terkirim: number; gagal: number }[]>(
      `select count(*) filter (where status = 'antri')::int as antri, count(*) filter (where status = 'terkirim')::int as terkirim,
              count(*) filter (where status = 'gagal')::int as gagal from surel_kirim`,
    );
    const gagal = await conn.execute<(Omit<SurelGagal, 'dibuat' | 'idSurel'> & { idSurel: string; dibuat: Date })[]>(
      `select id_surel as "idSurel", ke, subjek, percobaan, galat, dibuat from surel_kirim where status = 'gagal' order by id_surel desc limit ?`,
      [GAGAL_SHOWN],
    );
    return { ringkasan: ringkasan!, gagal: gagal.map((g) => ({ ...g, idSurel: Number(g.idSurel), dibuat: new Date(g.dibuat) })) };
  }

  /** A failed mail goes back to the queue with a fresh set of tries (a Riwayat line); any other state is refused. */
  async kirimUlang(ctx: Context, idSurel: number): Promise<PengirimanSurel> {
    const job = await this.commit.transaction(ctx, async (em) => {
      const [mail] = await em.getConnection().execute<{ ke: string; status: string; percobaan: number }[]>(
        `select ke, status, percobaan from surel_kirim where id_surel = ? for update`,
        [idSurel],
        'all',
        em.getTransactionContext(),
      );
      if (!mail) throw notFound('Surel');
      if (mail.status !== 'gagal') throw conflict('Hanya surel yang gagal terkirim yang dapat dikirim ulang');
      await em.getConnection().execute(`update surel_kirim set status = 'antri', galat = null where id_surel = ?`, [idSurel], 'all', em.getTransactionContext());
      return { result: `surel:${idSurel}:ulang:${mail.percobaan}`, change: { riwayat: `Mengirim ulang surel ke ${mail.ke}` } };
    });
    await this.surel.queueAgain(idSurel, job);
    return this.pengiriman(ctx);
  }
}
