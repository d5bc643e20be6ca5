import { startPath } from '@rules/levels';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { logOut, signIn } from './actions';
import { sessionLevel, sessionStore, type Session, type StoredUser } from './session';

export interface SessionApi extends Session {
  level: number | null;
  isLoggedIn: boolean;
  /** The admin start page for the level (SPEC §2.1). */
  homePath: string;
  signIn: (token: string, user: StoredUser) => void;
  /** Keluar: ends the session on the server too (actions.ts `logOut`). */
  signOut: () => Promise<void>;
}

export function useSession(): SessionApi {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const doSignOut = useCallback(() => logOut(), []);
  return useMemo(() => {
    const level = session.token ? sessionLevel(session) : null;
    return {
      ...session,
      level,
      isLoggedIn: Boolean(session.token),
      homePath: level === null ? '/admin/beranda' : startPath(level),
      signIn,
      signOut: doSignOut,
    };
  }, [session, doSignOut]);
}
