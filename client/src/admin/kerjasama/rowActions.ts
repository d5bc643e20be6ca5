import { isAdmin } from '@rules/levels';
import type { Kind } from './kind';

export type RowAction = 'dokumen' | 'galeri' | 'pks' | 'skpd' | 'detail' | 'detailMou' | 'ubah' | 'hapus';

export const ROW_ACTION_TEXT: Record<RowAction, string> = {
  dokumen: 'Dokumen',
  galeri: 'Galeri',
  pks: 'PKS',
  skpd: 'SKPD',
  detail: 'Detail',
  detailMou: 'Detail MOU',
  ubah: 'Ubah',
  hapus: 'Hapus',
};

const FULL: Record<Kind, readonly RowAction[]> = {
  mou: ['dokumen', 'galeri', 'pks', 'skpd', 'detail', 'ubah', 'hapus'],
  pks: ['dokumen', 'galeri', 'skpd', 'detail', 'detailMou', 'ubah', 'hapus'],
};

/** SPEC §2.3, §6: level 2 (read-only) sees only Detail; levels 1 and 99 the full menu. */
export const rowActionsFor = (kind: Kind, level: number | null): readonly RowAction[] =>
  level !== null && isAdmin(level) ? FULL[kind] : ['detail'];
