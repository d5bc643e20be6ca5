import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sameSignature, stillValid, viewerOf, viewerParams, type LinkViewer } from '../common/signed-link.js';
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

  private sign(id: string, exp: string, viewer: LinkViewer): string {
    return createHmac('sha256', this.secret).update(JSON.stringify(['file', id, exp, viewer.idUser, viewer.tokenVersion])).digest('base64url');
  }

  /**
   * The address of a file for a viewer who was already allowed to see its owner. Public kinds get a
   * stable, cacheable address; others a link signed for that viewer (browsers cannot send a header to
   * <img>), valid for at least 30 minutes and only while the viewer's account and token version stay as
   * they are (common/signed-link.ts). Without a viewer a non-public file gets its bare address, which is refused.
   */
  url(file: Pick<StoredFile, 'id' | 'ownerKind' | 'originalName'>, viewer: LinkViewer | null, now = Date.now()): string {
    const base = `/files/${file.id}/${encodeURIComponent(file.originalName)}`;
    if (isPublicKind(file.ownerKind) || !viewer) return base;
    // Rounded so one page of links stays the same for a while (cache-friendly) yet always valid ≥ 30 min.
    const exp = String(Math.ceil(now / 1000 / 1800) * 1800 + LINK_LIFETIME_SECONDS);
    const query = new URLSearchParams({ exp, ...viewerParams(viewer), sig: this.sign(file.id, exp, viewer) });
    return `${base}?${query}`;
  }

  /**
   * The viewer a link to file `id` was signed for, or null when the link is forged, altered or expired.
   * The caller still checks that the viewer's account is active with that token version.
   */
  verifyLink(id: string, params: { exp?: unknown; uid?: unknown; ver?: unknown; sig?: unknown }, now = Date.now()): LinkViewer | null {
    const viewer = viewerOf(params);
    if (!viewer || !stillValid(params.exp, now)) return null;
    return sameSignature(this.sign(id, params.exp, viewer), params.sig) ? viewer : null;
  }
}

/** Deletes every file of an owner; call inside the transaction that deletes the owner. */
export const removeOwnedFiles = (em: EntityManager, ownerKind: string, ownerId: number): Promise<number> =>
  em.nativeDelete(StoredFile, { ownerKind, ownerId });
