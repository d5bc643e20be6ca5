import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/jwt';
import { adminRouteKey, classifyPath, decideGuard, safeRedirect } from './guard';
import type { Session } from './session';

const as = (level: number, extra: Partial<Session> = {}): Session => ({
  token: fakeToken({ id_user: 7, id_level: level }),
  user: { id_user: 7, id_level: level, nama: 'Tester' },
  ...extra,
});
const anon: Session = { token: null, user: null };
const go = (pathname: string, session: Session, search = '') => decideGuard({ pathname, search, session });

describe('route keys', () => {
  it('maps admin paths to the access keys of @rules/access', () => {
    expect(adminRouteKey('/admin')).toBe('');
    expect(adminRouteKey('/admin/pengguna')).toBe('pengguna');
    expect(adminRouteKey('/admin/kesepakatan/update/12')).toBe('kesepakatan/update');
    expect(adminRouteKey('/admin/kesepakatan/detail-pks/%7B%7D')).toBe('kesepakatan/detail-pks');
    expect(adminRouteKey('/admin/pks/create')).toBe('pks/create');
    expect(classifyPath('/login')).toEqual({ kind: 'login' });
    expect(classifyPath('/kegiatan/3')).toEqual({ kind: 'public' });
    expect(classifyPath('/administrasi')).toEqual({ kind: 'public' });
  });

  it('follows only same-site redirect targets', () => {
    expect(safeRedirect('/admin/pks?status=1')).toBe('/admin/pks?status=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('decideGuard without a token', () => {
  it('allows public pages, /login, /404 and helpers', () => {
    for (const p of ['/beranda', '/profile', '/kerjasama/kesepakatan', '/kegiatan/4', '/login', '/404', '/redirect/beranda', '/verifikasi/abc']) {
      expect(go(p, anon)).toEqual({ type: 'allow' });
    }
  });

  it('sends admin routes to /login with the original path and query', () => {
    expect(go('/admin/kesepakatan', anon, '?status=1')).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fadmin%2Fkesepakatan%3Fstatus%3D1',
    });
    expect(go('/admin', anon)).toEqual({ type: 'redirect', to: '/login?redirect=%2Fadmin' });
  });
});

describe('decideGuard with a token', () => {
  it('sends /login and /admin to the start page of the level', () => {
    expect(go('/login', as(1))).toEqual({ type: 'redirect', to: '/admin/beranda' });
    expect(go('/login', as(99))).toEqual({ type: 'redirect', to: '/admin/beranda' });
    expect(go('/admin', as(2))).toEqual({ type: 'redirect', to: '/admin/beranda' });
    for (const level of [3, 4, 5]) {
      expect(go('/login', as(level))).toEqual({ type: 'redirect', to: '/admin/penjajakan' });
      expect(go('/admin/', as(level))).toEqual({ type: 'redirect', to: '/admin/penjajakan' });
    }
  });

  it('follows the redirect query of /login once signed in', () => {
    expect(go('/login', as(1), '?redirect=%2Fadmin%2Fpks%3Fstatus%3D1')).toEqual({ type: 'redirect', to: '/admin/pks?status=1' });
    expect(go('/login', as(3), '?redirect=https%3A%2F%2Fevil.example')).toEqual({ type: 'redirect', to: '/admin/penjajakan' });
  });

  it('applies the route table of SPEC §6', () => {
    const allow = { type: 'allow' };
    const deny = { type: 'redirect', to: '/404' };
    expect(go('/admin/beranda', as(2))).toEqual(allow);
    expect(go('/admin/beranda', as(3))).toEqual(deny);
    expect(go('/admin/pengguna', as(1))).toEqual(allow);
    expect(go('/admin/pengguna', as(2))).toEqual(deny);
    expect(go('/admin/riwayat', as(99))).toEqual(allow);
    expect(go('/admin/kesepakatan/create', as(2))).toEqual(deny);
    expect(go('/admin/kesepakatan/update/5', as(1))).toEqual(allow);
    expect(go('/admin/pks/create', as(2))).toEqual(allow); // level 2 submits a draft (SPEC §6: 1, 2, 99)
    expect(go('/admin/pks/update/5', as(2))).toEqual(deny);
    expect(go('/admin/penjajakan', as(4))).toEqual(allow);
    expect(go('/admin/kesepakatan', as(5))).toEqual(deny);
  });

  it('keeps public pages open to signed-in users', () => {
    expect(go('/beranda', as(3))).toEqual({ type: 'allow' });
  });

  it('takes the level from the stored user, else from the token', () => {
    const s: Session = { token: fakeToken({ id_user: 1, id_level: 3 }), user: null };
    expect(go('/admin/beranda', s)).toEqual({ type: 'redirect', to: '/404' });
    const stored = as(3, { user: { id_user: 7, id_level: 1, nama: 'A' } });
    expect(go('/admin/pengguna', stored)).toEqual({ type: 'allow' });
  });

  it('is a guard error when the token cannot be decoded or has expired', () => {
    expect(go('/admin/beranda', { token: 'not-a-jwt', user: null })).toEqual({ type: 'error' });
    expect(go('/beranda', { token: 'a.b.c', user: { id_user: 1, id_level: 1, nama: 'x' } })).toEqual({ type: 'error' });
    const expired = { token: fakeToken({ id_user: 1, id_level: 1, exp: 1000 }), user: null };
    expect(decideGuard({ pathname: '/admin/beranda', session: expired, now: 2_000_000 })).toEqual({ type: 'error' });
  });
});
