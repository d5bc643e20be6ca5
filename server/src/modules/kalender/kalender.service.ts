import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import ical from 'ical-generator';
import type { Context } from '../../common/context.js';
import { isPartner, STAFF } from '../../rules/levels.js';
import type { Commit } from '../riwayat/commit.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Row {
  jenis: 'mou' | 'pks';
  id: number;
  judul: string;
  tgl_mulai: string;
  tgl_berakhir: string;
}

const NAMA = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

/**
 * The private iCalendar feed (RFC 5545) of each account: the start and end dates of the Aktif agreements and
 * contracts it may read (staff: all; a partner: those of its own account). The token in the URL is stored
 * as its SHA-256 only, gives nothing but this feed, and a new one or a revocation ends the old at once.
 */
export class KalenderService {
  constructor(
    private readonly commit: Commit,
    private readonly publicUrl: string,
  ) {}

  async status(ctx: Context): Promise<Date | null> {
    const [row] = await ctx.em.getConnection().execute<{ dibuat: Date }[]>(`select dibuat from kalender_token where id_user = ?`, [ctx.actor!.idUser]);
    return row ? new Date(row.dibuat) : null;
  }

  /** A new private URL (the previous one stops working); shown only now. */
  async create(ctx: Context): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.commit.transaction(ctx, async (em) => {
      await em.getConnection().execute(
        `insert into kalender_token (id_user, token_hash, dibuat) values (?, ?, now()) on conflict (id_user) do update set token_hash = excluded.token_hash, dibuat = now()`,
        [ctx.actor!.idUser, hash(token)],
        'all',
        em.getTransactionContext(),
      );
      return { result: undefined, change: { riwayat: 'Membuat tautan kalender pribadi' } };
    });
    return `${this.publicUrl}/kalender/${token}.ics`;
  }

  async revoke(ctx: Context): Promise<boolean> {
    return this.commit.transaction(ctx, async (em) => {
      const rows = await em.getConnection().execute<unknown[]>(`delete from kalender_token where id_user = ? returning 1`, [ctx.actor!.idUser], 'all', em.getTransactionContext());
      return { result: rows.length > 0, change: rows.length ? { riwayat: 'Mencabut tautan kalender pribadi' } : {} };
    });
  }

  /** The feed of a token, or null (unknown, revoked, or its account no longer active). */
  async feed(em: EntityManager, token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [owner] = await em.getConnection().execute<{ id_user: number; id_level: number }[]>(
      `select u.id_user, u.id_level from kalender_token k join users u on u.id_user = k.id_user where k.token_hash = ? and u.id_status = 1`,
      [hash(token)],
    );
    if (!owner) return null;
    const partner = isPartner(owner.id_level);
    if (!partner && !STAFF.includes(owner.id_level)) return null;
    const mine = partner ? 'and m.id_mitra = ?' : '';
    const params = partner ? [owner.id_user, owner.id_user] : [];
    const rows = await em.getConnection().execute<Row[]>(
      `select 'mou' as jenis, m.id_mou as id, m.judul, to_char(m.tgl_mulai, 'YYYY-MM-DD') as tgl_mulai, to_char(m.tgl_berakhir, 'YYYY-MM-DD') as tgl_berakhir
         from mou m where m.id_status = 1 ${mine}
       union all
       select 'pks', p.id_pks, p.judul, to_char(p.tgl_mulai, 'YYYY-MM-DD'), to_char(p.tgl_berakhir, 'YYYY-MM-DD')
         from pks p join mou m on m.id_mou = p.id_mou where p.id_status = 1 ${mine}
       order by 1, 2`,
      params,
    );
    const host = new URL(this.publicUrl).host;
    // No calendar time zone: the events are whole days (DATE values), and with one ical-generator wrote each
    // DTSTAMP as a time without its "Z", which RFC 5545 requires to be UTC.
    const cal = ical({ name: 'Kerja Sama', prodId: { company: 'Kerja Sama', product: 'Kalender', language: 'ID' } });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    for (const r of rows) {
      const nama = NAMA[r.jenis];
      cal.createEvent({ id: `${r.jenis}-${r.id}-mulai@${host}`, start: day(r.tgl_mulai), allDay: true, summary: `Mulai berlaku: ${nama} ${r.judul}` });
      cal.createEvent({ id: `${r.jenis}-${r.id}-berakhir@${host}`, start: day(r.tgl_berakhir), allDay: true, summary: `Berakhir: ${nama} ${r.judul}` });
    }
    return cal.toString();
  }
}
