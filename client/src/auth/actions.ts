import { apolloClient } from '../apollo/client';
import { sessionStore, type StoredUser } from './session';

export const signIn = (token: string, user: StoredUser): void => {
  sessionStore.set(token, user);
};

/** SPEC §4 Logout: token, user data and the cached server data go; nothing else is kept. */
export const signOut = async (): Promise<void> => {
  sessionStore.clear();
  await apolloClient.clearStore();
};

export const toStoredUser = (u: { idUser: number; idLevel: number; nama: string }): StoredUser => ({
  id_user: u.idUser,
  id_level: u.idLevel,
  nama: u.nama,
});
