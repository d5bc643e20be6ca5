export interface NavItem {
  label: string;
  to: string;
}

export const NAV_BEFORE: readonly NavItem[] = [
  { label: 'Beranda', to: '/beranda' },
  { label: 'Profil', to: '/profile' },
  { label: 'Kegiatan', to: '/daftar-kegiatan' },
];

export const KERJA_SAMA_ITEMS: readonly NavItem[] = [
  { label: 'Kesepakatan', to: '/kerjasama/kesepakatan' },
  { label: 'Perjanjian/Rencana Kerja', to: '/kerjasama/perjanjian' },
];

export const NAV_AFTER: readonly NavItem[] = [{ label: 'Kontak', to: '/kontak' }];

export const NAVBAR_SCROLL_THRESHOLD = 100;

/** Pages with a full-bleed hero under a transparent navbar (SPEC §2.1). */
export const isTransparentNavPath = (pathname: string): boolean =>
  pathname === '/beranda' || pathname === '/daftar-kegiatan' || pathname.startsWith('/kegiatan/');

export const isActivePath = (pathname: string, to: string): boolean =>
  pathname === to ||
  (to === '/daftar-kegiatan' && pathname.startsWith('/kegiatan/')) ||
  pathname.startsWith(`${to}/`);
