/**
 * Who may do what (SPEC §6). The server enforces these; the client uses the same functions only to
 * decide which buttons to show. The levels of the admin screens are in the client's route table
 * (client/src/admin/adminRoutes.ts).
 */
import { ADMINS, Level, PARTNERS, STAFF } from './levels.js';

interface Account {
  idUser: number;
  idLevel: number;
}

/** Users screen: edit is allowed for 99, or for 1 on themself or on anyone who is not 1 or 99. */
export const canEditUser = (actor: Account, target: Account): boolean =>
  actor.idLevel === Level.Super ||
  (actor.idLevel === Level.Admin && (actor.idUser === target.idUser || !ADMINS.includes(target.idLevel)));

/** Users screen: delete is allowed for 99, or for 1 on anyone who is not 1 or 99. Nobody deletes themself. */
export const canDeleteUser = (actor: Account, target: Account): boolean =>
  actor.idUser !== target.idUser &&
  (actor.idLevel === Level.Super || (actor.idLevel === Level.Admin && !ADMINS.includes(target.idLevel)));

/** Which levels an actor may give to an account; nobody raises anyone to a level above their own. */
export const assignableLevels = (actorLevel: number): readonly number[] =>
  actorLevel === Level.Super ? [1, 2, 3, 4, 5, 99] : actorLevel === Level.Admin ? [1, 2, 3, 4, 5] : [];

export { ADMINS, PARTNERS, STAFF };
