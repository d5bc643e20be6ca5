/** Test helpers of the monev module. */
import type { TestApp } from '../../test/test-app.js';

type Account = { idUser: number; token: string };

/** Who acts in a monev test: the record's partner, another partner, and level 2 of a linked (A) and an unlinked (B) agency. */
export interface MonevPeople {
  mitra: Account;
  mitraLain: Account;
  skpdA: Account & { idSkpd: number };
  skpdB: Account & { idSkpd: number };
}

/** Makes the accounts and the two agencies (`nama` A and B, codes `kode` and `kode + 1`). */
export const monevPeople = async (app: TestApp, nama: string, kode: number): Promise<MonevPeople> => {
  const [a, b] = await app.sql(`insert into skpd (skpd, kode, status) values ($1, $2, 1), ($3, $4, 1) returning id_skpd`, [`${nama} A`, kode, `${nama} B`, kode + 1]);
  return {
    mitra: await app.userWithLevel(3),
    mitraLain: await app.userWithLevel(4),
    skpdA: { ...(await app.userWithLevel(2, { idSkpd: a.id_skpd })), idSkpd: a.id_skpd },
    skpdB: { ...(await app.userWithLevel(2, { idSkpd: b.id_skpd })), idSkpd: b.id_skpd },
  };
};
