/**
 * Evidence of a monev implementation report (issue 19: "evidence documents and photos"): files kept in
 * stored_file (owner kind monev.bukti, owner id the report), checked by content like every document upload
 * (PDF, images, DOC/DOCX, XLS/XLSX, at most 10 MB), each stored with its Riwayat line in one commit, and read
 * through links signed for a viewer who may read the report (the record's monev history).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { InputError } from '../../common/errors.js';
import type { FilesService } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import { checkUpload, DOCUMENT_RULE } from '../../files/upload.js';
import { MAX_BUKTI_LAPORAN, MONEV_MESSAGES } from '../../rules/monev.js';
import { FILE_KIND, filesOf, toDokumen, type LampiranDokumen } from '../kerjasama/lampiran.js';
import type { Commit } from '../riwayat/commit.js';
import type { LaporanMonev } from './monev.entity.js';
import type { MonevService } from './monev.service.js';

export class MonevBuktiService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
    private readonly monev: MonevService,
  ) {}

  /** Adds one evidence file to a filed report (its own side's, or any for admins). */
  async tambah(ctx: Context, idLaporan: number, upload: Promise<FileUpload> | null | undefined): Promise<LampiranDokumen> {
    const { laporan, judul, noun } = await this.monev.laporanUntukBukti(ctx, idLaporan);
    if ((await ctx.em.count(StoredFile, { ownerKind: FILE_KIND.monevBukti, ownerId: idLaporan })) >= MAX_BUKTI_LAPORAN) {
      throw new InputError({ file: MONEV_MESSAGES.buktiPenuh });
    }
    const file = this.files.store(ctx.em, FILE_KIND.monevBukti, idLaporan, await checkUpload(upload, DOCUMENT_RULE()));
    await this.commit.write(ctx, {
      riwayat: `Menambah bukti "${file.originalName}" pada laporan pelaksanaan periode ${laporan.periode} (versi ${laporan.versi}) ${noun} "${judul}"`,
    });
    return toDokumen(this.files, file, ctx.actor);
  }

  /** A report's evidence, oldest first, linked for the viewer (reports of one history are read in one query). */
  async bukti(ctx: Context, laporan: LaporanMonev): Promise<LampiranDokumen[]> {
    return (await filesOf(ctx, FILE_KIND.monevBukti, laporan.idLaporan)).map((f) => toDokumen(this.files, f, ctx.actor));
  }
}

/**
 * Deletes the evidence of a record's reports; call inside the transaction that deletes the record (the
 * reports themselves go by their foreign keys' cascade).
 */
export const removeBuktiMonev = (em: EntityManager, owner: 'mou' | 'pks', id: number): Promise<unknown> =>
  em.execute(`delete from stored_file where owner_kind = ? and owner_id in (select id_laporan from monev_laporan where id_${owner} = ?)`, [FILE_KIND.monevBukti, id]);
