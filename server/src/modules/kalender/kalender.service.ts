import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import ical from 'ical-generator';
import type { Context } from '../../common/context.js';
import { isPartner, STAFF } from '../../rules/levels.js';
import type { MonevService } from '../monev/monev.service.js';
import type { Commit } from '../riwayat/commit.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Row {
  jenis: 'mou' | 'pks';
  id: number;
  judul: string;
  tgl_mulai: string;
  tgl_berakhir: string;
  /** The signing date recorded by the move to Pelaksanaan (tahapan_kerjasama.tgl_ttd); null: none recorded. */
  tgl_ttd: string | null;
}

const NAMA = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

/** The evaluation due dates in the feed: those within this many days either side of today, at most MONEV_MAX. */
const MONEV_HARI = 366;
const MONEV_MAX = 500;

/**
 * The private iCalendar feed (RFC 5545) of each account: the start, signing and end dates of the Aktif
 * agreements and contracts it may read (staff: all; a partner: those of its own account), and the evaluation
 * due dates its Tugas Saya lists, not yet filed (monev: admins every record's, level 2 its agency's, partners
 * none). Every event is a whole day with a UID of its record and kind, so calendar apps update rather than
 * duplicate. The token in the URL is stored as its SHA-256 only, gives nothing but this feed, and a new one or
 * a revocation ends the old at once.
 */
export class KalenderService {
  constructor(
    private readonly commit: Commit,
    private readonly publicUrl: string,
    private readonly monev: MonevService,
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
    const [owner] = await em.getConnection().execute<{ id_user: number; id_level: number; id_skpd: number | null }[]>(
      `select u.id_user, u.id_level, u.id_skpd from kalender_token k join users u on u.id_user = k.id_user where k.token_hash = ? and u.id_status = 1`,
      [hash(token)],
    );
    if (!owner) return null;
    const partner = isPartner(owner.id_level);
    if (!partner && !STAFF.includes(owner.id_level)) return null;
    const mine = partner ? 'and m.id_mitra = ?' : '';
    const params = partner ? [owner.id_user, owner.id_user] : [];
    const [rows, monev] = await Promise.all([
      em.getConnection().execute<Row[]>(
        `select 'mou' as jenis, m.id_mou as id, m.judul, to_char(m.tgl_mulai, 'YYYY-MM-DD') as tgl_mulai, to_char(m.tgl_berakhir, 'YYYY-MM-DD') as tgl_berakhir,
                to_char(t.tgl_ttd, 'YYYY-MM-DD') as tgl_ttd
           from mou m left join tahapan_kerjasama t on t.jenis = 'mou' and t.id_record = m.id_mou
          where m.id_status = 1 ${mine}
         union all
         select 'pks', p.id_pks, p.judul, to_char(p.tgl_mulai, 'YYYY-MM-DD'), to_char(p.tgl_berakhir, 'YYYY-MM-DD'), to_char(t.tgl_ttd, 'YYYY-MM-DD')
           from pks p join mou m on m.id_mou = p.id_mou left join tahapan_kerjasama t on t.jenis = 'pks' and t.id_record = p.id_pks
          where p.id_status = 1 ${mine}
         order by 1, 2`,
        params,
      ),
      this.monev.jatuhTempoKalender(em, { idUser: owner.id_user, idLevel: owner.id_level, idSkpd: owner.id_skpd }, MONEV_HARI, MONEV_MAX),
    ]);
    const host = new URL(this.publicUrl).host;
    // No calendar time zone: the events are whole days (DATE values), and with one ical-generator wrote each
    // DTSTAMP as a time without its "Z", which RFC 5545 requires to be UTC.
    const cal = ical({ name: 'Kerja Sama', prodId: { company: 'Kerja Sama', product: 'Kalender', language: 'ID' } });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    for (const r of rows) {
      const nama = NAMA[r.jenis];
      cal.createEvent({ id: `${r.jenis}-${r.id}-mulai@${host}`, start: day(r.tgl_mulai), allDay: true, summary: `Mulai berlaku: ${nama} ${r.judul}` });
      if (r.tgl_ttd) cal.createEvent({ id: `${r.jenis}-${r.id}-ttd@${host}`, start: day(r.tgl_ttd), allDay: true, summary: `Ditandatangani: ${nama} ${r.judul}` });
      cal.createEvent({ id: `${r.jenis}-${r.id}-berakhir@${host}`, start: day(r.tgl_berakhir), allDay: true, summary: `Berakhir: ${nama} ${r.judul}` });
    }
    for (const e of monev) {
      const nama = NAMA[e.jenis as Row['jenis']];
      cal.createEvent({
        id: `${e.jenis}-${e.id}-evaluasi-${e.periode}@${host}`,
        start: day(e.jatuh_tempo),
        allDay: true,
        summary: `Evaluasi jatuh tempo: ${nama} ${e.judul} (periode ${e.periode})`,
      });
    }
    return cal.toString();
  }
}
