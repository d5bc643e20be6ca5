/**
 * Addenda of agreements and contracts (issue 17): an addendum changes the end date, value, scope or signers;
 * the record takes the new values (so every list shows them) and the addendum keeps old → new with its
 * number, date and document, all in one transaction with its Riwayat line.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { ChangeAction } from '../../common/change.js';
import type { Context } from '../../common/context.js';
import { tanggalIndonesia } from '../../common/dates.js';
import { InputError, notFound } from '../../common/errors.js';
import type { FilesService } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import { checkUpload, DOCUMENT_RULE } from '../../files/upload.js';
import { isIsoDate } from '../../rules/dates.js';
import { ADENDUM_MAX, ADENDUM_MESSAGES, bolehAdendum } from '../../rules/adendum.js';
import { MAX_NILAI, NILAI_TERLALU_BESAR } from '../../rules/mou.js';
import { tahapanOfStatus } from '../../rules/tahapan.js';
import { maksimalKarakter } from '../../rules/teks.js';
import { toDokumen } from '../kerjasama/lampiran.js';
import { rupiah } from '../laporan/laporan.service.js';
import { Mou } from '../mou/mou.entity.js';
import { MouChanged } from '../mou/mou.events.js';
import { Pks } from '../pks/pks.entity.js';
import { PksChanged } from '../pks/pks.events.js';
import type { Commit } from '../riwayat/commit.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';
import { Adendum, type Perubahan } from './adendum.entity.js';
import type { AdendumInput, AdendumItem } from './adendum.types.js';

export const ADENDUM_DOKUMEN = 'adendum.dokumen';

const FIELDS = {
  tglBerakhir: 'Tanggal Berakhir',
  nilai: 'Nilai',
  deskripsi: 'Ruang Lingkup',
  namaTtd: 'Pihak Kesatu',
  jabatanTtd: 'Jabatan Pihak Kesatu',
  namaTtdMitra: 'Pihak Kedua',
  jabatanTtdMitra: 'Jabatan Pihak Kedua',
} as const;
type Field = keyof typeof FIELDS;

const shown = (field: string, v: string) => (field === 'tglBerakhir' ? tanggalIndonesia(v) : field === 'nilai' ? rupiah(Number(v)) : v);

export class AdendumService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
  ) {}

  async daftar(ctx: Context, jenis: JenisKerjasama, id: number): Promise<AdendumItem[]> {
    const rows = await ctx.em.find(Adendum, { jenis, idRecord: id }, { orderBy: { waktu: 'asc', idAdendum: 'asc' } });
    const files = rows.length ? await ctx.em.find(StoredFile, { ownerKind: ADENDUM_DOKUMEN, ownerId: { $in: rows.map((r) => r.idAdendum) } }) : [];
    return rows.map((r) => ({
      idAdendum: r.idAdendum,
      nomor: r.nomor,
      tanggal: r.tanggal,
      catatan: r.catatan,
      namaAktor: r.namaAktor,
      waktu: r.waktu,
      perubahan: r.perubahan.map((p) => ({ field: p.field, label: FIELDS[p.field as Field] ?? p.field, lama: shown(p.field, p.lama), baru: shown(p.field, p.baru) })),
      dokumen: files.filter((f) => f.ownerId === r.idAdendum).map((f) => toDokumen(this.files, f, ctx.actor)),
    }));
  }

  /** Field messages for what is wrong with the addendum itself (before anything is read). */
  private static check(input: AdendumInput, hasFile: boolean): Record<string, string> {
    const e: Record<string, string> = {};
    if (!input.nomor?.trim()) e.nomor = 'Nomor adendum tidak boleh kosong';
    else if (input.nomor.trim().length > ADENDUM_MAX.nomor) e.nomor = maksimalKarakter(ADENDUM_MAX.nomor);
    if (!input.tanggal?.trim()) e.tanggal = 'Tanggal adendum tidak boleh kosong';
    else if (!isIsoDate(input.tanggal.trim())) e.tanggal = 'Tanggal adendum harus berformat yyyy-MM-dd';
    if (input.tglBerakhir != null && !isIsoDate(input.tglBerakhir.trim())) e.tglBerakhir = 'Tanggal Berakhir harus berformat yyyy-MM-dd';
    if (input.nilai != null && (input.nilai < 0 || !Number.isFinite(input.nilai))) e.nilai = 'Nilai tidak valid';
    else if (input.nilai != null && input.nilai > MAX_NILAI) e.nilai = NILAI_TERLALU_BESAR;
    for (const f of ['deskripsi', 'namaTtd', 'jabatanTtd', 'namaTtdMitra', 'jabatanTtdMitra'] as const) {
      const v = input[f];
      const max = f === 'deskripsi' ? ADENDUM_MAX.deskripsi : ADENDUM_MAX.nama;
      if (v != null && !v.trim()) e[f] = `${FIELDS[f]} tidak boleh kosong`;
      else if (v != null && v.trim().length > max) e[f] = maksimalKarakter(max);
    }
    if ((input.catatan?.trim().length ?? 0) > ADENDUM_MAX.catatan) e.catatan = maksimalKarakter(ADENDUM_MAX.catatan);
    if (!hasFile) e.dokumen = 'Dokumen adendum wajib diunggah';
    return e;
  }

  async tambah(ctx: Context, input: AdendumInput, dokumen?: Promise<FileUpload> | null): Promise<AdendumItem[]> {
    const errors = AdendumService.check(input, !!dokumen);
    if (Object.keys(errors).length) throw new InputError(errors);
    const file = await checkUpload(dokumen, DOCUMENT_RULE('dokumen'));
    const { jenis, id } = input;
    await this.commit.transaction(ctx, async (em) => {
      const record = await this.locked(em, jenis, id);
      if (!bolehAdendum(await this.tahapanOf(em, jenis, record))) throw new InputError({ tahapan: ADENDUM_MESSAGES.bukanPelaksanaan });
      const perubahan: Perubahan[] = [];
      const next: Record<string, unknown> = {};
      for (const f of Object.keys(FIELDS) as Field[]) {
        const v = input[f];
        if (v == null) continue;
        const baru = typeof v === 'number' ? Math.round(v * 100) / 100 : v.trim();
        const lama = record[f];
        if (String(lama) === String(baru)) continue;
        perubahan.push({ field: f, lama: String(lama), baru: String(baru) });
        next[f] = baru;
      }
      if (!perubahan.length) throw new InputError({ perubahan: 'Adendum harus mengubah sedikitnya satu nilai' });
      if (typeof next.tglBerakhir === 'string' && next.tglBerakhir <= record.tglMulai) {
        throw new InputError({ tglBerakhir: 'Tanggal Berakhir harus setelah Tanggal Mulai' });
      }
      em.assign(record, next);
      const a = em.create(Adendum, {
        jenis,
        idRecord: id,
        nomor: input.nomor!.trim(),
        tanggal: input.tanggal!.trim(),
        perubahan,
        catatan: input.catatan?.trim() ?? '',
        namaAktor: ctx.actor!.nama,
      });
      await em.flush();
      this.files.store(em, ADENDUM_DOKUMEN, a.idAdendum, file);
      const noun = jenis === JenisKerjasama.MOU ? 'kesepakatan' : 'perjanjian';
      const event =
        record instanceof Pks
          ? new PksChanged({ action: ChangeAction.UPDATED, id, idMou: record.idMou })
          : new MouChanged({ action: ChangeAction.UPDATED, id });
      return { result: null, change: { riwayat: `Menambah adendum "${a.nomor}" pada ${noun} "${record.judul}"`, events: [event] } };
    });
    return this.daftar(ctx, jenis, id);
  }

  /**
   * The record's stage (its recorded one, or the one its status shows), read under the record's row lock, which
   * a stage move (ubahTahapan) takes too.
   */
  private async tahapanOf(em: EntityManager, jenis: JenisKerjasama, record: Mou | Pks): Promise<string> {
    const [row] = await em.execute<{ tahapan: string }[]>('select tahapan from tahapan_kerjasama where jenis = ? and id_record = ?', [jenis, record instanceof Pks ? record.idPks : record.idMou]);
    return row?.tahapan ?? tahapanOfStatus(record.idStatus);
  }

  /** The record, its row locked for the addendum's transaction. */
  private async locked(em: EntityManager, jenis: JenisKerjasama, id: number): Promise<Mou | Pks> {
    const table = jenis === JenisKerjasama.MOU ? 'mou' : 'pks';
    const [row] = await em.execute(`select 1 from ${table} where id_${table} = ? for update`, [id]);
    const record = row && (jenis === JenisKerjasama.MOU ? await em.findOne(Mou, { idMou: id }, { refresh: true }) : await em.findOne(Pks, { idPks: id }, { refresh: true }));
    if (!record) throw notFound(jenis === JenisKerjasama.MOU ? 'Kesepakatan' : 'Perjanjian');
    return record;
  }
}
