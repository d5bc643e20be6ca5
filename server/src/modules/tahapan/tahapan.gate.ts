/**
 * The gate of a move (issue 17): what the target stage asks for, checked against the locked record and the
 * stage as the move's flags leave it. Answers the field messages (empty: the move may pass).
 */
import { tanggalIndonesia } from '../../common/dates.js';
import type { CheckedFile } from '../../files/upload.js';
import { isIsoDate } from '../../rules/dates.js';
import {
  atasNamaWaliKota,
  belumBerakhir,
  catatanTandaWajib,
  dokumenWajib,
  GERBANG,
  perluDprd,
  TAHAPAN_MAX,
  TAHAPAN_MESSAGES as M,
  type Tanda,
  type TahapanKode,
} from '../../rules/tahapan.js';
import { maksimalKarakter } from '../../rules/teks.js';
import type { RecordRow } from './tahapan.sql.js';
import type { UbahTahapanInput } from './tahapan.types.js';

export interface Gerbang {
  input: UbahTahapanInput;
  /** The record's stage before the move, with the flags as the move sets them. */
  s: { tahapan: TahapanKode; membebaniApbd: boolean; belumDianggarkan: boolean };
  row: RecordRow;
  dok: CheckedFile | null;
  /** A power of attorney uploaded with the move (instead of one chosen from the contract's documents). */
  kuasa?: CheckedFile | null;
  /** The flags the move clears: the move needs a note then. */
  dihapus: readonly Tanda[];
  /** Today in the city (yyyy-MM-dd). */
  hariIni: string;
}

/** A date a gate asks for: given, written yyyy-MM-dd, and not after today (a signing or a letter that happened). */
const tanggalSalah = (v: string | null | undefined, kosong: string, hariIni: string): string | null => {
  const t = v?.trim();
  if (!t) return kosong;
  if (!isIsoDate(t)) return M.tanggal;
  return t > hariIni ? M.tanggalMasaDepan : null;
};

/** Whether the move to Pelaksanaan needs the contract's power of attorney (rules/tahapan.ts atasNamaWaliKota). */
export const perluSuratKuasa = (input: UbahTahapanInput, row: RecordRow): boolean =>
  input.ke === 'PELAKSANAAN' && input.jenis === 'pks' && atasNamaWaliKota(input.atasNama, row.jabatan_ttd);

export const gerbang = ({ input, s, row, dok, kuasa, dihapus, hariIni }: Gerbang): Record<string, string> => {
  const { ke } = input;
  const g = GERBANG[ke] ?? {};
  const e: Record<string, string> = {};
  const set = (field: string, message: string | null | false) => {
    if (message && !e[field]) e[field] = message;
  };
  set('ke', ke === 'PERSETUJUAN_DPRD' && !perluDprd(s) && M.dprdTidakPerlu);
  set('ke', ke === 'SIAP_DITANDATANGANI' && s.tahapan === 'PEMBAHASAN' && perluDprd(s) && M.dprdWajib);
  // Berakhir is reaching the end date; ending earlier is stopping it (Dihentikan, with its reason)
  set('ke', ke === 'BERAKHIR' && !!row.tgl_berakhir && row.tgl_berakhir > hariIni && belumBerakhir(tanggalIndonesia(row.tgl_berakhir)));
  set('dokumen', !!g.dokumen && !dok && dokumenWajib(g.dokumen.label));
  set('dokumen', !!g.dokumen?.pdf && !!dok && dok.ext !== 'pdf' && M.pdf);
  if (g.suratDprd) {
    const nomor = input.nomorSurat?.trim() ?? '';
    set('nomorSurat', !nomor ? M.nomorSurat : nomor.length > TAHAPAN_MAX.nomorSurat && maksimalKarakter(TAHAPAN_MAX.nomorSurat));
    set('tanggalSurat', tanggalSalah(input.tanggalSurat, M.tanggalSurat, hariIni));
  }
  if (g.tanggalTtd) set('tanggalTtd', tanggalSalah(input.tanggalTtd, M.tanggalTtd, hariIni));
  const catatan = input.catatan?.trim() ?? '';
  set('catatan', catatan.length > TAHAPAN_MAX.catatan && maksimalKarakter(TAHAPAN_MAX.catatan));
  set('catatan', !catatan && !!g.catatan && M.catatan);
  set('catatan', !catatan && dihapus.length > 0 && catatanTandaWajib(dihapus));
  set('idSuratKuasa', perluSuratKuasa(input, row) && !kuasa && !input.idSuratKuasa?.trim() && M.suratKuasa);
  return e;
};
