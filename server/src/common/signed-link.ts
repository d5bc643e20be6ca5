/**
 * What a signed link (a stored file, a report) carries besides its own target: the account it was made
 * for and that account's token version. The link is honoured only while that account is active and its
 * token version unchanged, so disabling the account, changing its rights or password, or its Keluar
 * (logout) ends its links together with its sessions.
 */
import { timingSafeEqual } from 'node:crypto';

export interface LinkViewer {
  idUser: number;
  tokenVersion: number;
}

/** The query parameters that name the viewer of a link. */
export const viewerParams = (viewer: LinkViewer): { uid: string; ver: string } => ({
  uid: String(viewer.idUser),
  ver: String(viewer.tokenVersion),
});

/** The viewer named by a link's parameters, or null when they name none. */
export const viewerOf = (params: { uid?: unknown; ver?: unknown }): LinkViewer | null => {
  const whole = (v: unknown): number | null => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);
  const idUser = whole(params.uid);
  const tokenVersion = whole(params.ver);
  return idUser !== null && idUser > 0 && tokenVersion !== null ? { idUser, tokenVersion } : null;
};

/** Compares a link's signature with the expected one in constant time. */
export const sameSignature = (expected: string, given: unknown): boolean => {
  if (typeof given !== 'string' || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether a link's expiry (seconds since the epoch, as a string) is a whole number still in the future. */
export const stillValid = (exp: unknown, now = Date.now()): exp is string =>
  typeof exp === 'string' && /^\d{1,12}$/.test(exp) && Number(exp) * 1000 >= now;
