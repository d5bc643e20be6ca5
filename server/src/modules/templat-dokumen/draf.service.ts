/**
 * "Unduh Draf" (issue 17): a template filled from an agreement or contract by docxtemplater, with
 * Indonesian dates and the amount in words (terbilang).
 */
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { InputError, notFound } from '../../common/errors.js';
import { xmlSafe } from '../../common/xml-text.js';
import { removeOwnedFiles, type FilesService } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import { checkUpload, MB, type UploadRule } from '../../files/upload.js';
import type { Commit } from '../riwayat/commit.js';
import { tanggalIndonesia, todayIso } from '../../common/dates.js';
import { TAHAPAN_TEXT } from '../../rules/tahapan.js';
import { rupiah } from '../laporan/laporan.service.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import type { TahapanService } from '../tahapan/tahapan.service.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';
import { rupiahTerbilang } from './rupiah-terbilang.js';
import { TEMPLAT, TEMPLAT_NAMA, templatBawaan, type TemplatKode } from './templat-bawaan.js';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Which templates fit which kind of record. */
const UNTUK: Record<TemplatKode, readonly JenisKerjasama[]> = {
  KESEPAKATAN_BERSAMA: [JenisKerjasama.MOU],
  PKS: [JenisKerjasama.PKS],
  UNDANGAN_PENANDATANGANAN: [JenisKerjasama.MOU, JenisKerjasama.PKS],
};

export interface Draf {
  namaFile: string;
  mime: string;
  /** The .docx, base64. */
  isi: string;
}

/** The office's template of a kind: a stored_file of this owner kind, its owner id the kind's place in TEMPLAT + 1. */
export const TEMPLAT_KANTOR = 'templat.dokumen';
const TEMPLAT_RULE: UploadRule = { field: 'file', extensions: ['docx'], maxBytes: 2 * MB };
const ownerId = (kode: TemplatKode) => TEMPLAT.indexOf(kode) + 1;
const OPSI = { paragraphLoop: true, linebreaks: true, nullGetter: () => '' };

/** A template kind and whether the office replaced its shipped default. */
export interface TemplatInfo {
  kode: TemplatKode;
  nama: string;
  namaFile: string | null;
  ukuran: number | null;
  tglUnggah: Date | null;
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'draf';

export class DrafService {
  constructor(
    private readonly tahapan: TahapanService,
    private readonly commit: Commit,
    private readonly files: FilesService,
  ) {}

  // ---- the office's templates ----

  /** Every kind, with the office's upload where there is one (admins). */
  async daftarTemplat(ctx: Context): Promise<TemplatInfo[]> {
    const stored = await ctx.em.find(StoredFile, { ownerKind: TEMPLAT_KANTOR }, { fields: ['ownerId', 'originalName', 'size', 'createdAt'] });
    return TEMPLAT.map((kode) => {
      const f = stored.find((s) => s.ownerId === ownerId(kode));
      return { kode, nama: TEMPLAT_NAMA[kode], namaFile: f?.originalName ?? null, ukuran: f?.size ?? null, tglUnggah: f?.createdAt ?? null };
    });
  }

  /**
   * Replaces a kind's template with the office's .docx: a real DOCX (by content) that docxtemplater can
   * parse, at most 2 MB; the previous upload goes in the same transaction. The shipped default stays.
   */
  async unggahTemplat(ctx: Context, kode: TemplatKode, upload: Promise<FileUpload> | null | undefined): Promise<TemplatInfo> {
    const file = await checkUpload(upload, TEMPLAT_RULE);
    try {
      new Docxtemplater(new PizZip(file.content), { ...OPSI, errorLogging: false });
    } catch (err) {
      const detail = (err as { properties?: { errors?: { properties?: { explanation?: string } }[] } }).properties?.errors?.[0]?.properties?.explanation;
      throw new InputError({ file: `Templat tidak dapat dibaca sebagai templat .docx${detail ? `: ${detail}` : ''}` });
    }
    await this.commit.transaction(ctx, async (em) => {
      await removeOwnedFiles(em, TEMPLAT_KANTOR, ownerId(kode));
      this.files.store(em, TEMPLAT_KANTOR, ownerId(kode), file);
      return { result: true, change: { riwayat: `Mengunggah templat ${TEMPLAT_NAMA[kode]} "${file.originalName}"` } };
    });
    return (await this.daftarTemplat(ctx)).find((t) => t.kode === kode)!;
  }

