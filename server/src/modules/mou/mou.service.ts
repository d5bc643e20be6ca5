import { ForeignKeyConstraintViolationException, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import { ChangeAction, type ChangePayload } from '../../common/change.js';
import { tanggalIndonesia } from '../../common/dates.js';
import { conflict, InputError, notFound } from '../../common/errors.js';
import { propertiesFor } from '../../common/selection.js';
import { batchLoader, groupBy } from '../../common/loader.js';
import { paging, type Page, type PageInput } from '../../common/paging.js';
import { validate } from '../../common/validate.js';
import { removeOwnedFiles } from '../../files/files.service.js';
import { PARTNERS } from '../../rules/levels.js';
import { can } from '../../rules/policy.js';
import { laporanSchema, MOU_STATUS_BARU, mouSchema, mouStatusText, type LaporanFields, type MouFields } from '../../rules/mou.js';
import { laporanKeterangan, rupiah } from '../laporan/laporan.service.js';
import type { LaporanTable } from '../laporan/laporan.render.js';
import type { LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { Penjajagan } from '../penjajagan/penjajagan.entity.js';
import { PenjajaganSkpd } from '../penjajagan/penjajagan-skpd.entity.js';
import { Pks } from '../pks/pks.entity.js';
import { User } from '../user/user.entity.js';
import { containsFilter, expiryRange, KERJASAMA_COLUMNS, laporanRows, kerjasamaConditions, kerjasamaPage, type ListTable } from '../kerjasama/kerjasama-list.js';
import { KerjasamaService, type KerjasamaDeps } from '../kerjasama/kerjasama.service.js';
import { checkKlasifikasi, klasifikasiWajib, putKlasifikasi } from '../klasifikasi/klasifikasi-write.js';
import { removeBuktiMonev } from '../monev/monev-bukti.service.js';
import { FILE_KIND } from '../kerjasama/lampiran.js';
import type { Diperpanjang } from '../kerjasama/status-hook.js';
import { MouSkpd } from './mou-skpd.entity.js';
import { cekTautanPenjajagan } from './penjajagan-link.js';
import { Mou } from './mou.entity.js';
import { MouChanged } from './mou.events.js';
import type { MouFilter, MouInput } from './mou.inputs.js';
import type { MouChange, MouCombo } from './mou.types.js';
import type { MitraAccount } from '../mitra/mitra.types.js';
import { claimForDelete } from '../../common/claim.js';

/** The columns behind Mou's computed GraphQL fields (getters and relation-based field resolvers). */
const MOU_DERIVED: Record<string, (keyof Mou & string)[]> = {
  statusText: ['idStatus'],
  idPenjajagan: ['penjajagan'],
  noPenjajagan: ['penjajagan'],
  idMitra: ['akunMitra'],
  akunMitra: ['akunMitra'],
  idMouLama: ['mouLama'],
};
/** Fields that read other agreements: a list asking for them loads whole rows. */
const MOU_READS_OTHERS = ['mouLama', 'noKontrakMouLama', 'pembaruan'];
const COMBO_SIZE = 20;
/** The agreement list's table in SQL: its columns by GraphQL field. */
const MOU_TABLE: ListTable = { name: 'mou', key: 'id_mou', columns: { idMou: 'id_mou', ...KERJASAMA_COLUMNS } };
const HAS_CONTRACTS = 'Kesepakatan masih memiliki Perjanjian dan tidak dapat dihapus';
const BUKAN_PENGUSUL = 'Mitra harus pengusul penjajakan ini';

export class MouService extends KerjasamaService<Mou, MouSkpd> {
  constructor(...deps: KerjasamaDeps) {
    super(
      {
        noun: 'kesepakatan',
        dokumen: FILE_KIND.mouDokumen,
        gambar: FILE_KIND.mouGambar,
        link: MouSkpd,
        owner: 'mou',
        id: (mou) => mou.idMou,
      },
      ...deps,
    );
  }

  /**
   * A page of agreements. `asked`: the GraphQL fields asked of each item; only the columns they need are
   * loaded (every column when it is not given).
   */
  async list(ctx: Context, filter?: MouFilter | null, pageInput?: PageInput | null, asked?: ReadonlySet<string>): Promise<Page<Mou>> {
    const where = kerjasamaConditions(filter, MOU_TABLE, () => expiryRange(this.expiryWindowDays));
    if (filter?.idMou !== undefined && filter.idMou !== null) where.add('id_mou = ?', filter.idMou);
    const fields = propertiesFor(ctx.em, Mou, asked, MOU_DERIVED, MOU_READS_OTHERS) as (keyof Mou & string)[] | undefined;
    return kerjasamaPage(ctx, MOU_TABLE, where, paging(pageInput), asked, this.listReads, async (ids) => {
      const found = await ctx.em.find(Mou, { idMou: { $in: ids } }, { fields });
      return new Map(found.map((m) => [m.idMou, m as Mou]));
    });
  }

  async get(ctx: Context, idMou: number): Promise<Mou> {
    const mou = await ctx.em.findOne(Mou, { idMou });
    if (!mou) throw notFound('Kesepakatan');
    return mou;
  }

  /**
   * Agreements whose number (No. Kontrak) contains the search text, case-insensitive, at most 20.
   * `forPks`: only agreements the actor may put a contract under — all for admins, those linked to its own
   * agency for a level 2 drafter (the 'pks:draft' row rule), so the picker offers no agreement the server
   * would refuse.
   */
  async combo(ctx: Context, search?: string | null, forPks = false, idMou?: number | null): Promise<MouCombo[]> {
    const term = search?.trim();
    const where = { ...(term ? containsFilter('no_kontrak', term) : {}), ...(idMou != null && { idMou }) };
    if (forPks && !can(ctx.actor, 'pks:write')) {
      const me = await ctx.em.findOne(User, { idUser: ctx.actor!.idUser });
      Object.assign(where, { [raw((alias) => `${alias}.id_mou in (select id_mou from mou_skpd where id_skpd = ?)`, [me?.idSkpd ?? null])]: [] });
    }
    const rows = await ctx.em.find(Mou, where, {
      fields: ['idMou', 'noKontrak', 'judul'],
      orderBy: { noKontrak: 'asc', idMou: 'asc' },
      limit: COMBO_SIZE,
    });
    return rows.map((m) => ({ idMou: m.idMou, noMou: m.noKontrak, judul: m.judul }));
  }

  /**
   * The partner account, proposal and renewed agreement a form names; unknown ones are field errors. Read one
   * after the other: it runs in the write's transaction, on one connection.
   */
  private async related(ctx: Context, fields: MouFields, self?: Mou) {
    const errors: Record<string, string> = {};
    const akunMitra = await ctx.em.findOne(User, { idUser: fields.idMitra, idLevel: { $in: [...PARTNERS] } });
    const penjajagan = fields.idPenjajagan ? await ctx.em.findOne(Penjajagan, { idPenjajagan: fields.idPenjajagan }) : null;
    const mouLama = fields.idMouLama ? await ctx.em.findOne(Mou, { idMou: fields.idMouLama }) : null;
    if (!akunMitra) errors.idMitra = 'Mitra tidak ditemukan';
    if (fields.idPenjajagan && !penjajagan) errors.idPenjajagan = 'Penjajakan tidak ditemukan';
    if (fields.idMouLama && !mouLama) errors.idMouLama = 'Kesepakatan lama tidak ditemukan';
    if (self && mouLama && (await this.isInChain(ctx, mouLama.idMou, self.idMou))) {
      errors.idMouLama = 'Kesepakatan lama tidak boleh kesepakatan ini sendiri atau pembaruannya';
    }
    if (Object.keys(errors).length) throw new InputError(errors);
    return { akunMitra: akunMitra!, penjajagan, mouLama };
  }

  /** Whether `idMou` is `start` or one of the agreements `start` renews (directly or further back). */
  private async isInChain(ctx: Context, start: number, idMou: number): Promise<boolean> {
    const rows = await ctx.em.getConnection().execute<{ found: number }[]>(
      `with recursive chain(id_mou, id_mou_lama) as (
         select id_mou, id_mou_lama from mou where id_mou = ?
         union
         select m.id_mou, m.id_mou_lama from mou m join chain c on m.id_mou = c.id_mou_lama
       )
       select 1 as found from chain where id_mou = ? limit 1`,
      [start, idMou],
    );
    return rows.length > 0;
  }

  private values(fields: MouFields, rel: Awaited<ReturnType<MouService['related']>>) {
    const { idMitra: _m, idPenjajagan: _p, idMouLama: _l, status, ...rest } = fields;
    return { ...rest, idStatus: status, akunMitra: rel.akunMitra, penjajagan: rel.penjajagan, mouLama: rel.mouLama };
  }

  protected changed(mou: Mou) {
    return new MouChanged({ action: ChangeAction.UPDATED, id: mou.idMou });
  }

  /**
   * A new agreement. A proposal it names must take it (penjajagan-link.ts: approved, and no other agreement
   * but its renewal chain), checked under the proposal's row lock. A status other than 3 Baru puts it at that
   * status's stage, recorded on its timeline as a manual move with its actor — all in one transaction with
   * its Riwayat line.
   */
  async create(ctx: Context, input: MouInput): Promise<Mou> {
    const fields = validate(mouSchema, input);
    const klasifikasi = checkKlasifikasi(input.klasifikasi, klasifikasiWajib(ctx));
    return this.commit.transaction(ctx, async (em) => {
      const tx: Context = { ...ctx, em };
      const rel = await this.related(tx, fields);
      if (fields.idPenjajagan) await this.tautkan(em, fields.idPenjajagan, { idMouLama: fields.idMouLama });
      const { mou, diperpanjang } = await this.baru(tx, this.values(fields, rel), klasifikasi);
      return {
        result: mou,
        change: {
          riwayat: [`Menambah kesepakatan "${mou.judul}"`, ...riwayatPerpanjangan(diperpanjang)],
          events: () => [new MouChanged({ action: ChangeAction.CREATED, id: mou.idMou }), ...eventPerpanjangan(diperpanjang)],
        },
      };
    });
  }

  /**
   * "Buat Kesepakatan" from an approved proposal (issue 17): the draft agreement (tied to the proposal by
   * `id_penjajagan`, its partner the account that submitted the proposal), the proposal's linked agencies and
   * the Riwayat line commit in one transaction, or nothing does. The proposal row is locked, so two clicks make
   * one agreement.
   */
  async createFromPenjajagan(ctx: Context, idPenjajagan: number, input: MouInput): Promise<Mou> {
    const klasifikasi = checkKlasifikasi(input.klasifikasi, klasifikasiWajib(ctx));
    return this.commit.transaction(ctx, async (em) => {
      const tx: Context = { ...ctx, em };
      const p = await cekTautanPenjajagan(em, idPenjajagan, { idMouLama: input.idMouLama });
      if (!p) throw notFound('Penjajakan');
      if (input.idMitra != null && input.idMitra !== p.id_user) throw new InputError({ idMitra: BUKAN_PENGUSUL });
      const fields = validate(mouSchema, { ...input, idPenjajagan, idMitra: p.id_user });
      const rel = await this.related(tx, fields);
      const links = await em.find(PenjajaganSkpd, { penjajagan: idPenjajagan }, { populate: ['skpd'], orderBy: { skpd: { skpd: 'asc' } } });
      const { mou } = await this.baru(tx, this.values(fields, rel), klasifikasi, (m) => {
        for (const link of links) em.create(MouSkpd, { mou: m, skpd: link.skpd });
      });
      const skpd = links.map((l) => l.skpd.unwrap().skpd);
      return {
        result: mou,
        change: {
          riwayat: `Membuat kesepakatan "${mou.judul}" dari penjajakan ${p.no_penjajagan}${skpd.length ? ` dengan SKPD ${skpd.join(', ')}` : ''}`,
          events: () => [new MouChanged({ action: ChangeAction.CREATED, id: mou.idMou })],
        },
      };
    });
  }

  /** Creates the agreement (and what `also` adds) in the caller's transaction; a status set directly is a manual stage move. */
  private async baru(
    tx: Context,
    values: ReturnType<MouService['values']>,
    klasifikasi: ReturnType<typeof checkKlasifikasi>,
    also?: (mou: Mou) => void,
  ): Promise<{ mou: Mou; diperpanjang: Diperpanjang | null }> {
    const mou = tx.em.create(Mou, values);
    also?.(mou);
    await putKlasifikasi(tx, { mou }, klasifikasi, true);
    await tx.em.flush();
    const diperpanjang = (await this.tahapan?.statusManual(tx, 'mou', mou.idMou, MOU_STATUS_BARU, mou.idStatus)) ?? null;
    return { mou, diperpanjang };
  }

  /** The proposal-link rule (penjajagan-link.ts) where a form names a proposal; a proposal gone meanwhile is a field error. */
  private async tautkan(em: EntityManager, idPenjajagan: number, o: { idMou?: number; idMouLama?: number | null }): Promise<void> {
    if (!(await cekTautanPenjajagan(em, idPenjajagan, o))) throw new InputError({ idPenjajagan: 'Penjajakan tidak ditemukan' });
  }

  /**
   * An edit. Tying it to another proposal obeys the proposal-link rule (an unchanged tie is left as it is:
   * older agreements were tied to any proposal); a changed status is a manual stage move. One transaction.
   */
  async update(ctx: Context, idMou: number, input: MouInput): Promise<Mou> {
    await this.get(ctx, idMou);
    const fields = validate(mouSchema, input);
    const klasifikasi = checkKlasifikasi(input.klasifikasi);
    return this.commit.transaction(ctx, async (em) => {
      const tx: Context = { ...ctx, em };
      if (input.versiTahapan != null) await this.tahapan?.cekVersi(em, 'mou', idMou, input.versiTahapan);
      const mou = await this.get(tx, idMou);
      const rel = await this.related(tx, fields, mou);
      if (fields.idPenjajagan && fields.idPenjajagan !== mou.idPenjajagan) {
        await this.tautkan(em, fields.idPenjajagan, { idMou, idMouLama: fields.idMouLama });
      }
      const statusLama = mou.idStatus;
      em.assign(mou, this.values(fields, rel));
      const diperpanjang = (await this.tahapan?.statusManual(tx, 'mou', idMou, statusLama, mou.idStatus)) ?? null;
      await putKlasifikasi(tx, { mou }, klasifikasi, false);
      return {
        result: mou,
        change: { riwayat: [`Mengubah kesepakatan "${mou.judul}"`, ...riwayatPerpanjangan(diperpanjang)], events: [this.changed(mou), ...eventPerpanjangan(diperpanjang)] },
      };
    });
  }

  /** Refused while contracts exist; otherwise removes its documents, images and agency links with it. */
  async delete(ctx: Context, idMou: number): Promise<boolean> {
    const mou = await this.get(ctx, idMou);
    try {
      await this.commit.transaction(ctx, async (em) => {
        await claimForDelete(em, Mou, { idMou }, 'Kesepakatan');
        if ((await em.count(Pks, { mou: idMou })) > 0) throw conflict(HAS_CONTRACTS);
        await em.nativeDelete(MouSkpd, { mou: idMou });
        await removeOwnedFiles(em, FILE_KIND.mouDokumen, idMou);
        await removeOwnedFiles(em, FILE_KIND.mouGambar, idMou);
        await removeBuktiMonev(em, 'mou', idMou);
        em.remove(em.getReference(Mou, idMou));
        const change = { riwayat: `Menghapus kesepakatan "${mou.judul}"`, events: [new MouChanged({ action: ChangeAction.DELETED, id: idMou })] };
        return { result: true, change };
      });
    } catch (err) {
      // A contract added between the check and the delete: the foreign key refuses it.
      if (err instanceof ForeignKeyConstraintViolationException) throw conflict(HAS_CONTRACTS);
      throw err;
    }
    return true;
  }

  // ---- renewal chain and contracts ----

  /** Agreements that renew this one (their id_mou_lama is this agreement). */
  pembaruan(ctx: Context, mou: Mou): Promise<Mou[]> {
    return batchLoader<number, Mou[]>(
      ctx,
      'mou:pembaruan',
      async (ids) =>
        groupBy(
          await ctx.em.find(Mou, { mouLama: { $in: [...ids] } }, { orderBy: { tglMulai: 'asc', idMou: 'asc' } }),
          (m) => m.idMouLama!,
        ),
      () => [],
    ).load(mou.idMou);
  }

  async noPenjajagan(mou: Mou): Promise<string | null> {
    return mou.penjajagan ? ((await mou.penjajagan.load({ dataloader: true }))?.noPenjajagan ?? null) : null;
  }

  async akunMitra(mou: Mou): Promise<MitraAccount> {
    const user = await mou.akunMitra.load({ dataloader: true });
    return { idUser: mou.idMitra, nama: user?.nama ?? '' };
  }

  async mouLama(mou: Mou): Promise<Mou | null> {
    return mou.mouLama ? mou.mouLama.load({ dataloader: true }) : null;
  }

  /** How many contracts (PKS) the agreement has; an agreement with contracts cannot be deleted. */
  jumlahPks(ctx: Context, mou: Mou): Promise<number> {
    return batchLoader<number, number>(
      ctx,
      'mou:jumlahPks',
      async (ids) => {
        const rows = await ctx.em
          .getConnection()
          .execute<{ id_mou: number; n: number }[]>(
            `select id_mou, count(*)::int as n from pks where id_mou in (${ids.map(() => '?').join(',')}) group by id_mou`,
            [...ids],
          );
        return new Map(rows.map((r) => [r.id_mou, r.n]));
      },
      () => 0,
    ).load(mou.idMou);
  }

  // ---- live list ----

  /** What a subscriber receives: the committed change and the agreement as it is now. */
  async change(ctx: Context, payload: ChangePayload): Promise<MouChange> {
    if (payload.action === ChangeAction.DELETED) return { ...payload, mou: null };
    // A subscription's context lives long: start each delivery from an empty identity map (fresh rows).
    ctx.em.clear();
    return { ...payload, mou: await ctx.em.findOne(Mou, { idMou: payload.id }) };
  }

  // ---- report ----

  async laporan(ctx: Context, filter?: LaporanFilter | null): Promise<LaporanTable> {
    const f = validate(laporanSchema, filter);
    const [rows, total] = await laporanRows(ctx, Mou, f, { orderBy: { tglMulai: 'asc', idMou: 'asc' } });
    return {
      judul: 'Laporan Kesepakatan (MOU)',
      keterangan: laporanKeterangan(f, mouStatusText),
      kolom: ['No', 'Judul Kesepakatan', 'Mitra', 'No. Kontrak', 'No. Mitra', 'Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Nilai'],
      baris: rows.map((m, i) => [
        String(i + 1),
        m.judul,
        m.mitra,
        m.noKontrak,
        m.noMitra,
        tanggalIndonesia(m.tglMulai),
        tanggalIndonesia(m.tglBerakhir),
        m.statusText,
        rupiah(m.nilai),
      ]),
      total,
      dipotong: total > rows.length,
      namaFile: `laporan-kesepakatan-${f.tanggalDari}-${f.tanggalSampai}`,
    };
  }

  /** A short-lived signed address of the report document (validated now, so the dialog shows errors). */
  laporanLink(ctx: Context, filter: LaporanFilter | null | undefined, format: LaporanFormat): string {
    const f: LaporanFields = validate(laporanSchema, filter);
    return this.laporanLinks.link('kesepakatan', f, format, ctx.actor!);
  }
}

/** The earlier agreement a renewal set Aktif directly made Diperpanjang: its Riwayat line and its change. */
const riwayatPerpanjangan = (d: Diperpanjang | null): string[] => (d ? [d.riwayat] : []);
const eventPerpanjangan = (d: Diperpanjang | null) => (d ? [new MouChanged({ action: ChangeAction.UPDATED, id: d.idMou })] : []);
