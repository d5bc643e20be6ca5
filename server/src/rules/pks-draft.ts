/**
 * A contract draft (SPEC §6 "Create PKS" for levels 1, 2, 99): admins write any contract; a level 2
 * account (an agency's staff) only submits a draft for an agreement its own agency (SKPD) is linked to,
 * and the draft always arrives as status 3 Baru for the admins to review. Pure: server and client alike.
 */
import { ADMINS } from './levels.js';

/** The agreement a draft is for, with the agencies linked to it, and the drafting account's agency. */
export interface PksDraft {
  agreementSkpds: readonly number[];
  drafterSkpd: number | null | undefined;
}

/** Status of every draft a level 2 account submits: 3 Baru. */
export const PKS_DRAFT_STATUS = 3;

export const canDraftPks = (actor: { idLevel: number }, draft: PksDraft): boolean =>
  ADMINS.includes(actor.idLevel) || (draft.drafterSkpd != null && draft.agreementSkpds.includes(draft.drafterSkpd));