  /** Back to the shipped default of a kind (the office's upload is removed). */
  async pulihkanTemplat(ctx: Context, kode: TemplatKode): Promise<TemplatInfo> {
    await this.commit.transaction(ctx, async (em) => {
      const removed = await removeOwnedFiles(em, TEMPLAT_KANTOR, ownerId(kode));
      if (!removed) throw new InputError({ kode: `Templat ${TEMPLAT_NAMA[kode]} sudah templat bawaan` });
      return { result: true, change: { riwayat: `Memulihkan templat bawaan ${TEMPLAT_NAMA[kode]}` } };
    });
    return (await this.daftarTemplat(ctx)).find((t) => t.kode === kode)!;
  }

  /** The office's template of a kind, or the shipped default. */
  private async templat(ctx: Context, kode: TemplatKode): Promise<Buffer> {
    const f = await ctx.em.findOne(StoredFile, { ownerKind: TEMPLAT_KANTOR, ownerId: ownerId(kode) }, { populate: ['content'] });
    return f ? Buffer.from(f.content) : templatBawaan(kode);
  }

  /** The values a template's placeholders read. */
  private async data(ctx: Context, jenis: JenisKerjasama, id: number): Promise<Record<string, string>> {
    const record = jenis === JenisKerjasama.MOU ? await ctx.em.findOne(Mou, { idMou: id }) : await ctx.em.findOne(Pks, { idPks: id }, { populate: ['mou'] });
    if (!record) throw notFound(jenis === JenisKerjasama.MOU ? 'Kesepakatan' : 'Perjanjian');
    const info = await this.tahapan.info(ctx, jenis, { id, idStatus: record.idStatus, tglBerakhir: record.tglBerakhir });
    const mou = record instanceof Pks ? record.mou.unwrap() : null;
    return {
      judul: record.judul,
      mitra: record.mitra,
      noKontrak: record.noKontrak,
      noMitra: record.noMitra,
      deskripsi: record.deskripsi,
      keterangan: record.keterangan,
      tglMulai: tanggalIndonesia(record.tglMulai),
      tglBerakhir: tanggalIndonesia(record.tglBerakhir),
      nilai: rupiah(record.nilai),
      nilaiTerbilang: rupiahTerbilang(record.nilai),
      namaTtd: record.namaTtd,
      jabatanTtd: record.jabatanTtd,
      namaTtdMitra: record.namaTtdMitra,
      jabatanTtdMitra: record.jabatanTtdMitra,
      tahapan: TAHAPAN_TEXT[info.tahapan],
      tanggalDokumen: tanggalIndonesia(todayIso()),
      jenisDokumen: jenis === JenisKerjasama.MOU ? 'Kesepakatan Bersama' : 'Perjanjian Kerja Sama',
      judulMou: mou?.judul ?? '',
      noKontrakMou: mou?.noKontrak ?? '',
    };
  }

  async buat(ctx: Context, jenis: JenisKerjasama, id: number, templat: TemplatKode): Promise<Draf> {
    if (!UNTUK[templat].includes(jenis)) throw new InputError({ templat: 'Templat ini tidak untuk jenis kerja sama tersebut' });
    const data = await this.data(ctx, jenis, id);
    const doc = new Docxtemplater(new PizZip(await this.templat(ctx, templat)), OPSI);
    doc.render(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, xmlSafe(v ?? '')])));
    const isi = doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { namaFile: `${slug(templat.toLowerCase())}-${slug(data.noKontrak!)}.docx`, mime: DOCX_MIME, isi: isi.toString('base64') };
  }
}
