/** The JWT payload of the contract: `{ id_user, nama, id_level }` (plus the usual `exp`). */
export interface TokenPayload {
  id_user: number;
  nama: string;
  id_level: number;
  exp?: number;
}

const base64UrlDecode = (s: string): string => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** Reads (does not verify) the token's payload; null when it is not a token of ours. */
export const decodeToken = (token: string | null | undefined): TokenPayload | null => {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const p = JSON.parse(base64UrlDecode(parts[1])) as Partial<TokenPayload>;
    if (typeof p.id_user !== 'number' || typeof p.id_level !== 'number') return null;
    return { id_user: p.id_user, id_level: p.id_level, nama: String(p.nama ?? ''), exp: p.exp };
  } catch {
    return null;
  }
};

export const isExpired = (payload: TokenPayload, nowMs = Date.now()): boolean =>
  typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;
