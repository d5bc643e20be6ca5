import { generatePath, type PathParam } from 'react-router-dom';

/**
 * The path below /admin of every admin screen, by its route name (the named routes of SPEC §2.2). The
 * rest of a screen's row — levels, menu entry, breadcrumb, component — is in ADMIN_ROUTES (adminRoutes.ts),
 * which takes its paths from here. Apart because that table loads the screens and the screens link to
 * one another: one module for both would be an import circle.
 */
export const ADMIN_PATHS = {
  Dashboard: 'beranda',
  Penjajagan: 'penjajakan',
  Kesepakatan: 'kesepakatan',
  'Create Kesepakatan': 'kesepakatan/create',
  'Update Kesepakatan': 'kesepakatan/update/:judul',
  'Detail PKS': 'kesepakatan/detail-pks/:data',
  PKS: 'pks',
  'Create PKS': 'pks/create',
  'Update PKS': 'pks/update/:judul',
  'Admin Kegiatan': 'kegiatan',
  Gambar: 'gambar',
  Mitra: 'mitra',
  Instansi: 'instansi',
  Pengguna: 'pengguna',
  Riwayat: 'riwayat',
  Pengaturan: 'pengaturan',
  'Token Akses': 'token-akses',
  Monev: 'monev',
  Notifikasi: 'notifikasi',
  'Tugas Saya': 'tugas-saya',
  'Kerja Sama Saya': 'kerja-sama-saya',
} as const;

export type AdminRouteName = keyof typeof ADMIN_PATHS;

type ParamsOf<N extends AdminRouteName> = { [K in PathParam<(typeof ADMIN_PATHS)[N]>]: string | number };

/** `adminPath('Update Kesepakatan', { judul: 12 })` → `/admin/kesepakatan/update/12`; the params are checked. */
export const adminPath = <N extends AdminRouteName>(
  name: N,
  ...[params]: keyof ParamsOf<N> extends never ? [] : [ParamsOf<N>]
): string => {
  const stringParams = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  return `/admin/${generatePath<string>(ADMIN_PATHS[name], stringParams)}`;
};

/** Detail PKS carries `{ id, title }` in its path (SPEC §2.2); encoded so any title is safe in a URL. */
export const encodeDetailPksParam = (value: { id: number; title: string }): string => JSON.stringify(value);
export const decodeDetailPksParam = (raw: string | undefined): { id: number; title: string } | null => {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { id?: unknown; title?: unknown };
    return typeof v.id === 'number' ? { id: v.id, title: String(v.title ?? '') } : null;
  } catch {
    return null;
  }
};
