import { mouSchema } from '@rules/mou';
import { fieldErrors } from '@rules/validation';
import type { KesepakatanFieldsFragment, MouInput } from '../../generated/graphql';
import type { RemoteOption } from '../../ui/RemoteCombobox';
import { COMMON_FIELDS, type CommonFormValues, EMPTY_COMMON, commonFromRecord, commonInput } from '../kerjasama/formValues';
import { EMPTY_KLASIFIKASI, KLASIFIKASI_FIELDS, type KlasifikasiFormValues, klasifikasiFromRecord, klasifikasiInput, validateKlasifikasi } from '../klasifikasi/klasifikasiForm';

export interface MitraAkun {
  idUser: number;
  nama: string;
}

export interface KesepakatanFormValues extends CommonFormValues {
  penjajakan: RemoteOption | null;
  akunMitra: MitraAkun | null;
  mouLama: RemoteOption | null;
  /** Issue 19: absent means nothing chosen. */
  klasifikasi?: KlasifikasiFormValues;
}

export const emptyKesepakatanForm: KesepakatanFormValues = { ...EMPTY_COMMON, penjajakan: null, akunMitra: null, mouLama: null };

/** Every field the form shows, in the keys of the schema and of the server's extensions.fields. */
export const KESEPAKATAN_FIELDS = ['idPenjajagan', 'idMitra', 'idMouLama', ...COMMON_FIELDS, ...KLASIFIKASI_FIELDS] as const;

export const kesepakatanFormFromMou = (m: KesepakatanFieldsFragment): KesepakatanFormValues => ({
  ...commonFromRecord(m),
  penjajakan: m.idPenjajagan ? { id: m.idPenjajagan, label: m.noPenjajagan ?? String(m.idPenjajagan) } : null,
  akunMitra: { idUser: m.akunMitra.idUser, nama: m.akunMitra.nama },
  mouLama: m.idMouLama ? { id: m.idMouLama, label: m.noKontrakMouLama ?? String(m.idMouLama) } : null,
  klasifikasi: klasifikasiFromRecord(m.klasifikasi),
});

export const kesepakatanInput = (v: KesepakatanFormValues): MouInput => ({
  idPenjajagan: v.penjajakan?.id ?? null,
  idMitra: v.akunMitra?.idUser,
  idMouLama: v.mouLama?.id ?? null,
  ...commonInput(v),
  klasifikasi: klasifikasiInput(v.klasifikasi ?? EMPTY_KLASIFIKASI),
});

/** The client mirror of the server's rules (SPEC §5): `{ field: message }`, empty when valid; `baru`: a new agreement. */
export const validateKesepakatanForm = (v: KesepakatanFormValues, baru = false): Record<string, string> => {
  const result = mouSchema.safeParse(kesepakatanInput(v));
  return { ...(result.success ? {} : fieldErrors(result.error)), ...validateKlasifikasi(v.klasifikasi ?? EMPTY_KLASIFIKASI, baru) };
};
