import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../common/context.js';
import type { FilesService } from './files.service.js';
import { StoredFile } from './stored-file.entity.js';
import type { CheckedFile } from './upload.js';

/**
 * Records with exactly one image (a partner logo, a slider picture, a kegiatan picture, the profile
 * images): the image is the stored_file row of (kind, owner id). These helpers find it for many owners
 * in one query and replace or remove it inside the owner's unit of work (one flush, one transaction).
 */
export type FileRef = Pick<StoredFile, 'id' | 'ownerKind' | 'ownerId' | 'originalName'>;

const keyOf = (kind: string, ownerId: number) => `${kind}\u0000${ownerId}`;

const loaders = new WeakMap<EntityManager, DataLoader<string, FileRef | null>>();

/** One loader per request (its EntityManager): the owners asked for in one tick load in one query. */
const loaderFor = (em: EntityManager): DataLoader<string, FileRef | null> => {
  let loader = loaders.get(em);
  if (!loader) {
    loader = new DataLoader<string, FileRef | null>(
      async (keys) => {
        const byKind = new Map<string, number[]>();
        for (const key of keys) {
          const [kind, id] = key.split('\u0000') as [string, string];
          byKind.set(kind, [...(byKind.get(kind) ?? []), Number(id)]);
        }
        const rows = await em.find(
          StoredFile,
          { $or: [...byKind].map(([ownerKind, ids]) => ({ ownerKind, ownerId: { $in: ids } })) },
          {
            fields: ['id', 'ownerKind', 'ownerId', 'originalName', 'createdAt'],
            orderBy: { createdAt: 'asc' },
            disableIdentityMap: true,
          },
        );
        // Newest wins, should an owner ever hold more than one file of its kind.
        const found = new Map(rows.map((r) => [keyOf(r.ownerKind, r.ownerId), r as FileRef]));
        return keys.map((k) => found.get(k) ?? null);
      },
      // Batching only: a write earlier in the same request must never be hidden by a cached answer.
      { cache: false },
    );
    loaders.set(em, loader);
  }
  return loader;
};

export const ownedFile = (ctx: Pick<Context, 'em'>, kind: string, ownerId: number): Promise<FileRef | null> =>
  loaderFor(ctx.em).load(keyOf(kind, ownerId));

/** The address of an owner's image (signed for the actor unless its kind is public), or null when it has none. */
export const ownedFileUrl = async (ctx: Context, files: FilesService, kind: string, ownerId: number): Promise<string | null> => {
  const file = await ownedFile(ctx, kind, ownerId);
  return file ? files.url(file, ctx.actor) : null;
};

/** Marks every file of an owner for deletion in the unit of work (their resized variants cascade). */
export const removeOwnedFilesLater = async (em: EntityManager, kind: string, ownerId: number): Promise<number> => {
  const files = await em.find(StoredFile, { ownerKind: kind, ownerId }, { fields: ['id'] });
  for (const f of files) em.remove(f);
  return files.length;
};

/** Replaces an owner's image in the unit of work: the old file goes, the new one comes, at the next flush. */
export const replaceOwnedFile = async (
  em: EntityManager,
  store: (em: EntityManager, kind: string, ownerId: number, file: CheckedFile) => StoredFile,
  kind: string,
  ownerId: number,
  file: CheckedFile,
): Promise<StoredFile> => {
  await removeOwnedFilesLater(em, kind, ownerId);
  return store(em, kind, ownerId, file);
};

/** A serial id taken before the insert, so a record and its file go into the same flush. */
export const nextId = async (em: EntityManager, sequence: string): Promise<number> => {
  const [row] = await em.getConnection().execute<{ id: string }[]>(`select nextval('${sequence}') as id`);
  return Number(row!.id);
};
