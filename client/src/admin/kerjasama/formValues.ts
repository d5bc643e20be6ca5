import { parseAngka } from '../../ui/angka';
/** Text fields both forms share (SPEC §5), as typed. Dates are the native inputs' yyyy-MM-dd. */
export interface CommonFormValues {
  mitra: string;
  tglMulai: string;
  tglBerakhir: string;
  judul: string;
  deskripsi: string;
  noKontrak: string;
  noMitra: string;
  nilai: string;
  namaTtdMitra: string;
  jabatanTtdMitra: string;
  namaTtd: string;
  jabatanTtd: string;
  keterangan: string;
  status: string;
}

/** The keys of CommonFormValues, as the schema and the server's extensions.fields name them. */
export const COMMON_FIELDS = [
  'mitra',
  'tglMulai',
  'tglBerakhir',
  'judul',
  'deskripsi',
  'noKontrak',
  'noMitra',
  'nilai',
  'namaTtdMitra',
  'jabatanTtdMitra',
  'namaTtd',
  'jabatanTtd',
  'keterangan',
  'status',
] as const satisfies readonly (keyof CommonFormValues)[];

export const EMPTY_COMMON: CommonFormValues = {
  mitra: '',
  tglMulai: '',
  tglBerakhir: '',
  judul: '',
  deskripsi: '',
  noKontrak: '',
  noMitra: '',
  nilai: '',
  namaTtdMitra: '',
  jabatanTtdMitra: '',
  namaTtd: '',
  jabatanTtd: '',
  keterangan: '',
  status: '',
};

/** Nilai as typed (ui/angka.ts): "1.500.000" and "1.500.000,50" as an Indonesian writes them. */
export const parseNilai = parseAngka;

const toInt = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s));

/** The shared part of MouInput / PksInput. */
export const commonInput = (v: CommonFormValues) => ({
  mitra: v.mitra,
  tglMulai: v.tglMulai,
  tglBerakhir: v.tglBerakhir,
  judul: v.judul,
  deskripsi: v.deskripsi,
  noKontrak: v.noKontrak,
  noMitra: v.noMitra,
  nilai: parseNilai(v.nilai),
  namaTtdMitra: v.namaTtdMitra,
  jabatanTtdMitra: v.jabatanTtdMitra,
  namaTtd: v.namaTtd,
  jabatanTtd: v.jabatanTtd,
  keterangan: v.keterangan,
  status: toInt(v.status),
});

/** A record's fields back into the form. */
/** A stored agreement or contract as the list and detail queries give it. */
export type CommonRecord = Omit<CommonFormValues, 'nilai' | 'status'> & { nilai: number; idStatus: number };

export const commonFromRecord = (r: CommonRecord): CommonFormValues => ({
  mitra: r.mitra,
  tglMulai: r.tglMulai,
  tglBerakhir: r.tglBerakhir,
  judul: r.judul,
  deskripsi: r.deskripsi,
  noKontrak: r.noKontrak,
  noMitra: r.noMitra,
  nilai: String(r.nilai),
  namaTtdMitra: r.namaTtdMitra,
  jabatanTtdMitra: r.jabatanTtdMitra,
  namaTtd: r.namaTtd,
  jabatanTtd: r.jabatanTtd,
  keterangan: r.keterangan,
  status: String(r.idStatus),
});
