/**
 * How the agreement and contract services write a classification in their own unit of work (so the record,
 * its classification and the Riwayat line commit in one flush). Validation happens before anything is
 * put in the unit of work.
 */
import type { Context } from '../../common/context.js';
import { validate } from '../../common/validate.js';
import { klasifikasiSchema, type KlasifikasiFields } from '../../rules/klasifikasi.js';
import type { Mou } from '../mou/mou.entity.js';
import type { Pks } from '../pks/pks.entity.js';
import { Klasifikasi } from './klasifikasi.entity.js';
import type { KlasifikasiInput } from './klasifikasi.inputs.js';
import { Urusan } from './urusan.entity.js';

/**
 * A checked classification, or undefined when the form sent none (an edit: the record's stays as it is).
 * `required` (a new record): none sent is refused with each missing field's message, like an empty one.
 */
export const checkKlasifikasi = (input: KlasifikasiInput | null | undefined, required = false): KlasifikasiFields | undefined => {
  if (input !== undefined && input !== null) return validate(klasifikasiSchema, input);
  return required ? validate(klasifikasiSchema, {}) : undefined;
};

/**
 * Whether a new agreement or contract must be classified: always through GraphQL; not through the legacy
 * adapter's add.php (SPEC §7: its clients have no such fields and keep creating unclassified records,
 * which admins classify later — see the list's "Belum diklasifikasi" filter).
 */
export const klasifikasiWajib = (ctx: Pick<Context, 'legacy'>): boolean => ctx.legacy !== true;

/** Creates (new record) or replaces (existing one) the record's classification; flushed by the caller's commit. */
export const putKlasifikasi = async (
  ctx: Context,
  owner: { mou: Mou } | { pks: Pks },
  fields: KlasifikasiFields | undefined,
  isNew: boolean,
): Promise<void> => {
  if (!fields) return;
  const { idUrusan, ...values } = fields;
  const existing = isNew ? null : await ctx.em.findOne(Klasifikasi, owner, { populate: ['urusan'] });
  const row = existing ? ctx.em.assign(existing, values) : ctx.em.create(Klasifikasi, { ...values, ...owner });
  row.urusan.set(idUrusan.map((id) => ctx.em.getReference(Urusan, id)));
};
