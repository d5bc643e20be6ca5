import { pksSchema } from '@rules/mou';
import { fieldErrors } from '@rules/validation';
import type { PerjanjianFieldsFragment, PksInput } from '../../generated/graphql';
import type { RemoteOption } from '../../ui/RemoteCombobox';
import { COMMON_FIELDS, type CommonFormValues, EMPTY_COMMON, commonFromRecord, commonInput } from '../kerjasama/formValues';
import { EMPTY_KLASIFIKASI, KLASIFIKASI_FIELDS, type KlasifikasiFormValues, klasifikasiFromRecord, klasifikasiInput, validateKlasifikasi } from '../klasifikasi/klasifikasiForm';

export interface PksFormValues extends CommonFormValues {
  /** The agreement (Kesepakatan) the contract belongs to. */
  mou: RemoteOption | null;
  /** Issue 19: absent means nothing chosen. */
  klasifikasi?: KlasifikasiFormValues;
}

/** Nilai starts at 0 (SPEC §3, §9). */
export const emptyPksForm: PksFormValues = { ...EMPTY_COMMON, nilai: '0', mou: null };

export const PKS_FIELDS = ['idMou', ...COMMON_FIELDS, ...KLASIFIKASI_FIELDS] as const;

export const pksFormFromPks = (p: PerjanjianFieldsFragment): PksFormValues => ({
  ...commonFromRecord(p),
  mou: { id: p.idMou, label: p.noKontrakMou, secondary: p.judulMou },
  klasifikasi: klasifikasiFromRecord(p.klasifikasi),
});

export const pksInput = (v: PksFormValues): PksInput => ({ idMou: v.mou?.id, ...commonInput(v), klasifikasi: klasifikasiInput(v.klasifikasi ?? EMPTY_KLASIFIKASI) });

/** The client mirror of the server's contract rules (SPEC §5); `baru`: a new contract. */
export const validatePksForm = (v: PksFormValues, baru = false): Record<string, string> => {
  const result = pksSchema.safeParse(pksInput(v));
  return { ...(result.success ? {} : fieldErrors(result.error)), ...validateKlasifikasi(v.klasifikasi ?? EMPTY_KLASIFIKASI, baru) };
};
