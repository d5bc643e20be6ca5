/**
 * The one rule of tying an agreement to a proposal (id_penjajagan, issue 17), whatever the path: Buat
 * Kesepakatan, createMou / updateMou and the legacy mou/add.php, mou/edit.php that run them.
 * - the proposal is approved: status 2 Disetujui and, when the TKKSD decision exists, an approving one (not asked
 *   of an agreement in the renewal chain of one already tied to it: Perpanjang keeps the tie it inherits);
 * - one agreement per proposal, except its renewal chain: an agreement renewing (through id_mou_lama,
 *   directly or further back) one tied to the proposal, or renewed by one, may be tied to it too — as
 *   Perpanjang does, copying the renewed agreement's proposal.
 * It runs in the write's transaction and locks the proposal's row first, so of two writes tying agreements to
 * one proposal at once the second sees the first's agreement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, InputError } from '../../common/errors.js';
import { PENJAJAGAN_STATUS } from '../../rules/penjajagan.js';

export const PENJAJAGAN_LINK_MESSAGES = {
  belumDisetujui: 'Kesepakatan hanya dapat dibuat dari penjajakan yang sudah disetujui',
  sudahAdaKesepakatan: 'Penjajakan ini sudah memiliki kesepakatan',
} as const;

/** The proposal as the link reads it (locked). */
export interface PenjajaganTertaut {
  id_status: number;
  no_penjajagan: string;
  /** The partner account that submitted it. */
  id_user: number;
  /** The TKKSD decision; null while there is none. */
  disetujui: boolean | null;
}

/** Whether another agreement than `self` is tied to the proposal, and whether one of those is in the renewal chain. */
const OTHERS = `
  with recursive naik(id_mou, id_mou_lama) as (
    select id_mou, id_mou_lama from mou where id_mou in (?, ?)
    union select m.id_mou, m.id_mou_lama from mou m join naik n on m.id_mou = n.id_mou_lama
  ), turun(id_mou) as (
    select id_mou from mou where id_mou_lama = ?
    union select m.id_mou from mou m join turun t on m.id_mou_lama = t.id_mou
  )
  select exists (select 1 from mou where id_penjajagan = ? and id_mou <> ?) as ada,
         exists (select 1 from mou where id_penjajagan = ? and id_mou <> ?
                   and (id_mou in (select id_mou from naik) or id_mou in (select id_mou from turun))) as rantai`;

/**
 * Locks the proposal and checks that an agreement may be tied to it: `idMou` the agreement being edited
 * (absent for a new one), `idMouLama` the agreement it renews. Null when the proposal does not exist (the
 * caller says so its way); a field error or conflict when the rule refuses.
 */
export const cekTautanPenjajagan = async (
  em: EntityManager,
  idPenjajagan: number,
  o: { idMou?: number | null; idMouLama?: number | null } = {},
): Promise<PenjajaganTertaut | null> => {
  const [p] = await em.execute<PenjajaganTertaut[]>(
    `select p.id_status, p.no_penjajagan, p.id_user, k.disetujui
       from penjajagan p left join keputusan_penjajagan k on k.id_penjajagan = p.id_penjajagan
      where p.id_penjajagan = ? for update of p`,
    [idPenjajagan],
  );
  if (!p) return null;
  const self = o.idMou ?? 0;
  const [r] = await em.execute<{ ada: boolean; rantai: boolean }[]>(OTHERS, [o.idMouLama ?? 0, self, self, idPenjajagan, self, idPenjajagan, self]);
  if (r!.ada && !r!.rantai) throw conflict(PENJAJAGAN_LINK_MESSAGES.sudahAdaKesepakatan);
  // a renewal keeps the tie its chain already has (agreements tied before the rule existed included)
  if (!r!.rantai && (p.id_status !== PENJAJAGAN_STATUS.Disetujui || p.disetujui === false)) {
    throw new InputError({ idPenjajagan: PENJAJAGAN_LINK_MESSAGES.belumDisetujui });
  }
  return p;
};
