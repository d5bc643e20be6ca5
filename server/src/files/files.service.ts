import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { StoredFile } from './stored-file.entity.js';
import type { CheckedFile } from './upload.js';

/** Kinds whose files anyone may read (public site images); all others need a signed link. */
const PUBLIC_KINDS = new Set<string>();
export const registerPublicFileKind = (kind: string): void => void PUBLIC_KINDS.add(kind);
export const isPublicKind = (kind: string): boolean => PUBLIC_KINDS.has(kind);

const LINK_LIFETIME_SECONDS = 60 * 60;

export class FilesService {
  constructor(private readonly secret: string) {}

  /** Adds the file to the unit of work; it commits with its owner (one flush). */
  store(em: EntityManager, ownerKind: string, ownerId: number, file: CheckedFile): StoredFile {
    const stored = em.create(StoredFile, { ownerKind, ownerId, ...file });
    em.persist(stored);
    return stored;
  }

  private sign(id: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${id}.${exp}`).digest('base64url');
  }

  /**
   * The address of a file for a viewer who was already allowed to see its owner. Public kinds get a
   * stable, cacheable address; others a link signed for an hour (browsers cannot send a header to <img>).
   */
  url(file: Pick<StoredFile, 'id' | 'ownerKind' | 'originalName'>, now = Date.now()): string {
    const base = `/files/${file.id}/${encodeURIComponent(file.originalName)}`;
    if (isPublicKind(file.ownerKind)) return base;
    // Rounded so one page of links stays the same for a while (cache-friendly) yet always valid ≥ 30 min.
    const exp = Math.ceil(now / 1000 / 1800) * 1800 + LINK_LIFETIME_SECONDS;
    return `${base}?exp=${exp}&sig=${this.sign(file.id, exp)}`;
  }

  verifyLink(id: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
    const expiry = Number(exp);
    if (!sig || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
    const expected = Buffer.from(this.sign(id, expiry));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** Deletes every file of an owner; call inside the transaction that deletes the owner. */
export const removeOwnedFiles = (em: EntityManager, ownerKind: string, ownerId: number): Promise<number> =>
  em.nativeDelete(StoredFile, { ownerKind, ownerId });
