import { klasifikasiSchema } from '@rules/klasifikasi';
import { fieldErrors } from '@rules/validation';
import type { KlasifikasiInput } from '../../generated/graphql';

/** The classification part of the agreement and contract forms (issue 19), as typed. */
export interface KlasifikasiFormValues {
  jenis: string;
  kategoriMitra: string;
  negara: string;
  idUrusan: number[];
}

export const EMPTY_KLASIFIKASI: KlasifikasiFormValues = { jenis: '', kategoriMitra: '', negara: '', idUrusan: [] };

/** Its keys as the schema and the server's extensions.fields name them. */
export const KLASIFIKASI_FIELDS = ['jenis', 'kategoriMitra', 'negara', 'idUrusan'] as const;

export interface KlasifikasiRecord {
  jenis: string;
  kategoriMitra: string;
  negara?: string | null;
  daftarUrusan: { idUrusan: number }[];
}

export const klasifikasiFromRecord = (k: KlasifikasiRecord | null | undefined): KlasifikasiFormValues =>
  k ? { jenis: k.jenis, kategoriMitra: k.kategoriMitra, negara: k.negara ?? '', idUrusan: k.daftarUrusan.map((u) => u.idUrusan) } : EMPTY_KLASIFIKASI;

const isEmpty = (v: KlasifikasiFormValues) => !v.jenis && !v.kategoriMitra && !v.negara.trim() && v.idUrusan.length === 0;

/** Nothing chosen: undefined (the record keeps what it has); otherwise the whole classification. */
export const klasifikasiInput = (v: KlasifikasiFormValues): KlasifikasiInput | undefined =>
  isEmpty(v) ? undefined : { jenis: v.jenis || undefined, kategoriMitra: v.kategoriMitra || undefined, negara: v.negara || undefined, idUrusan: v.idUrusan };

/**
 * The server's rule (rules/klasifikasi.ts) once anything is chosen; `required` (a new record): also when
 * nothing is, as the server refuses a new agreement or contract without it.
 */
export const validateKlasifikasi = (v: KlasifikasiFormValues, required = false): Record<string, string> => {
  const input = klasifikasiInput(v);
  if (!input && !required) return {};
  const result = klasifikasiSchema.safeParse(input ?? {});
  if (result.success) return {};
  const messages = fieldErrors(result.error);
  // an unknown urusan is reported per item (idUrusan.0): show it under the list
  for (const key of Object.keys(messages)) if (key.startsWith('idUrusan.')) messages.idUrusan ??= messages[key]!;
  return messages;
};
