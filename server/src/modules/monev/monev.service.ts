/**
 * Monitoring and evaluation (issue 19): implementation reports by the linked agency or the partner, the
 * admins' evaluations (Hentikan opens a follow-up), the record's monev history, the due lists (Tugas Saya)
 * and the dashboard card. "Today" comes from the clock of rules and jobs (jobs/clock.ts), so tests move it.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import { addDaysIso } from '../../common/dates.js';
import { conflict, forbidden, InputError, notFound } from '../../common/errors.js';
import { validate } from '../../common/validate.js';
import type { Clock } from '../../jobs/clock.js';
import { Level } from '../../rules/levels.js';
import {
  evaluasiMonevSchema,
  jadwalEvaluasi,
  laporanMonevSchema,
  MONEV_MESSAGES,
  monevTerbuka,
  pelaporOf,
  REKOMENDASI,
  type MonevResource,
  type PeriodeMonev,
} from '../../rules/monev.js';
import { MOU_STATUS_AKTIF } from '../../rules/mou.js';
import { can, type PolicyActor } from '../../rules/policy.js';
import { MouSkpd } from '../mou/mou-skpd.entity.js';
import { Mou } from '../mou/mou.entity.js';
import { PksSkpd } from '../pks/pks-skpd.entity.js';
import { Pks } from '../pks/pks.entity.js';
import type { Commit } from '../riwayat/commit.js';
import { User } from '../user/user.entity.js';
import { jatuhTempoMonev, ringkasanMonev, statusMonev, tugasMonev, type MonevScope, type TugasRow } from './monev-jadwal.js';
import { EvaluasiMonev, LaporanMonev, MonevRow, TindakLanjutMonev } from './monev.entity.js';
import type { EvaluasiMonevInput, LaporMonevInput, MonevRingkasan, MonevRiwayat, MonevTindakLanjut, MonevTugas } from './monev.types.js';

/** The record a monev row is about, as loaded for a check. */
interface Rekaman {
  owner: { mou: Mou } | { pks: Pks };
  jenis: 'mou' | 'pks';
  id: number;
  judul: string;
  noun: string;
  record: Mou | Pks;
}

type RecordRef = { idMou?: number | null; idPks?: number | null };

/** Whose periods: every record's (admins), or those linked to a level 2 account's agency (none without one: -1). */
const scopeOf = (idLevel: number, idSkpd: number | null | undefined): MonevScope => (idLevel === Level.Skpd ? { idSkpd: idSkpd ?? -1 } : { idSkpd: null });

export class MonevService {
  constructor(
    private readonly commit: Commit,
    private readonly clock: Clock,
    private readonly intervalBulan: number,
  ) {}

  // ---- the record and who may act on it ----

  private async rekaman(ctx: Context, ref: RecordRef): Promise<Rekaman> {
    const hasMou = ref.idMou !== undefined && ref.idMou !== null;
    if (hasMou === (ref.idPks !== undefined && ref.idPks !== null)) throw new InputError({ idMou: MONEV_MESSAGES.satuRekaman });
    if (hasMou) {
      const mou = await ctx.em.findOne(Mou, { idMou: ref.idMou! });
      if (!mou) throw notFound('Kesepakatan');
      return { owner: { mou }, jenis: 'mou', id: mou.idMou, judul: mou.judul, noun: 'kesepakatan', record: mou };
    }
    const pks = await ctx.em.findOne(Pks, { idPks: ref.idPks! }, { populate: ['mou'] });
    if (!pks) throw notFound('Perjanjian');
    return { owner: { pks }, jenis: 'pks', id: pks.idPks, judul: pks.judul, noun: 'perjanjian', record: pks };
  }

