import type { NonIndexRouteObject } from 'react-router-dom';
import { lazyNamed } from '../router/lazyNamed';

/**
 * The source module of a route's screen (the key of client/dist/.vite/manifest.json): the server links
 * the stylesheets of a page it renders from it (server/src/app/public-pages.ts).
 */
export interface ScreenHandle {
  module: string;
}

const screen = (path: string | undefined, module: string, load: () => Promise<Record<string, unknown>>, name: string): NonIndexRouteObject => ({
  ...(path === undefined ? {} : { path }),
  Component: lazyNamed(load, name),
  handle: { module: `src/public/${module}.tsx` } satisfies ScreenHandle,
});

/** The public site (SPEC §2.1): its frame and pages; the same routes render on the server and in the browser. */
export const publicRoute: NonIndexRouteObject = {
  ...screen(undefined, 'layout/PublicLayout', () => import('./layout/PublicLayout'), 'PublicLayout'),
  children: [
    screen('beranda', 'beranda/BerandaPage', () => import('./beranda/BerandaPage'), 'BerandaPage'),
    screen('profile', 'profile/ProfilePage', () => import('./profile/ProfilePage'), 'ProfilePage'),
    screen('kontak', 'kontak/KontakPage', () => import('./kontak/KontakPage'), 'KontakPage'),
    screen('kerjasama/kesepakatan', 'kerjasama/KesepakatanPage', () => import('./kerjasama/KesepakatanPage'), 'KesepakatanPage'),
    screen('kerjasama/perjanjian', 'kerjasama/PerjanjianPage', () => import('./kerjasama/PerjanjianPage'), 'PerjanjianPage'),
    screen('daftar-kegiatan', 'kegiatan/DaftarKegiatanPage', () => import('./kegiatan/DaftarKegiatanPage'), 'DaftarKegiatanPage'),
    screen('404', 'notfound/NotFoundPage', () => import('./notfound/NotFoundPage'), 'NotFoundPage'),
    { ...screen('kegiatan/:id', 'kegiatan/KegiatanDetailPage', () => import('./kegiatan/KegiatanDetailPage'), 'KegiatanDetailPage'), id: 'Kegiatan' },
  ],
};
