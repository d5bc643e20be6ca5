import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';

/**
 * What the agreement and contract services tell when an admin sets a status directly (the form, legacy
 * edit.php): the stages (modules/tahapan) record it as a manual move, in the same unit of work; and the check
 * that an edit form was not overtaken by a move.
 */
export interface StatusManualHook {
  statusManual(ctx: Context, jenis: 'mou' | 'pks', id: number, lama: number, baru: number): Promise<void>;
  /** An edit form's check: the stage version it was loaded with is still the record's (else a conflict). */
  cekVersi(em: EntityManager, jenis: 'mou' | 'pks', id: number, versi: number): Promise<void>;
}
