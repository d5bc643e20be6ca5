import { ADMINS, PARTNERS, STAFF } from '@rules/levels';
import { lazyNamed, type LazyScreen } from '../router/lazyNamed';
import { ADMIN_PATHS, type AdminRouteName } from './adminPaths';

/**
 * THE admin route table (SPEC §2.2, §6): one row a screen. The router (routes.tsx), the guard
 * (auth/guard.ts), the sidebar and the breadcrumb (layout/) are all derived from it.
 */
export interface AdminRoute {
  /** Route id; the named routes of SPEC §2.2 keep their names. */
  name: AdminRouteName;
  /** Path relative to /admin (adminPaths.ts). */
  path: string;
  /** The path before its first parameter (`kesepakatan/update`): what the guard looks a location up by. */
  key: string;
  /** Who may open it (SPEC §6): these levels, or every signed-in level. Others get /404 and no menu entry. */
  levels: readonly number[] | 'signed-in';
  /** Breadcrumb and page title. */
  title: string;
  /** Has a sidebar entry (its icon is in layout/menuIcons.tsx); create, update and detail screens have none. */
  menu: boolean;
  /** Breadcrumb parent. */
  parent?: AdminRouteName;
  /** The screen, loaded when first shown. */
  Component: LazyScreen;
}

type Row = Omit<AdminRoute, 'name' | 'path' | 'key'>;

/** In sidebar order; one row for every path of ADMIN_PATHS. */
const ROWS: { [N in AdminRouteName]: Row } = {
  Dashboard: {
    levels: STAFF,
    title: 'Beranda',
    menu: true,
    Component: lazyNamed(() => import('./beranda/BerandaPage'), 'BerandaPage'),
  },
  Penjajagan: {
    levels: 'signed-in',
    title: 'Penjajakan',
    menu: true,
    Component: lazyNamed(() => import('./penjajakan/PenjajakanPage'), 'PenjajakanPage'),
  },
  Kesepakatan: {
    levels: STAFF,
    title: 'Kesepakatan',
    menu: true,
    Component: lazyNamed(() => import('./kesepakatan/KesepakatanPage'), 'KesepakatanPage'),
  },
  'Create Kesepakatan': {
    levels: ADMINS,
    title: 'Tambah Kesepakatan',
    menu: false,
    parent: 'Kesepakatan',
    Component: lazyNamed(() => import('./kesepakatan/CreateKesepakatanPage'), 'CreateKesepakatanPage'),
  },
  'Update Kesepakatan': {
    levels: ADMINS,
    title: 'Ubah Kesepakatan',
    menu: false,
    parent: 'Kesepakatan',
    Component: lazyNamed(() => import('./kesepakatan/UpdateKesepakatanPage'), 'UpdateKesepakatanPage'),
  },
  'Detail PKS': {
    levels: ADMINS,
    title: 'Detail PKS',
    menu: false,
    parent: 'Kesepakatan',
    Component: lazyNamed(() => import('./kesepakatan/DetailPksPage'), 'DetailPksPage'),
  },
  PKS: {
    levels: STAFF,
    // SPEC §2.1's name for the contracts, the same on the public site, the forms and this screen.
    title: 'Perjanjian/Rencana Kerja',
    menu: true,
    Component: lazyNamed(() => import('./pks/PksPage'), 'PksPage'),
  },
  'Create PKS': {
    // Level 2 submits a draft for an agreement of its own agency (rules/pks-draft.ts); no add button on lists.
    levels: STAFF,
    title: 'Tambah Perjanjian/Rencana Kerja',
    menu: false,
    parent: 'PKS',
    Component: lazyNamed(() => import('./pks/CreatePksPage'), 'CreatePksPage'),
  },
  'Update PKS': {
    levels: ADMINS,
    title: 'Ubah Perjanjian/Rencana Kerja',
    menu: false,
    parent: 'PKS',
    Component: lazyNamed(() => import('./pks/UpdatePksPage'), 'UpdatePksPage'),
  },
  // issue 19: monitoring and evaluation, and the periodic report (staff), next to the agreements it evaluates
  Monev: {
    levels: STAFF,
    title: 'Monitoring & Evaluasi',
    menu: true,
    Component: lazyNamed(() => import('./monev/MonevPage'), 'MonevPage'),
  },
  'Admin Kegiatan': {
    levels: ADMINS,
    title: 'Kegiatan',
    menu: true,
    Component: lazyNamed(() => import('./kegiatan/KegiatanPage'), 'KegiatanPage'),
  },
  Gambar: { levels: ADMINS, title: 'Gambar', menu: true, Component: lazyNamed(() => import('./gambar/GambarPage'), 'GambarPage') },
  Mitra: { levels: ADMINS, title: 'Mitra', menu: true, Component: lazyNamed(() => import('./mitra/MitraPage'), 'MitraPage') },
  Instansi: {
    levels: ADMINS,
    title: 'Instansi',
    menu: true,
    Component: lazyNamed(() => import('./instansi/InstansiPage'), 'InstansiPage'),
  },
  Pengguna: {
    levels: ADMINS,
    title: 'Pengguna',
    menu: true,
    Component: lazyNamed(() => import('./pengguna/PenggunaPage'), 'PenggunaPage'),
  },
  Riwayat: { levels: ADMINS, title: 'Riwayat', menu: true, Component: lazyNamed(() => import('./riwayat/RiwayatPage'), 'RiwayatPage') },
  Pengaturan: {
    levels: ADMINS,
    title: 'Pengaturan',
    menu: true,
    Component: lazyNamed(() => import('./pengaturan/PengaturanPage'), 'PengaturanPage'),
  },
  // opened from the user menu (AdminUserMenu), for every account
  'Token Akses': {
    levels: 'signed-in',
    title: 'Token Akses',
    menu: false,
    Component: lazyNamed(() => import('./token-akses/TokenAksesPage'), 'TokenAksesPage'),
  },
  // issue 18: opened from the user menu and the bell, for every account (reminder settings for admins)
  Notifikasi: {
    levels: 'signed-in',
    title: 'Notifikasi & Kalender',
    menu: false,
    Component: lazyNamed(() => import('./notifikasi/NotifikasiPage'), 'NotifikasiPage'),
  },
  // issue 17: opened from the header's task button, for staff
  'Tugas Saya': {
    levels: STAFF,
    title: 'Tugas Saya',
    menu: false,
    Component: lazyNamed(() => import('./tugas/TugasSayaPage'), 'TugasSayaPage'),
  },
  // issue 17: a partner follows its agreements' stages and timeline
  'Kerja Sama Saya': {
    levels: PARTNERS,
    title: 'Kerja Sama Saya',
    menu: true,
    Component: lazyNamed(() => import('./tahapan/KerjasamaSayaPage'), 'KerjasamaSayaPage'),
  },
};

