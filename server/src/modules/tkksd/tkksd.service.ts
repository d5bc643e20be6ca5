/**
 * TKKSD review of proposals (issue 17): an admin asks level 2 accounts of the proposal's linked agencies
 * for a pertimbangan, each reviewer gives theirs, and the admin decides (status 2 Disetujui / 3 Tidak
 * Disetujui of SPEC §4) with a reason. Every write commits with its Riwayat line in one transaction.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import { conflict, forbidden, InputError, notFound } from '../../common/errors.js';
import { Level } from '../../rules/levels.js';
import { PENJAJAGAN_STATUS } from '../../rules/penjajagan.js';
import { PENDAPAT, PENDAPAT_TEXT, pendapatPerluCatatan, statusKeputusan, TKKSD_MESSAGES as M } from '../../rules/tkksd.js';
import { CATATAN_MAX, maksimalKarakter } from '../../rules/teks.js';
import { DOKUMEN_WAJIB_MESSAGES, type DokumenWajibService } from '../penjajagan/dokumen-wajib.js';
import { PenjajaganChanged } from '../penjajagan/penjajagan.events.js';
import { Penjajagan } from '../penjajagan/penjajagan.entity.js';
import type { Commit } from '../riwayat/commit.js';
import { KeputusanPenjajagan, Pertimbangan } from './tkksd.entity.js';
import type { CalonPeninjau, KeputusanInput, KeputusanItem, PertimbanganInput, PertimbanganItem, PertimbanganMenunggu } from './tkksd.types.js';

const changed = (p: Penjajagan, aksi: string, idStatus: number) =>
  new PenjajaganChanged({ idPenjajagan: p.idPenjajagan, noPenjajagan: p.noPenjajagan, aksi, idStatus, idUser: p.idUser, owners: [p.idUser] });


/** The reviewer's agency is (still) linked to the proposal of the request `p`. */
const STILL_LINKED = `exists (select 1 from penjajagan_skpd ps join users u on u.id_skpd = ps.id_skpd where ps.id_penjajagan = p.id_penjajagan and u.id_user = p.id_user)`;
export class TkksdService {
  constructor(
    private readonly commit: Commit,
    /** Required documents (issue 17): reviewers are asked only when the proposal has them all. */
    private readonly dokumenWajib: DokumenWajibService,
  ) {}

  private async proposal(ctx: Context, idPenjajagan: number): Promise<Penjajagan> {
    const p = await ctx.em.findOne(Penjajagan, { idPenjajagan });
    if (!p) throw notFound('Penjajakan');
    return p;
  }

  /** Level 2 accounts (active) of the agencies linked to the proposal. */
  async calon(ctx: Context, idPenjajagan: number): Promise<CalonPeninjau[]> {
    await this.proposal(ctx, idPenjajagan);
    return ctx.em.execute<CalonPeninjau[]>(
      `select u.id_user as "idUser", u.nama, s.skpd from users u
         join skpd s on s.id_skpd = u.id_skpd
         join penjajagan_skpd ps on ps.id_skpd = u.id_skpd and ps.id_penjajagan = ?
        where u.id_level = ? and u.id_status = 1 order by s.skpd, u.nama`,
      [idPenjajagan, Level.Skpd],
    );
  }

  async daftar(ctx: Context, idPenjajagan: number): Promise<PertimbanganItem[]> {
    const rows = await ctx.em.execute<(Omit<PertimbanganItem, 'pendapatText'> & Record<string, unknown>)[]>(
      `select p.id, p.id_user as "idUser", u.nama as "namaPeninjau", s.skpd, p.pendapat, p.catatan, p.tgl_minta as "tglMinta", p.tgl_isi as "tglIsi"
         from pertimbangan p join users u on u.id_user = p.id_user left join skpd s on s.id_skpd = u.id_skpd
        where p.id_penjajagan = ? order by p.tgl_minta, p.id`,
      [idPenjajagan],
    );
    return rows.map((r) => ({
      ...r,
      pendapatText: r.pendapat ? PENDAPAT_TEXT[r.pendapat] : null,
      tglMinta: new Date(r.tglMinta),
      tglIsi: r.tglIsi ? new Date(r.tglIsi) : null,
    }));
  }

  async keputusan(ctx: Context, idPenjajagan: number): Promise<KeputusanItem | null> {
    return ctx.em.findOne(KeputusanPenjajagan, { idPenjajagan });
  }

  /** Proposals waiting for the signed-in reviewer's pertimbangan (Tugas Saya). */
  async menunggu(ctx: Context): Promise<PertimbanganMenunggu[]> {
    const rows = await ctx.em.execute<PertimbanganMenunggu[]>(
      `select j.id_penjajagan as "idPenjajagan", j.no_penjajagan as "noPenjajagan", j.judul, p.tgl_minta as "tglMinta"
         from pertimbangan p join penjajagan j on j.id_penjajagan = p.id_penjajagan
        where p.id_user = ? and p.pendapat is null
          and not exists (select 1 from keputusan_penjajagan k where k.id_penjajagan = p.id_penjajagan)
          and ${STILL_LINKED}
        order by p.tgl_minta`,
      [ctx.actor!.idUser],
    );
    return rows.map((r) => ({ ...r, tglMinta: new Date(r.tglMinta) }));
  }

