import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

const ISSUER = 'kerja-sama';
const AUDIENCE_SESSION = 'kerja-sama';
const AUDIENCE_VERIFY = 'kerja-sama/verifikasi-email';

/** Claims of a session token; SPEC §3 names id_user, nama and id_level. */
export interface SessionClaims {
  id_user: number;
  nama: string;
  id_level: number;
  ver: number;
}

export class Tokens {
  /**
   * The HMAC key, made once: given a string, jsonwebtoken would first try it as a public key (a thrown and
   * caught error) and then build a secret key, on every sign and verify.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.secret = createSecretKey(Buffer.from(secret));
  }

  private readonly ttlValue = (): jwt.SignOptions['expiresIn'] =>
    (/^\d+$/.test(this.ttl) ? Number(this.ttl) : this.ttl) as jwt.SignOptions['expiresIn'];

  signSession(claims: SessionClaims): string {
    return jwt.sign(claims, this.secret, {
      algorithm: 'HS256',
      issuer: ISSUER,
      audience: AUDIENCE_SESSION,
      subject: String(claims.id_user),
      expiresIn: this.ttlValue(),
    });
  }

  /**
   * Session tokens already verified, with their expiry: a signed-in client sends the same token with every
   * request, and its signature check cost more than the rest of the session check. Only the expiry can
   * change a verified token's answer, so it alone is checked again.
   */
  private readonly verified = new LRUCache<string, { claims: SessionClaims; expiresAtMs: number }>({ max: 10_000 });

  /** Returns the claims of a valid session token, or null for anything else (expired, forged, alg=none…). */
  verifySession(token: string): SessionClaims | null {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
    }
    try {
      const c = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE_SESSION });
      if (typeof c !== 'object' || typeof c.id_user !== 'number' || typeof c.id_level !== 'number') return null;
      const claims = Object.freeze({ id_user: c.id_user, nama: String(c.nama ?? ''), id_level: c.id_level, ver: Number(c.ver ?? 0) });
      if (typeof c.exp === 'number') this.verified.set(token, { claims, expiresAtMs: c.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /** When a valid session token expires (ms since the epoch), or null for an invalid one. */
  sessionExpiresAt(token: string): number | null {
    if (!this.verifySession(token)) return null;
    const exp = (jwt.decode(token) as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  }

  /** An activation link's token: for one registration of the account (`ver`, raised when a new one replaces it). */
  signVerification(idUser: number, ver = 0): string {
    return jwt.sign({ purpose: 'verify', ver }, this.secret, {
      algorithm: 'HS256',
      issuer: ISSUER,
      audience: AUDIENCE_VERIFY,
      subject: String(idUser),
      expiresIn: '7d',
    });
  }

  verifyVerification(token: string): { idUser: number; ver: number } | null {
    try {
      const c = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE_VERIFY });
      const id = typeof c === 'object' ? Number(c.sub) : NaN;
      const ver = typeof c === 'object' && typeof c['ver'] === 'number' ? c['ver'] : 0;
      return Number.isInteger(id) && id > 0 ? { idUser: id, ver } : null;
    } catch {
      return null;
    }
  }
}
