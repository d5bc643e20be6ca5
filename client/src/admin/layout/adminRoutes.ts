import { canVisit } from '@rules/access';
import { generatePath } from 'react-router-dom';

export interface AdminRouteMeta {
  /** Key of ROUTE_LEVELS (@rules/access). */
  key: string;
  /** Path relative to /admin. */
  path: string;
  /** Route id; the named routes of SPEC §2.2 keep their names. */
  name: string;
  /** Breadcrumb and page title. */
  title: string;
  /** Shown in the sidebar (create/update/detail pages are not). */
  menu: boolean;
  /** Breadcrumb parent (route name). */
  parent?: string;
}

export const ADMIN_ROUTES: readonly AdminRouteMeta[] = [
  { key: 'beranda', path: 'beranda', name: 'Dashboard', title: 'Beranda', menu: true },
  { key: 'penjajakan', path: 'penjajakan', name: 'Penjajagan', title: 'Penjajakan', menu: true },
  { key: 'kesepakatan', path: 'kesepakatan', name: 'Kesepakatan', title: 'Kesepakatan', menu: true },
  {
    key: 'kesepakatan/create',
    path: 'kesepakatan/create',
    name: 'Create Kesepakatan',
    title: 'Tambah Kesepakatan',
    menu: false,
    parent: 'Kesepakatan',
  },
  {
    key: 'kesepakatan/update',
    path: 'kesepakatan/update/:judul',
    name: 'Update Kesepakatan',
    title: 'Ubah Kesepakatan',
    menu: false,
    parent: 'Kesepakatan',
  },
  {
    key: 'kesepakatan/detail-pks',
    path: 'kesepakatan/detail-pks/:data',
    name: 'Detail PKS',
    title: 'Detail PKS',
    menu: false,
    parent: 'Kesepakatan',
  },
  { key: 'pks', path: 'pks', name: 'PKS', title: 'PKS', menu: true },
  { key: 'pks/create', path: 'pks/create', name: 'Create PKS', title: 'Tambah Perjanjian', menu: false, parent: 'PKS' },
  { key: 'pks/update', path: 'pks/update/:judul', name: 'Update PKS', title: 'Ubah Perjanjian', menu: false, parent: 'PKS' },
  { key: 'kegiatan', path: 'kegiatan', name: 'Admin Kegiatan', title: 'Kegiatan', menu: true },
  { key: 'gambar', path: 'gambar', name: 'Gambar', title: 'Gambar', menu: true },
  { key: 'mitra', path: 'mitra', name: 'Mitra', title: 'Mitra', menu: true },
  { key: 'instansi', path: 'instansi', name: 'Instansi', title: 'Instansi', menu: true },
  { key: 'pengguna', path: 'pengguna', name: 'Pengguna', title: 'Pengguna', menu: true },
  { key: 'riwayat', path: 'riwayat', name: 'Riwayat', title: 'Riwayat', menu: true },
  { key: 'pengaturan', path: 'pengaturan', name: 'Pengaturan', title: 'Pengaturan', menu: true },
];

const byName = new Map(ADMIN_ROUTES.map((r) => [r.name, r]));

export const adminRoute = (name: string): AdminRouteMeta | undefined => byName.get(name);

/** `adminPath('Update Kesepakatan', { judul: 12 })` → `/admin/kesepakatan/update/12`. */
export const adminPath = (name: string, params: Record<string, string | number> = {}): string => {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown admin route "${name}"`);
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `/admin/${generatePath(r.path, stringParams)}`;
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

/** Sidebar entries for a level (SPEC §6): the same lists that guard the routes. */
export const menuFor = (level: number | null): AdminRouteMeta[] =>
  level === null ? [] : ADMIN_ROUTES.filter((r) => r.menu && canVisit(r.key, level));

/** Breadcrumb trail for a route name: parents first. */
export const trailFor = (name: string | undefined): AdminRouteMeta[] => {
  const out: AdminRouteMeta[] = [];
  let r = name ? byName.get(name) : undefined;
  while (r) {
    out.unshift(r);
    r = r.parent ? byName.get(r.parent) : undefined;
  }
  return out;
};
