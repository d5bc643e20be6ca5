import { startPath } from '@rules/levels';
import { adminRouteByKey, mayOpen } from '../admin/adminRoutes';
import { sessionLevel, type Session } from './session';
import { decodeToken, isExpired } from './token';

export type PathKind = { kind: 'login' } | { kind: 'public' } | { kind: 'admin'; key: string };

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'error' };

/** `/admin/kesepakatan/update/12` → `kesepakatan/update`; `/admin` → ''. The keys of ADMIN_ROUTES. */
export const adminRouteKey = (pathname: string): string => {
  const parts = pathname.replace(/^\/admin\/?/, '').split('/').filter(Boolean);
  if (parts.length >= 2 && adminRouteByKey(`${parts[0]}/${parts[1]}`)) return `${parts[0]}/${parts[1]}`;
  return parts[0] ?? '';
};

export const classifyPath = (pathname: string): PathKind => {
  if (pathname === '/login' || pathname === '/login/') return { kind: 'login' };
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { kind: 'admin', key: adminRouteKey(pathname) };
  return { kind: 'public' };
};

export const loginRedirect = (pathname: string, search = ''): string =>
  `/login?redirect=${encodeURIComponent(pathname + search)}`;

/** Only same-site absolute paths are followed after login. */
export const safeRedirect = (raw: string | null | undefined): string | null =>
  raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : null;

export interface GuardInput {
  pathname: string;
  search?: string;
  session: Session;
  now?: number;
}

/** The navigation guard of SPEC §2.1 as a pure function. */
export const decideGuard = ({ pathname, search = '', session, now = Date.now() }: GuardInput): GuardDecision => {
  const route = classifyPath(pathname);
  if (!session.token) {
    return route.kind === 'admin' ? { type: 'redirect', to: loginRedirect(pathname, search) } : { type: 'allow' };
  }
  const payload = decodeToken(session.token);
  const level = sessionLevel(session);
  if (!payload || isExpired(payload, now) || level === null) return { type: 'error' };
  if (route.kind === 'login') {
    return { type: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect')) ?? startPath(level) };
  }
  if (route.kind === 'public') return { type: 'allow' };
  if (route.key === '') return { type: 'redirect', to: startPath(level) };
  return mayOpen(adminRouteByKey(route.key), level) ? { type: 'allow' } : { type: 'redirect', to: '/404' };
};
