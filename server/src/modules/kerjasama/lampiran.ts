/**
 * Attachments shared by agreements and contracts: documents and gallery images kept in stored_file, with
 * the GraphQL shapes the screens show (nama_file / nama_gambar and a signed url).
 */
import { Field, Int, ObjectType } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { InputError, notFound } from '../../common/errors.js';
import { batchLoader, groupBy } from '../../common/loader.js';
import type { LinkViewer } from '../../common/signed-link.js';
import type { FilesService } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';

export const FILE_KIND = {
  mouDokumen: 'mou.dokumen',
  mouGambar: 'mou.gambar',
  pksDokumen: 'pks.dokumen',
  pksGambar: 'pks.gambar',
  /** Evidence documents and photos of a monev implementation report (owner: monev_laporan.id_laporan). */
  monevBukti: 'monev.bukti',
} as const;
export type FileKind = (typeof FILE_KIND)[keyof typeof FILE_KIND];

/** What a stored attachment shows, whatever it is called. */
@ObjectType()
abstract class LampiranFile {
  @Field(() => String, { description: 'Id of the stored file (uuid).' })
  idFile!: string;

  @Field(() => String, { description: 'Where to open it: a link signed for the viewer, valid for at least 30 minutes.' })
  url!: string;

  @Field(() => String)
  mime!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  ukuran!: number;

  @Field(() => Date)
  tglUpload!: Date;
}

@ObjectType('LampiranDokumen', { description: 'A document attached to an agreement or a contract.' })
export class LampiranDokumen extends LampiranFile {
  @Field(() => String, { description: 'The name the file was uploaded with (nama_file).' })
  namaFile!: string;
}

@ObjectType('LampiranGambar', { description: 'A gallery image of an agreement or a contract.' })
export class LampiranGambar extends LampiranFile {
  @Field(() => String, { description: 'The name the image was uploaded with (nama_gambar).' })
  namaGambar!: string;
}

/** As the viewer sees it: the link is signed for the viewer (files.service.ts). */
export const toDokumen = (files: FilesService, f: StoredFile, viewer: LinkViewer | null): LampiranDokumen => ({
  idFile: f.id,
  namaFile: f.originalName,
  url: files.url(f, viewer),
  mime: f.mime,
  ukuran: f.size,
  tglUpload: f.createdAt,
});

export const toGambar = (files: FilesService, f: StoredFile, viewer: LinkViewer | null): LampiranGambar => ({
  idFile: f.id,
  namaGambar: f.originalName,
  url: files.url(f, viewer),
  mime: f.mime,
  ukuran: f.size,
  tglUpload: f.createdAt,
});

/** The files of one owner, oldest first; the owners asked for in one tick are read in one query. */
export const filesOf = (ctx: Context, kind: FileKind, ownerId: number): Promise<StoredFile[]> =>
  batchLoader<number, StoredFile[]>(
    ctx,
    `files:${kind}`,
    async (ids) =>
      groupBy(
        await ctx.em.find(StoredFile, { ownerKind: kind, ownerId: { $in: [...ids] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
        (f) => f.ownerId,
      ),
    () => [],
  ).load(ownerId);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One file of an owner, by its id or (the legacy client's way) by its name; with several files of that
 * name the newest one. Another owner's file is "not found", never removed.
 */
export const findOwnedFile = async (
  ctx: Context,
  kind: FileKind,
  ownerId: number,
  ref: { idFile?: string | null; nama?: string | null },
  what: 'File' | 'Gambar',
): Promise<StoredFile> => {
  const idFile = ref.idFile?.trim();
  const nama = ref.nama?.trim();
  if (!idFile && !nama) throw new InputError({ idFile: `${what} tidak boleh kosong` });
  if (idFile && !UUID.test(idFile)) throw notFound(what);
  const file = await ctx.em.findOne(
    StoredFile,
    { ownerKind: kind, ownerId, ...(idFile ? { id: idFile } : { originalName: nama }) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  if (!file) throw notFound(what);
  return file;
};
