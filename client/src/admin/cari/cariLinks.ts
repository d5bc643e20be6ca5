import { CARI_TOTAL_MAX } from '@rules/cari-total';
import { isPartner } from '@rules/levels';
import { can, type PolicyActor } from '@rules/policy';
import { kerjasamaSayaTautan } from '@rules/tahapan';
import type { JenisCari } from '../../generated/graphql';

/** The kinds of search hits, named as the menu names them, in the order the results are grouped. */
export const JENIS_LABEL: Record<JenisCari, string> = {
  KESEPAKATAN: 'Kesepakatan',
  PERJANJIAN: 'Perjanjian/Rencana Kerja',
  PENJAJAKAN: 'Penjajakan',
  KEGIATAN: 'Kegiatan',
  SKPD: 'Instansi',
  PARTNER: 'Mitra',
};
export const JENIS_ORDER = Object.keys(JENIS_LABEL) as JenisCari[];

/**
 * Where a hit opens for this viewer: the record's list filtered to its title (the lists read `?judul=`), a
 * partner's agreement its card on Kerja Sama Saya, or the public page; null when the viewer has no screen
 * for it (a partner's contract).
 */
export const linkOf = (hit: { jenis: JenisCari; id: number; judul: string }, actor: PolicyActor | null): string | null => {
  const judul = `?judul=${encodeURIComponent(hit.judul)}`;
  switch (hit.jenis) {
    case 'KESEPAKATAN':
      if (can(actor, 'mou:read')) return `/admin/kesepakatan${judul}`;
      return actor && isPartner(actor.idLevel) ? kerjasamaSayaTautan(hit.id) : null;
    case 'PERJANJIAN':
      return can(actor, 'pks:read') ? `/admin/pks${judul}` : null;
    case 'PENJAJAKAN':
      return `/admin/penjajakan${judul}`;
    case 'KEGIATAN':
      return can(actor, 'content:manage') ? `/admin/kegiatan${judul}` : `/kegiatan/${hit.id}`;
    case 'SKPD':
      return '/admin/instansi';
    case 'PARTNER':
      return can(actor, 'content:manage') ? '/admin/mitra' : '/beranda';
  }
};

/** The words to look for in a document: excluded words (`-kata`), quotes and `or` dropped. */
const wordsOf = (teks: string): string =>
  teks.split(/\s+/).filter((w) => w && !w.startsWith('-') && w.toLowerCase() !== 'or').map((w) => w.replace(/["']/g, '')).filter(Boolean).join(' ');

/** A document link that opens the PDF viewer at the searched words. */
export const documentLink = (urlFile: string, namaFile: string | null | undefined, teks: string): string =>
  /\.pdf$/i.test(namaFile ?? '') ? `${urlFile}#search=${encodeURIComponent(wordsOf(teks))}` : urlFile;

/** How many hits there are, as the server tells it: CARI_TOTAL_MAX means that many or more; an estimate is "about". */
export const totalText = (total: number, perkiraan: boolean): string =>
  total >= CARI_TOTAL_MAX ? `lebih dari ${CARI_TOTAL_MAX}` : perkiraan ? `sekitar ${total}` : String(total);