  /** Whether the actor's agency is linked to the record, and whether the record is the partner's own. */
  private async resource(ctx: Context, r: Rekaman): Promise<MonevResource> {
    const actor = ctx.actor!;
    let skpdTerkait = false;
    if (actor.idLevel === Level.Skpd) {
      const user = await ctx.em.findOne(User, { idUser: actor.idUser });
      const idSkpd = user?.idSkpd;
      skpdTerkait =
        idSkpd !== null && idSkpd !== undefined &&
        (r.jenis === 'mou'
          ? (await ctx.em.count(MouSkpd, { mou: r.id, skpd: idSkpd })) > 0
          : (await ctx.em.count(PksSkpd, { pks: r.id, skpd: idSkpd })) > 0);
    }
    const mou = r.jenis === 'mou' ? (r.record as Mou) : (r.record as Pks).mou.unwrap();
    return { skpdTerkait, milikMitra: mou.idMitra === actor.idUser };
  }

  private async checkAccess(ctx: Context, r: Rekaman, ability: 'monev:lapor' | 'monev:read'): Promise<void> {
    if (can(ctx.actor, ability, await this.resource(ctx, r))) return;
    throw forbidden(ctx.actor!.idLevel === Level.Skpd ? MONEV_MESSAGES.skpdTidakTerkait : MONEV_MESSAGES.bukanMitra);
  }

  /**
   * A filed report with its record's title and noun, once the actor may add evidence to it (monev:bukti):
   * refused like a report on the record, or because the report is the other side's.
   */
  async laporanUntukBukti(ctx: Context, idLaporan: number): Promise<{ laporan: LaporanMonev; judul: string; noun: string }> {
    const laporan = await ctx.em.findOne(LaporanMonev, { idLaporan });
    if (!laporan) throw notFound('Laporan pelaksanaan');
    const r = await this.rekaman(ctx, { idMou: laporan.mou?.unwrap().idMou, idPks: laporan.pks?.unwrap().idPks });
    await this.checkAccess(ctx, r, 'monev:lapor');
    if (!can(ctx.actor, 'monev:bukti', { ...(await this.resource(ctx, r)), pelapor: laporan.pelapor })) throw forbidden(MONEV_MESSAGES.buktiPihakLain);
    return { laporan, judul: r.judul, noun: r.noun };
  }

  private jadwal(r: Rekaman): PeriodeMonev[] {
    return jadwalEvaluasi(r.record.tglMulai, r.record.tglBerakhir, this.intervalBulan);
  }

  /** The period of a running record that has started by today; otherwise a field error. */
  private periodeOf(r: Rekaman, periode: number): PeriodeMonev {
    if (!monevTerbuka(r.record.idStatus)) throw new InputError({ periode: MONEV_MESSAGES.bukanAktif });
    const found = this.jadwal(r).find((p) => p.periode === periode);
    if (!found) throw new InputError({ periode: MONEV_MESSAGES.periodeBukan });
    if (found.mulai > this.clock.today()) throw new InputError({ periode: MONEV_MESSAGES.periodeBelum });
    return found;
  }

  private async nextVersi(ctx: Context, entity: typeof LaporanMonev | typeof EvaluasiMonev, r: Rekaman, where: Record<string, unknown>): Promise<number> {
    const rows = await ctx.em.find(entity as typeof MonevRow & (typeof LaporanMonev), { ...r.owner, ...where } as never, {
      orderBy: { versi: 'desc' },
      limit: 1,
      fields: ['versi'],
    });
    return (rows[0]?.versi ?? 0) + 1;
  }

  private async save(ctx: Context, riwayat: string): Promise<void> {
    try {
      await this.commit.write(ctx, { riwayat });
    } catch (err) {
      // Two submissions for the same period at the same moment: the version index refuses the second.
      if (err instanceof UniqueConstraintViolationException) throw conflict('Data periode ini baru saja diperbarui, silakan muat ulang dan kirim lagi');
      throw err;
    }
  }

  /** Who files it, and when by the clock of rules (so the on-time share follows an injected today). */
  private async author(ctx: Context) {
    const user = await ctx.em.findOne(User, { idUser: ctx.actor!.idUser });
    return { idUser: ctx.actor!.idUser, namaUser: user?.nama ?? ctx.actor!.nama, createdAt: this.clock.now() };
  }

  // ---- forms ----

