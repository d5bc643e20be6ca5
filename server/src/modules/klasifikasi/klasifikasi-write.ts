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

/** A checked classification, or undefined when the form sent none (the record's stays as it is). */
export const checkKlasifikasi = (input: KlasifikasiInput | null | undefined): KlasifikasiFields | undefined =>
  input === undefined || input === null ? undefined : validate(klasifikasiSchema, input);

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
