/**
 * What the agreement (MOU) and contract (PKS) services share: their documents, gallery images and linked
 * agencies (SKPD), each change written with its Riwayat line in one flush and then told to live lists.
 */
import { UniqueConstraintViolationException, type EntityClass, type FilterQuery, type Ref, type RequiredEntityData } from '@mikro-orm/core';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { claimForDelete } from '../../common/claim.js';
import { InputError, notFound } from '../../common/errors.js';
import { batchLoader, groupBy } from '../../common/loader.js';
import { validate } from '../../common/validate.js';
import type { FilesService } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import { checkUpload, DOCUMENT_RULE, IMAGE_RULE } from '../../files/upload.js';
import type { ListReads } from '../../common/find-page.js';
import { addSkpdSchema } from '../../rules/mou.js';
import type { LaporanService } from '../laporan/laporan.service.js';
import type { DomainEvent } from '../../common/events.js';
import type { Commit } from '../riwayat/commit.js';
import { Skpd } from '../skpd/skpd.entity.js';
import type { StatusManualHook } from './status-hook.js';
import { filesOf, findOwnedFile, toDokumen, toGambar, type FileKind, type LampiranDokumen, type LampiranGambar } from './lampiran.js';

/** A file named by its id or (the legacy client's way) by its name. */
export type FileRef = { idFile?: string | null; nama?: string | null };

/** MouSkpd / PksSkpd: an agency linked to a record. */
type SkpdLink = { skpd: Ref<Skpd> };

/** How one kind of record keeps its attachments. */
export interface KerjasamaKind<O, L extends SkpdLink> {
  /** The record as Riwayat names it: 'kesepakatan' / 'perjanjian'. */
  noun: string;
  dokumen: FileKind;
  gambar: FileKind;
  /** The agency link entity, and its relation to the record ('mou' / 'pks', also the loader's prefix). */
  link: EntityClass<L>;
  owner: keyof L & string;
  id: (record: O) => number;
}

/** What the agreement and contract services are built with, in the order the composition root gives them. */
export type KerjasamaDeps = [
  commit: Commit,
  files: FilesService,
  laporanLinks: LaporanService,
  expiryWindowDays: number,
  /** Totals and page reads shared per data version (undefined: each read runs). */
  listReads?: ListReads,
  /** Stages (issue 17): a status set here is recorded as a manual stage move. */
  tahapan?: StatusManualHook,
];

export abstract class KerjasamaService<O extends { judul: string }, L extends SkpdLink> {
  protected readonly commit: Commit;
  protected readonly files: FilesService;
  protected readonly laporanLinks: LaporanService;
  protected readonly expiryWindowDays: number;
  protected readonly listReads?: ListReads;
  protected readonly tahapan?: StatusManualHook;

  protected constructor(
    private readonly kind: KerjasamaKind<O, L>,
    ...[commit, files, laporanLinks, expiryWindowDays, listReads, tahapan]: KerjasamaDeps
  ) {
    this.commit = commit;
    this.files = files;
    this.laporanLinks = laporanLinks;
    this.expiryWindowDays = expiryWindowDays;
    this.listReads = listReads;
    this.tahapan = tahapan;
  }

  /** The record, or its "tidak ditemukan" error. */
  abstract get(ctx: Context, id: number): Promise<O>;

  /** The event that tells live lists (and the public site) that the record changed. */
  protected abstract changed(record: O): DomainEvent<unknown>;

  /** One flush for the change and its Riwayat line, then the event. */
  private save(ctx: Context, record: O, aksi: string): Promise<void> {
    return this.commit.write(ctx, { riwayat: aksi, events: [this.changed(record)] });
  }

  /** A removal: the row is claimed in the write's transaction, so of removals sent at once one counts (claim.ts). */
  private removeOnce<E extends object>(ctx: Context, record: O, entity: EntityClass<E>, where: FilterQuery<E>, what: string, aksi: string): Promise<boolean> {
    return this.commit.transaction(ctx, async (em) => {
      await claimForDelete(em, entity, where, what);
      // removed through the unit of work, so the public data watcher sees it as any other write
      em.remove(await em.findOneOrFail(entity, where));
      return { result: true, change: { riwayat: aksi, events: [this.changed(record)] } };
    });
  }

  // ---- documents and gallery ----

  async addDokumen(ctx: Context, id: number, upload: Promise<FileUpload> | null | undefined): Promise<LampiranDokumen> {
    const record = await this.get(ctx, id);
    const file = this.files.store(ctx.em, this.kind.dokumen, id, await checkUpload(upload, DOCUMENT_RULE()));
    await this.save(ctx, record, `Menambah dokumen "${file.originalName}" pada ${this.kind.noun} "${record.judul}"`);
    return toDokumen(this.files, file, ctx.actor);
  }