  /** The implementation report: by admins or the linked agency (pelapor skpd), or by the partner (mitra). */
  async lapor(ctx: Context, input: LaporMonevInput): Promise<LaporanMonev> {
    const fields = validate(laporanMonevSchema, input);
    const r = await this.rekaman(ctx, input);
    await this.checkAccess(ctx, r, 'monev:lapor');
    this.periodeOf(r, fields.periode);
    const pelapor = pelaporOf(ctx.actor!.idLevel);
    const versi = await this.nextVersi(ctx, LaporanMonev, r, { periode: fields.periode, pelapor });
    const laporan = ctx.em.create(LaporanMonev, { ...r.owner, ...fields, pelapor, versi, ...(await this.author(ctx)) });
    await this.save(ctx, `Melaporkan pelaksanaan periode ${fields.periode} (versi ${versi}) ${r.noun} "${r.judul}"`);
    return laporan;
  }

  /**
   * The admins' evaluation; Hentikan opens a follow-up for the admins and marks the record. A new version
   * replaces the period's earlier one: a follow-up that one left open is closed with it.
   */
  async evaluasi(ctx: Context, input: EvaluasiMonevInput): Promise<EvaluasiMonev> {
    const fields = validate(evaluasiMonevSchema, input);
    const r = await this.rekaman(ctx, input);
    this.periodeOf(r, fields.periode);
    const versi = await this.nextVersi(ctx, EvaluasiMonev, r, { periode: fields.periode });
    const author = await this.author(ctx);
    const replaced = await ctx.em.find(TindakLanjutMonev, { status: 'terbuka', evaluasi: { ...r.owner, periode: fields.periode } });
    for (const tl of replaced) Object.assign(tl, { status: 'selesai', selesaiAt: author.createdAt });
    const evaluasi = ctx.em.create(EvaluasiMonev, { ...r.owner, ...fields, versi, ...author });
    if (fields.rekomendasi === 'HENTIKAN') ctx.em.create(TindakLanjutMonev, { evaluasi, createdAt: author.createdAt });
    const closed = replaced.length ? '; tindak lanjut Hentikan versi sebelumnya ditutup' : '';
    await this.save(ctx, `Mengevaluasi periode ${fields.periode} ${r.noun} "${r.judul}": ${REKOMENDASI[fields.rekomendasi]}${closed}`);
    return evaluasi;
  }

  /** Closes a follow-up (the admins decided what happens to the record). */
  async selesaikanTindakLanjut(ctx: Context, idTindakLanjut: number): Promise<boolean> {
    const tl = await ctx.em.findOne(TindakLanjutMonev, { idTindakLanjut }, { populate: ['evaluasi'] });
    if (!tl) throw notFound('Tindak lanjut');
    if (tl.status === 'selesai') return true;
    tl.status = 'selesai';
    tl.selesaiAt = this.clock.now();
    await this.save(ctx, `Menyelesaikan tindak lanjut evaluasi periode ${tl.evaluasi.unwrap().periode}`);
    return true;
  }

  // ---- reads ----

  /** A record's periods that have started, each with every version filed, newest first. */
  async riwayat(ctx: Context, ref: RecordRef): Promise<MonevRiwayat> {
    const r = await this.rekaman(ctx, ref);
    await this.checkAccess(ctx, r, 'monev:read');
    const [laporan, evaluasi] = await Promise.all([
      ctx.em.find(LaporanMonev, r.owner, { orderBy: { periode: 'desc', createdAt: 'desc', idLaporan: 'desc' } }),
      ctx.em.find(EvaluasiMonev, r.owner, { orderBy: { periode: 'desc', createdAt: 'desc', idEvaluasi: 'desc' } }),
    ]);
    const today = this.clock.today();
    const periode = this.jadwal(r)
      .filter((p) => p.mulai <= today || laporan.some((l) => l.periode === p.periode))
      .reverse()
      .map((p) => ({ ...p, laporan: laporan.filter((l) => l.periode === p.periode), evaluasi: evaluasi.filter((e) => e.periode === p.periode) }));
    const terbuka = evaluasi.length ? await ctx.em.count(TindakLanjutMonev, { status: 'terbuka', evaluasi: r.owner }) : 0;
    return {
      jenis: r.jenis,
      idRecord: r.id,
      judul: r.judul,
      aktif: r.record.idStatus === MOU_STATUS_AKTIF,
      terbuka: monevTerbuka(r.record.idStatus),
      periode,
      dihentikan: terbuka > 0,
    };
  }