  async minta(ctx: Context, idPenjajagan: number, idUser: number): Promise<PertimbanganItem[]> {
    const p = await this.proposal(ctx, idPenjajagan);
    if (await ctx.em.findOne(KeputusanPenjajagan, { idPenjajagan })) throw conflict(M.sudahDiputus);
    const kurang = await this.dokumenWajib.kurang(ctx.em, idPenjajagan);
    if (kurang.length) throw new InputError({ dokumen: DOKUMEN_WAJIB_MESSAGES.kurang(kurang) });
    const [user] = await ctx.em.execute<{ id_level: number; id_status: number; nama: string; terkait: boolean }[]>(
      `select u.id_level, u.id_status, u.nama,
              exists (select 1 from penjajagan_skpd ps where ps.id_penjajagan = ? and ps.id_skpd = u.id_skpd) as terkait
         from users u where u.id_user = ?`,
      [idPenjajagan, idUser],
    );
    if (!user || user.id_level !== Level.Skpd || user.id_status !== 1) throw new InputError({ idUser: M.bukanSkpd });
    if (!user.terkait) throw new InputError({ idUser: M.skpdTidakTerkait });
    if (await ctx.em.findOne(Pertimbangan, { idPenjajagan, idUser })) throw new InputError({ idUser: M.sudahDiminta });
    ctx.em.create(Pertimbangan, { idPenjajagan, idUser });
    const status = p.idStatus === PENJAJAGAN_STATUS.Baru ? PENJAJAGAN_STATUS.Proses : p.idStatus;
    p.idStatus = status;
    try {
      await this.commit.write(ctx, {
        riwayat: `Meminta pertimbangan ${user.nama} untuk penjajakan "${p.judul}"`,
        events: [changed(p, 'pertimbangan', status)],
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new InputError({ idUser: M.sudahDiminta });
      throw err;
    }
    return this.daftar(ctx, idPenjajagan);
  }

  async berikan(ctx: Context, input: PertimbanganInput): Promise<PertimbanganItem[]> {
    const p = await this.proposal(ctx, input.idPenjajagan);
    const mine = await ctx.em.findOne(Pertimbangan, { idPenjajagan: input.idPenjajagan, idUser: ctx.actor!.idUser });
    if (!mine) throw forbidden(M.tidakDiminta);
    // asked while its agency was linked to the proposal; once unlinked, the agency has no say
    const [{ linked }] = await ctx.em.execute<{ linked: boolean }[]>(`select ${STILL_LINKED} as linked from pertimbangan p where p.id = ?`, [mine.id]);
    if (!linked) throw forbidden(M.tidakLagiTerkait);
    if (await ctx.em.findOne(KeputusanPenjajagan, { idPenjajagan: input.idPenjajagan })) throw conflict(M.sudahDiputusPertimbangan);
    const errors: Record<string, string> = {};
    if (!input.pendapat || !PENDAPAT.includes(input.pendapat)) errors.pendapat = 'Pertimbangan tidak boleh kosong';
    const catatan = input.catatan?.trim() ?? '';
    if (input.pendapat && pendapatPerluCatatan(input.pendapat) && !catatan) errors.catatan = M.catatan;
    if (catatan.length > CATATAN_MAX) errors.catatan = maksimalKarakter(CATATAN_MAX);
    if (Object.keys(errors).length) throw new InputError(errors);
    ctx.em.assign(mine, { pendapat: input.pendapat!, catatan, tglIsi: new Date() });
    await this.commit.write(ctx, {
      riwayat: `Memberi pertimbangan "${PENDAPAT_TEXT[input.pendapat!]}" untuk penjajakan "${p.judul}"`,
      events: [changed(p, 'pertimbangan', p.idStatus)],
    });
    return this.daftar(ctx, input.idPenjajagan);
  }

  /** Refuses an approval the proposal is not ready for (syaratPersetujuan), naming everything it lacks. */
  private async bolehDisetujui(em: EntityManager, idPenjajagan: number): Promise<void> {
    const kurang = await this.dokumenWajib.kurangUntukDisetujui(em, idPenjajagan);
    if (Object.keys(kurang).length) throw new InputError(kurang);
  }

  /**
   * The admin's decision with its reason (at most CATATAN_MAX characters). Approving needs what the review
   * is for (syaratPersetujuan): the office's required documents all there and at least one pertimbangan given
   * by a TKKSD reviewer; refusing needs neither. Checked under the proposal's row lock.
   */
  async putuskan(ctx: Context, input: KeputusanInput): Promise<KeputusanItem> {
    const alasan = input.alasan?.trim() ?? '';
    if (!alasan) throw new InputError({ alasan: M.alasan });
    if (alasan.length > CATATAN_MAX) throw new InputError({ alasan: maksimalKarakter(CATATAN_MAX) });
    const idStatus = statusKeputusan(input.disetujui);
    try {
      return await this.commit.transaction(ctx, async (em) => {
        const [row] = await em.execute<{ judul: string }[]>('select judul from penjajagan where id_penjajagan = ? for update', [input.idPenjajagan]);
        if (!row) throw notFound('Penjajakan');
        if (await em.findOne(KeputusanPenjajagan, { idPenjajagan: input.idPenjajagan })) throw conflict(M.sudahDiputus);
        if (input.disetujui) await this.bolehDisetujui(em, input.idPenjajagan);
        const k = em.create(KeputusanPenjajagan, { idPenjajagan: input.idPenjajagan, disetujui: input.disetujui, alasan, namaAktor: ctx.actor!.nama });
        await em.execute('update penjajagan set id_status = ? where id_penjajagan = ?', [idStatus, input.idPenjajagan]);
        const p = await em.findOneOrFail(Penjajagan, { idPenjajagan: input.idPenjajagan });
        return {
          result: k,
          change: {
            riwayat: `Memutuskan penjajakan "${row.judul}": ${input.disetujui ? 'Disetujui' : 'Tidak Disetujui'}`,
            events: [changed(p, 'status', idStatus)],
          },
        };
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw conflict(M.sudahDiputus);
      throw err;
    }
  }
}
