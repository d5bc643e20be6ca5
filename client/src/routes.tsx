import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from './admin/layout/adminRoutes';
import { RouteGuard } from './auth/RouteGuard';
import { publicRoute } from './public/routes';
import { lazyNamed } from './router/lazyNamed';

const FluentShell = lazyNamed(() => import('./ui/FluentShell'), 'FluentShell');
const AdminLayout = lazyNamed(() => import('./admin/layout/AdminLayout'), 'AdminLayout');
const LoginPage = lazyNamed(() => import('./login/LoginPage'), 'LoginPage');
const NotFound = lazyNamed(() => import('./pages/NotFound'), 'NotFound');
const Redirect = lazyNamed(() => import('./pages/Redirect'), 'Redirect');
const VerifikasiPage = lazyNamed(() => import('./pages/VerifikasiPage'), 'VerifikasiPage');

/** One lazily loaded screen per admin route name (ADMIN_ROUTES). */
const ADMIN_PAGES: Record<string, ComponentType> = {
  Dashboard: lazyNamed(() => import('./admin/beranda/BerandaPage'), 'BerandaPage'),
  Penjajagan: lazyNamed(() => import('./admin/penjajakan/PenjajakanPage'), 'PenjajakanPage'),
  Kesepakatan: lazyNamed(() => import('./admin/kesepakatan/KesepakatanPage'), 'KesepakatanPage'),
  'Create Kesepakatan': lazyNamed(() => import('./admin/kesepakatan/CreateKesepakatanPage'), 'CreateKesepakatanPage'),
  'Update Kesepakatan': lazyNamed(() => import('./admin/kesepakatan/UpdateKesepakatanPage'), 'UpdateKesepakatanPage'),
  'Detail PKS': lazyNamed(() => import('./admin/kesepakatan/DetailPksPage'), 'DetailPksPage'),
  PKS: lazyNamed(() => import('./admin/pks/PksPage'), 'PksPage'),
  'Create PKS': lazyNamed(() => import('./admin/pks/CreatePksPage'), 'CreatePksPage'),
  'Update PKS': lazyNamed(() => import('./admin/pks/UpdatePksPage'), 'UpdatePksPage'),
  'Admin Kegiatan': lazyNamed(() => import('./admin/kegiatan/KegiatanPage'), 'KegiatanPage'),
  Gambar: lazyNamed(() => import('./admin/gambar/GambarPage'), 'GambarPage'),
  Mitra: lazyNamed(() => import('./admin/mitra/MitraPage'), 'MitraPage'),
  Instansi: lazyNamed(() => import('./admin/instansi/InstansiPage'), 'InstansiPage'),
  Pengguna: lazyNamed(() => import('./admin/pengguna/PenggunaPage'), 'PenggunaPage'),
  Riwayat: lazyNamed(() => import('./admin/riwayat/RiwayatPage'), 'RiwayatPage'),
  Pengaturan: lazyNamed(() => import('./admin/pengaturan/PengaturanPage'), 'PengaturanPage'),
};

const adminPages: RouteObject[] = ADMIN_ROUTES.map((r) => ({
  id: r.name,
  path: r.path,
  Component: ADMIN_PAGES[r.name],
  handle: { title: r.title },
}));

/** SPEC §2.1 / §2.2. The guard (RouteGuard) sits above every route. */
export const routes: RouteObject[] = [
  {
    Component: RouteGuard,
    children: [
      { index: true, element: <Navigate to="/beranda" replace /> },
      publicRoute,
      {
        // every screen built with Fluent components runs inside a FluentProvider (not the public site)
        Component: FluentShell,
        children: [
          { path: 'login', Component: LoginPage },
          { path: '404', Component: NotFound },
          { path: 'redirect/*', Component: Redirect },
          { path: 'verifikasi/:token', Component: VerifikasiPage },
          {
            path: 'admin',
            Component: AdminLayout,
            children: [
              { index: true, element: <Navigate to="/admin/beranda" replace /> },
              ...adminPages,
              { path: '*', element: <Navigate to="/404" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
