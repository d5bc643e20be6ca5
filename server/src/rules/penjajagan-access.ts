/**
 * Who may do what with a proposal and its chat (SPEC §6): the row rules `can()` asks (policy.ts), apart from
 * the proposal's field schemas so that the client's shell, which asks `can()` for every button, loads no
 * validation library. Re-exported by penjajagan.ts.
 */
import { ADMINS, Level, PARTNERS, STAFF } from './levels.js';

interface Account {
  idUser: number;
  idLevel: number;
}
/** `idUser` of a proposal is its partner (owner) account. */
interface Proposal {
  idUser: number;
}

/** Staff (1, 2, 99) read every proposal; a partner only its own. */
export const canViewAllPenjajagan = (level: number): boolean => STAFF.includes(level);
export const canViewPenjajagan = (actor: Account, p: Proposal): boolean =>
  canViewAllPenjajagan(actor.idLevel) || (PARTNERS.includes(actor.idLevel) && p.idUser === actor.idUser);

/** The Tambah button: partners for themselves, admins for any partner; level 2 never. */
export const canCreatePenjajagan = (level: number): boolean => ADMINS.includes(level) || PARTNERS.includes(level);

/** SPEC §5: on edit the title is locked for everyone who is not level 1 (level 99 included). */
export const canEditJudul = (level: number): boolean => level === Level.Admin;

/**
 * Chat and new documents: admins on any proposal, the partner on its own. Level 2 is read-only staff
 * (DESIGN §5): it reads the chat and the documents but does not write.
 */
export const canWritePenjajagan = (actor: Account, p: Proposal): boolean =>
  ADMINS.includes(actor.idLevel) || (PARTNERS.includes(actor.idLevel) && p.idUser === actor.idUser);
export const canSendPesan = canWritePenjajagan;
export const canAddPenjajaganDokumen = canWritePenjajagan;
