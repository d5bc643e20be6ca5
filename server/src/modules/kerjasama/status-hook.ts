import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';

/**
 * What the agreement and contract services tell when an admin sets a status directly (the form, legacy
 * edit.php): the stages (modules/tahapan) record it as a manual move, in the same unit of work; and the check
 * that an edit form was not overtaken by a move.
 */
/** An earlier agreement a status set directly made Diperpanjang (its renewal came into force), and its Riwayat line. */
export interface Diperpanjang {
  idMou: number;
  riwayat: string;
}

export interface StatusManualHook {
  /** Answers the earlier agreement it renewed, when the status brought a renewal into force. */
  statusManual(ctx: Context, jenis: 'mou' | 'pks', id: number, lama: number, baru: number): Promise<Diperpanjang | null>;
  /** An edit form's check: the stage version it was loaded with is still the record's (else a conflict). */
  cekVersi(em: EntityManager, jenis: 'mou' | 'pks', id: number, versi: number): Promise<void>;
}
