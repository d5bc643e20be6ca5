import { Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from './admin/adminRoutes';
import { RouteGuard } from './auth/RouteGuard';
import { publicRoute } from './public/routes';
import { lazyNamed } from './router/lazyNamed';

const FluentShell = lazyNamed(() => import('./ui/FluentShell'), 'FluentShell');
const AdminLayout = lazyNamed(() => import('./admin/layout/AdminLayout'), 'AdminLayout');
const LoginPage = lazyNamed(() => import('./login/LoginPage'), 'LoginPage');
const Redirect = lazyNamed(() => import('./pages/Redirect'), 'Redirect');
const VerifikasiPage = lazyNamed(() => import('./pages/VerifikasiPage'), 'VerifikasiPage');

const adminPages: RouteObject[] = ADMIN_ROUTES.map((r) => ({
  id: r.name,
  path: r.path,
  Component: r.Component,
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
