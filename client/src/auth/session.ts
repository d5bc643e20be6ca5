import { decodeToken } from './token';

export const TOKEN_KEY = 'kerjasama.token';
export const USER_KEY = 'kerjasama.user';

/** What `kerjasama.user` holds (contract): enough to pick menus and the start page offline. */
export interface StoredUser {
  id_user: number;
  id_level: number;
  nama: string;
}

export interface Session {
  token: string | null;
  user: StoredUser | null;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const parseUser = (raw: string | null): StoredUser | null => {
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof u.id_user !== 'number' || typeof u.id_level !== 'number') return null;
    return { id_user: u.id_user, id_level: u.id_level, nama: String(u.nama ?? '') };
  } catch {
    return null;
  }
};

const read = (): Session => {
  const s = storage();
  return { token: s?.getItem(TOKEN_KEY) || null, user: parseUser(s?.getItem(USER_KEY) ?? null) };
};

let current: Session = read();
const listeners = new Set<() => void>();
const publish = (next: Session) => {
  current = next;
  listeners.forEach((l) => l());
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY) publish(read());
  });
}

/** The signed-in level: the stored user's, else the token's; null when neither can be read. */
export const sessionLevel = (s: Session): number | null =>
  s.user?.id_level ?? decodeToken(s.token)?.id_level ?? null;

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set(token: string, user: StoredUser): void {
    const s = storage();
    s?.setItem(TOKEN_KEY, token);
    s?.setItem(USER_KEY, JSON.stringify(user));
    publish({ token, user });
  },
  setUser(user: StoredUser): void {
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    publish({ ...current, user });
  },
  clear(): void {
    const s = storage();
    s?.removeItem(TOKEN_KEY);
    s?.removeItem(USER_KEY);
    publish({ token: null, user: null });
  },
  /** Re-reads localStorage (tests, other tabs). */
  reload(): void {
    publish(read());
  },
};

type SessionErrorListener = () => void;
const errorListeners = new Set<SessionErrorListener>();

/** Raised when the server rejects our token (UNAUTHENTICATED); the route guard handles it. */
export const sessionErrors = {
  raise: () => errorListeners.forEach((l) => l()),
  subscribe(l: SessionErrorListener): () => void {
    errorListeners.add(l);
    return () => {
      errorListeners.delete(l);
    };
  },
};
