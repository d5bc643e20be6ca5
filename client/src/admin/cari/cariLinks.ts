import { CARI_TOTAL_MAX } from '@rules/cari-total';
import { isPartner } from '@rules/levels';
import { can, type PolicyActor } from '@rules/policy';
import { kerjasamaSayaTautan } from '@rules/tahapan';
import { classifyPath } from '../../auth/guard';
import type { JenisCari } from '../../generated/graphql';
import { adminRouteByKey, mayOpen } from '../adminRoutes';

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

/** The screen a hit's record is shown on for this viewer, before checking that the viewer may open it. */
const screenOf = (hit: { jenis: JenisCari; id: number; judul: string }, actor: PolicyActor | null): string | null => {
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
      return `/admin/instansi?skpd=${encodeURIComponent(hit.judul)}`;
    case 'PARTNER':
      // the Mitra screen has no filter (SPEC §2.3: a table of logos); the public home page shows the logos
      return can(actor, 'content:manage') ? '/admin/mitra' : '/beranda';
  }
};

/**
 * Where a hit opens for this viewer: the record's list filtered to its title (the lists read `?judul=`,
 * Instansi `?skpd=`), a partner's agreement its card on Kerja Sama Saya, or the public page; null when the
 * viewer has no screen for it (a partner's contract) or its level may not open that screen (adminRoutes.ts).
 */
export const linkOf = (hit: { jenis: JenisCari; id: number; judul: string }, actor: PolicyActor | null): string | null => {
  const link = screenOf(hit, actor);
  const route = link === null ? null : classifyPath(link.split(/[?#]/)[0]);
  if (route?.kind !== 'admin') return link;
  return actor && mayOpen(adminRouteByKey(route.key), actor.idLevel) ? link : null;
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