  async addGambar(ctx: Context, id: number, upload: Promise<FileUpload> | null | undefined): Promise<LampiranGambar> {
    const record = await this.get(ctx, id);
    const file = this.files.store(ctx.em, this.kind.gambar, id, await checkUpload(upload, IMAGE_RULE()));
    await this.save(ctx, record, `Menambah gambar "${file.originalName}" pada ${this.kind.noun} "${record.judul}"`);
    return toGambar(this.files, file, ctx.actor);
  }

  async removeDokumen(ctx: Context, id: number, ref: FileRef): Promise<boolean> {
    const record = await this.get(ctx, id);
    const file = await findOwnedFile(ctx, this.kind.dokumen, id, ref, 'File');
    return this.removeOnce(ctx, record, StoredFile, { id: file.id }, 'File', `Menghapus dokumen "${file.originalName}" dari ${this.kind.noun} "${record.judul}"`);
  }

  async removeGambar(ctx: Context, id: number, ref: FileRef): Promise<boolean> {
    const record = await this.get(ctx, id);
    const file = await findOwnedFile(ctx, this.kind.gambar, id, ref, 'Gambar');
    return this.removeOnce(ctx, record, StoredFile, { id: file.id }, 'Gambar', `Menghapus gambar "${file.originalName}" dari ${this.kind.noun} "${record.judul}"`);
  }

  async dokumen(ctx: Context, record: O): Promise<LampiranDokumen[]> {
    return (await filesOf(ctx, this.kind.dokumen, this.kind.id(record))).map((f) => toDokumen(this.files, f, ctx.actor));
  }

  async gambar(ctx: Context, record: O): Promise<LampiranGambar[]> {
    return (await filesOf(ctx, this.kind.gambar, this.kind.id(record))).map((f) => toGambar(this.files, f, ctx.actor));
  }

  // ---- linked agencies ----

  private linkWhere(where: Record<string, unknown>): FilterQuery<L> {
    return where as FilterQuery<L>;
  }

  async addSkpd(ctx: Context, id: number, idSkpd: number | null | undefined): Promise<Skpd> {
    const { link, owner, noun } = this.kind;
    const record = await this.get(ctx, id);
    const fields = validate(addSkpdSchema, { idSkpd });
    const skpd = await ctx.em.findOne(Skpd, { idSkpd: fields.idSkpd });
    if (!skpd) throw new InputError({ idSkpd: 'SKPD tidak ditemukan' });
    if (await ctx.em.findOne(link, this.linkWhere({ [owner]: id, skpd: skpd.idSkpd }))) {
      throw new InputError({ idSkpd: `SKPD "${skpd.skpd}" sudah ditambahkan` });
    }
    ctx.em.create(link, { [owner]: record, skpd } as unknown as RequiredEntityData<L>);
    try {
      await this.save(ctx, record, `Menambah SKPD "${skpd.skpd}" pada ${noun} "${record.judul}"`);
    } catch (err) {
      // the same link added at the same moment by another request: the pair is the key
      if (err instanceof UniqueConstraintViolationException) throw new InputError({ idSkpd: `SKPD "${skpd.skpd}" sudah ditambahkan` });
      throw err;
    }
    return skpd;
  }

  async removeSkpd(ctx: Context, id: number, idSkpd: number): Promise<boolean> {
    const { link, owner, noun } = this.kind;
    const record = await this.get(ctx, id);
    const where = this.linkWhere({ [owner]: id, skpd: idSkpd });
    const found = await ctx.em.findOne(link, where, { populate: ['skpd'] as never });
    if (!found) throw notFound(`SKPD pada ${noun} ini`);
    return this.removeOnce(ctx, record, link, where, `SKPD pada ${noun} ini`, `Menghapus SKPD "${found.skpd.unwrap().skpd}" dari ${noun} "${record.judul}"`);
  }

  /** The agencies linked to a record, by name. */
  skpd(ctx: Context, record: O): Promise<Skpd[]> {
    const { link, owner, id } = this.kind;
    return batchLoader<number, Skpd[]>(
      ctx,
      `${owner}:skpd`,
      async (ids) => {
        const links = await ctx.em.find(link, this.linkWhere({ [owner]: { $in: [...ids] } }), { populate: ['skpd'] as never });
        const grouped = groupBy(links, (l) => id((l[owner] as { unwrap(): O }).unwrap()));
        return new Map(
          [...grouped].map(([key, list]) => [key, list.map((l) => l.skpd.unwrap()).sort((a, b) => a.skpd.localeCompare(b.skpd, 'id'))]),
        );
      },
      () => [],
    ).load(id(record));
  }

}
