import type { Context } from '../../common/context.js';
import { ChangeAction } from '../../common/change.js';
import { tanggalIndonesia } from '../../common/dates.js';
import { forbidden, InputError, notFound } from '../../common/errors.js';
import { propertiesFor } from '../../common/selection.js';
import { paging, type Page, type PageInput } from '../../common/paging.js';
import { validate } from '../../common/validate.js';
import { removeOwnedFiles } from '../../files/files.service.js';
import { can } from '../../rules/policy.js';
import { PKS_DRAFT_STATUS } from '../../rules/pks-draft.js';
import { User } from '../user/user.entity.js';
import { MouSkpd } from '../mou/mou-skpd.entity.js';
import { laporanSchema, MOU_STATUS_BARU, mouStatusText, pksSchema, type LaporanFields, type PksFields } from '../../rules/mou.js';
import { laporanKeterangan, rupiah } from '../laporan/laporan.service.js';
import type { LaporanTable } from '../laporan/laporan.render.js';
import type { LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { expiryRange, KERJASAMA_COLUMNS, laporanRows, kerjasamaConditions, kerjasamaPage, type ListTable } from '../kerjasama/kerjasama-list.js';
import { KerjasamaService, type KerjasamaDeps } from '../kerjasama/kerjasama.service.js';
import { FILE_KIND } from '../kerjasama/lampiran.js';
import { Mou } from '../mou/mou.entity.js';
import { checkKlasifikasi, klasifikasiWajib, putKlasifikasi } from '../klasifikasi/klasifikasi-write.js';
import { removeBuktiMonev } from '../monev/monev-bukti.service.js';
import { PksSkpd } from './pks-skpd.entity.js';
import { Pks } from './pks.entity.js';
import { PksChanged, type PksChangePayload } from './pks.events.js';
import type { PksFilter, PksInput } from './pks.inputs.js';
import type { PksChange } from './pks.types.js';
import { claimForDelete } from '../../common/claim.js';


/** The columns behind Pks's computed GraphQL fields: its status text, and everything read from its agreement. */
const PKS_DERIVED: Record<string, (keyof Pks & string)[]> = {
  statusText: ['idStatus'],
  ...Object.fromEntries(
    ['idMou', 'mou', 'judulMou', 'mitraMou', 'tglMulaiMou', 'tglBerakhirMou', 'deskripsiMou', 'noKontrakMou', 'noMitraMou', 'idStatusMou', 'statusTextMou'].map(
      (f) => [f, ['mou' as const]],
    ),
  ),
};

/** The contract list's table in SQL: its columns by GraphQL field. */
const PKS_TABLE: ListTable = { name: 'pks', key: 'id_pks', columns: { idPks: 'id_pks', ...KERJASAMA_COLUMNS } };

export class PksService extends KerjasamaService<Pks, PksSkpd> {
  constructor(...deps: KerjasamaDeps) {
    super(
      {
        noun: 'perjanjian',
        dokumen: FILE_KIND.pksDokumen,
        gambar: FILE_KIND.pksGambar,
        link: PksSkpd,
        owner: 'pks',
        id: (pks) => pks.idPks,
      },
      ...deps,
    );
  }

  /**
   * A page of contracts. `asked`: the GraphQL fields asked of each item; only the columns they need are
   * loaded (every column when it is not given).
   */
  async list(ctx: Context, filter?: PksFilter | null, pageInput?: PageInput | null, asked?: ReadonlySet<string>): Promise<Page<Pks>> {
    const where = kerjasamaConditions(filter, PKS_TABLE, () => expiryRange(this.expiryWindowDays));
    if (filter?.idMou !== undefined && filter.idMou !== null) where.add('id_mou = ?', filter.idMou);
    if (filter?.idPks !== undefined && filter.idPks !== null) where.add('id_pks = ?', filter.idPks);
    const fields = propertiesFor(ctx.em, Pks, asked, PKS_DERIVED) as (keyof Pks & string)[] | undefined;
    return kerjasamaPage(ctx, PKS_TABLE, where, paging(pageInput), asked, this.listReads, async (ids) => {
      const found = await ctx.em.find(Pks, { idPks: { $in: ids } }, { fields });
      return new Map(found.map((p) => [p.idPks, p as Pks]));
    });
  }

  async get(ctx: Context, idPks: number): Promise<Pks> {
    const pks = await ctx.em.findOne(Pks, { idPks });
    if (!pks) throw notFound('Perjanjian');
    return pks;
  }

  private async agreement(ctx: Context, fields: PksFields): Promise<Mou> {
    const mou = await ctx.em.findOne(Mou, { idMou: fields.idMou });
    if (!mou) throw new InputError({ idMou: 'Kesepakatan tidak ditemukan' });
    return mou;
  }

  private values(fields: PksFields, mou: Mou) {
    const { idMou: _m, status, ...rest } = fields;
    return { ...rest, idStatus: status, mou };
  }

  private event(action: ChangeAction, id: number, idMou: number) {
    return new PksChanged({ action, id, idMou });
  }

  protected changed(pks: Pks) {
    return this.event(ChangeAction.UPDATED, pks.idPks, pks.idMou);
  }

  /**
   * Admins add any contract; a level 2 account submits a draft (status 3 Baru, whatever it sent) for an
   * agreement its own agency is linked to (the 'pks:draft' row rule). A status other than 3 Baru puts it at
   * that status's stage, recorded on its timeline as a manual move with its actor, in one transaction with the
   * contract and its Riwayat line.
   */
  async create(ctx: Context, input: PksInput): Promise<Pks> {
    const fields = validate(pksSchema, input);
    const klasifikasi = checkKlasifikasi(input.klasifikasi, klasifikasiWajib(ctx));
    const mou = await this.agreement(ctx, fields);
    const draft = !can(ctx.actor, 'pks:write');
    if (draft) {
      const [drafter, links] = await Promise.all([
        ctx.em.findOne(User, { idUser: ctx.actor!.idUser }),
        ctx.em.find(MouSkpd, { mou: mou.idMou }),
      ]);
      const agreementSkpds = links.map((l) => l.skpd.idSkpd);
      if (!can(ctx.actor, 'pks:draft', { agreementSkpds, drafterSkpd: drafter?.idSkpd })) {
        throw forbidden('Instansi Anda tidak terkait dengan kesepakatan ini');
      }
      fields.status = PKS_DRAFT_STATUS;
    }
    return this.commit.transaction(ctx, async (em) => {
      const tx: Context = { ...ctx, em };
      const pks = em.create(Pks, this.values(fields, mou));
      await putKlasifikasi(tx, { pks }, klasifikasi, true);
      await em.flush();
      await this.tahapan?.statusManual(tx, 'pks', pks.idPks, MOU_STATUS_BARU, pks.idStatus);
      return {
        result: pks,
        change: {
          riwayat: draft
            ? `Mengajukan draf perjanjian "${pks.judul}" pada kesepakatan "${mou.judul}"`
            : `Menambah perjanjian "${pks.judul}" pada kesepakatan "${mou.judul}"`,
          events: () => [this.event(ChangeAction.CREATED, pks.idPks, mou.idMou)],
        },
      };
    });
  }

  /** An edit; a changed status is a manual stage move, in one transaction with the edit and its Riwayat line. */
  async update(ctx: Context, idPks: number, input: PksInput): Promise<Pks> {
    await this.get(ctx, idPks);
    const fields = validate(pksSchema, input);
    const klasifikasi = checkKlasifikasi(input.klasifikasi);
    return this.commit.transaction(ctx, async (em) => {
      const tx: Context = { ...ctx, em };
      if (input.versiTahapan != null) await this.tahapan?.cekVersi(em, 'pks', idPks, input.versiTahapan);
      const pks = await this.get(tx, idPks);
      const mou = await this.agreement(tx, fields);
      const statusLama = pks.idStatus;
      em.assign(pks, this.values(fields, mou));
      await this.tahapan?.statusManual(tx, 'pks', idPks, statusLama, pks.idStatus);
      await putKlasifikasi(tx, { pks }, klasifikasi, false);
      return { result: pks, change: { riwayat: `Mengubah perjanjian "${pks.judul}"`, events: [this.event(ChangeAction.UPDATED, pks.idPks, mou.idMou)] } };
    });
  }

  /** Removes the contract with its documents, images and agency links, in one transaction. */
  async delete(ctx: Context, idPks: number): Promise<boolean> {
    const pks = await this.get(ctx, idPks);
    const idMou = pks.idMou;
    return this.commit.transaction(ctx, async (em) => {
      await claimForDelete(em, Pks, { idPks }, 'Perjanjian');
      await em.nativeDelete(PksSkpd, { pks: idPks });
      await removeOwnedFiles(em, FILE_KIND.pksDokumen, idPks);
      await removeOwnedFiles(em, FILE_KIND.pksGambar, idPks);
      await removeBuktiMonev(em, 'pks', idPks);
      em.remove(em.getReference(Pks, idPks));
      return { result: true, change: { riwayat: `Menghapus perjanjian "${pks.judul}"`, events: [this.event(ChangeAction.DELETED, idPks, idMou)] } };
    });
  }

  /** The contract's agreement; the agreements of one page are read in one query. */
  mou(pks: Pks): Promise<Mou> {
    return pks.mou.load({ dataloader: true }) as Promise<Mou>;
  }

  // ---- live list ----

  async change(ctx: Context, payload: PksChangePayload): Promise<PksChange> {
    if (payload.action === ChangeAction.DELETED) return { ...payload, pks: null };
    ctx.em.clear();
    return { ...payload, pks: await ctx.em.findOne(Pks, { idPks: payload.id }) };
  }

  // ---- report ----

  async laporan(ctx: Context, filter?: LaporanFilter | null): Promise<LaporanTable> {
    const f = validate(laporanSchema, filter);
    const [rows, total] = await laporanRows(ctx, Pks, f, { orderBy: { tglMulai: 'asc', idPks: 'asc' }, populate: ['mou'] });
    return {
      judul: 'Laporan Perjanjian Kerja Sama (PKS)',
      keterangan: laporanKeterangan(f, mouStatusText),
      kolom: ['No', 'Judul Perjanjian', 'Judul Kesepakatan', 'Mitra', 'No. Kontrak', 'No. Mitra', 'Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Nilai'],
      baris: rows.map((p, i) => [
        String(i + 1),
        p.judul,
        p.mou.unwrap().judul,
        p.mitra,
        p.noKontrak,
        p.noMitra,
        tanggalIndonesia(p.tglMulai),
        tanggalIndonesia(p.tglBerakhir),
        p.statusText,
        rupiah(p.nilai),
      ]),
      total,
      dipotong: total > rows.length,
      namaFile: `laporan-perjanjian-${f.tanggalDari}-${f.tanggalSampai}`,
    };
  }

  laporanLink(ctx: Context, filter: LaporanFilter | null | undefined, format: LaporanFormat): string {
    const f: LaporanFields = validate(laporanSchema, filter);
    return this.laporanLinks.link('perjanjian', f, format, ctx.actor!);
  }
}