  private async scope(ctx: Context): Promise<MonevScope> {
    if (ctx.actor!.idLevel !== Level.Skpd) return { idSkpd: null };
    const user = await ctx.em.findOne(User, { idUser: ctx.actor!.idUser });
    return scopeOf(ctx.actor!.idLevel, user?.idSkpd);
  }

  /**
   * The evaluation due dates of an account's private calendar (modules/kalender), as Tugas Saya scopes them
   * (monev:jadwal: admins every record, level 2 its agency's, others none): not filed yet, due within `hari`
   * days either side of today (the clock of rules), nearest first, at most `limit`.
   */
  async jatuhTempoKalender(em: EntityManager, account: PolicyActor & { idSkpd: number | null }, hari: number, limit: number): Promise<TugasRow[]> {
    if (!can(account, 'monev:jadwal')) return [];
    const today = this.clock.today();
    return jatuhTempoMonev({ em }, this.intervalBulan, scopeOf(account.idLevel, account.idSkpd), today, addDaysIso(today, -hari), addDaysIso(today, hari), limit);
  }

  /** Tugas Saya: due and overdue evaluations (admins) or reports (level 2, its agency's records). */
  async tugas(ctx: Context): Promise<MonevTugas[]> {
    const today = this.clock.today();
    const rows = await tugasMonev(ctx, this.intervalBulan, await this.scope(ctx), today);
    return rows.map((row) => {
      const late = statusMonev(row.jatuh_tempo, today) === 'terlambat';
      return {
        jenis: row.jenis,
        idRecord: row.id,
        judul: row.judul,
        periode: row.periode,
        mulai: row.mulai,
        jatuhTempo: row.jatuh_tempo,
        status: late ? 'terlambat' : 'jatuh_tempo',
        statusText: late ? 'Terlambat' : 'Jatuh Tempo',
      };
    });
  }

  /** Open follow-ups of Hentikan evaluations (admins' Tugas Saya), oldest first. */
  async tindakLanjut(ctx: Context): Promise<MonevTindakLanjut[]> {
    const rows = await ctx.em.find(TindakLanjutMonev, { status: 'terbuka' }, { populate: ['evaluasi.mou', 'evaluasi.pks'], orderBy: { createdAt: 'asc' }, limit: 200 });
    return rows.map((tl) => {
      const e = tl.evaluasi.unwrap();
      const record = e.mou?.unwrap() ?? e.pks!.unwrap();
      return {
        idTindakLanjut: tl.idTindakLanjut,
        jenis: e.mou ? 'mou' : 'pks',
        idRecord: e.mou ? e.mou.unwrap().idMou : e.pks!.unwrap().idPks,
        judul: record.judul,
        periode: e.periode,
        catatan: e.catatan,
        createdAt: tl.createdAt,
      };
    });
  }

  /** The dashboard card (level 2: its agency's records). */
  async ringkasan(ctx: Context): Promise<MonevRingkasan> {
    const scope = await this.scope(ctx);
    const [row, terbuka] = await Promise.all([
      ringkasanMonev(ctx, this.intervalBulan, scope, this.clock.today()),
      scope.idSkpd === null ? ctx.em.count(TindakLanjutMonev, { status: 'terbuka' }) : Promise.resolve(0),
    ]);
    return {
      jatuhTempo: row.jatuh_tempo,
      terlambat: row.terlambat,
      wajib: row.wajib,
      tepatWaktu: row.tepat_waktu,
      persenTepatWaktu: row.wajib ? Math.round((row.tepat_waktu / row.wajib) * 1000) / 10 : null,
      tindakLanjutTerbuka: terbuka,
    };
  }
}