export const ADMIN_ROUTES: readonly AdminRoute[] = (Object.keys(ROWS) as AdminRouteName[]).map((name) => {
  const path = ADMIN_PATHS[name];
  return { name, path, key: path.split('/:')[0], ...ROWS[name] };
});

const byName = new Map<string, AdminRoute>(ADMIN_ROUTES.map((r) => [r.name, r]));
const byKey = new Map<string, AdminRoute>(ADMIN_ROUTES.map((r) => [r.key, r]));

/** The row of a route id (a react-router match id), if it is an admin screen. */
export const adminRoute = (name: string): AdminRoute | undefined => byName.get(name);

/** The row of a guard key (`kesepakatan/update`). */
export const adminRouteByKey = (key: string): AdminRoute | undefined => byKey.get(key);

/** Whether a level may open a screen. A location of no screen is left to the router's /404. */
export const mayOpen = (route: AdminRoute | undefined, level: number): boolean =>
  route === undefined || route.levels === 'signed-in' || route.levels.includes(level);

/** Sidebar entries for a level (SPEC §6): the same levels that guard the routes. */
export const menuFor = (level: number | null): AdminRoute[] =>
  level === null ? [] : ADMIN_ROUTES.filter((r) => r.menu && mayOpen(r, level));

/** Breadcrumb trail for a route name: parents first. */
export const trailFor = (name: string | undefined): AdminRoute[] => {
  const out: AdminRoute[] = [];
  let r = name ? byName.get(name) : undefined;
  while (r) {
    out.unshift(r);
    r = r.parent ? byName.get(r.parent) : undefined;
  }
  return out;
};
