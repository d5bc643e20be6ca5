import type { Context } from '../../common/context.js';

/**
 * What the agreement and contract services tell when an admin sets a status directly (the form, legacy
 * edit.php): the stages (modules/tahapan) record it as a manual move, in the same unit of work.
 */
export interface StatusManualHook {
  statusManual(ctx: Context, jenis: 'mou' | 'pks', id: number, lama: number, baru: number): Promise<void>;
}
