import { useRef } from 'react';
import { mouStatusText } from '@rules/mou';

/** The record's stage version and status as read again after a conflict. */
export interface TahapanTerbaru {
  versi: number;
  idStatus: number;
}

/**
 * An edit form's stage version (`versiTahapan`, the server refuses a save made on an older one): the form sends
 * the version it was loaded with; when a move made meanwhile refuses the save, the record is read again, the
 * Status field takes the record's current status (the form must not set it back) and the version is renewed,
 * so the user's other input stays and the next Simpan goes through. Answers what to tell the user.
 */
export const useVersiTahapan = (awal: number | undefined, bacaLagi: (() => Promise<TahapanTerbaru | undefined>) | undefined) => {
  const versi = useRef(awal);
  const setelahKonflik = bacaLagi
    ? async (setStatus: (status: string) => void): Promise<string> => {
        const baru = await bacaLagi().catch(() => undefined);
        if (!baru) return 'Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi';
        versi.current = baru.versi;
        setStatus(String(baru.idStatus));
        return `Tahapan kerja sama ini baru saja diubah oleh pengguna lain; statusnya sekarang ${mouStatusText(baru.idStatus)}. Isian Anda yang lain tetap: periksa, lalu simpan lagi.`;
      }
    : undefined;
  return { versi: () => versi.current, setelahKonflik };
};
