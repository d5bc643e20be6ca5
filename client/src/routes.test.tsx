import { ApolloLink } from '@apollo/client/link';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './auth/session';
import { MeDocument } from './generated/graphql';
import { mockCaptcha, renderAt } from './login/testUtils';
import { routes } from './routes';
import { fakeToken } from './test/jwt';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/id', () => ({}));

const signInAs = (level: number, nama = 'Budi') => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level, nama }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama }));
  sessionStore.reload();
};

const me = (level: number, nama = 'Budi') => ({
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', idUser: 5, nama, username: 'budi', idLevel: level, textLevel: 'x' } } },
  maxUsageCount: 5,
});

beforeEach(() => mockCaptcha(false));
afterEach(() => {
  localStorage.clear();
  sessionStore.reload();
});

/** A link's name as read: its label, or its text without the parts hidden from assistive technology. */
const shownName = (a: HTMLElement) => {
  const copy = a.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return a.getAttribute('aria-label') ?? copy.textContent;
};

describe('routes and guard', () => {
  it('sends / to /beranda and unknown paths to /404', async () => {
    const { router } = renderAt('/', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/beranda'));
    await router.navigate('/tidak-ada');
    expect(await screen.findByText('The webmaster said that you can not enter this page...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  });

  it('sends an anonymous visitor of an admin page to /login with the redirect', async () => {
    const { router } = renderAt('/admin/pengguna?status=1', routes);
    expect(await screen.findByRole('form', { name: 'Masuk Sistem' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/pengguna?status=1');
  });

  it('replaces /redirect/<path> keeping the query', async () => {
    const { router } = renderAt('/redirect/kerjasama/kesepakatan?judul=abc', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kerjasama/kesepakatan'));
    expect(router.state.location.search).toBe('?judul=abc');
  });

  it('resets an undecodable token with Has Error and goes to login', async () => {
    localStorage.setItem('kerjasama.token', 'rusak');
    sessionStore.reload();
    const { router } = renderAt('/admin/beranda', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('kerjasama.token')).toBeNull();
    expect((await screen.findAllByText('Has Error')).length).toBeGreaterThan(0);
  });

  it('treats a rejected me query as a guard error', async () => {
    signInAs(1);
    const { router } = renderAt('/admin/beranda', routes, [
      { request: { query: MeDocument }, result: { errors: [new GraphQLError('Sesi berakhir', { extensions: { code: 'UNAUTHENTICATED' } })] } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('kerjasama.token')).toBeNull();
    expect((await screen.findAllByText('Has Error')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Sesi berakhir')).toBeNull();
  });

  it('keeps the session when the me check gets no answer (a reload mid-request, the network away)', async () => {
    signInAs(1);
    let answered!: () => void;
    const failed = new Promise<void>((resolve) => (answered = resolve));
    // every request fails as a fetch does when the page unloads or the network is away: no answer at all
    const noAnswer = new ApolloLink(() => new Observable((o) => void setTimeout(() => (o.error(new TypeError('Failed to fetch')), answered()))));
    const { router } = renderAt('/admin/beranda', routes, [], noAnswer);
    expect(await screen.findByRole('navigation', { name: 'Menu admin' })).toBeTruthy();
    await act(() => failed);
    expect(router.state.location.pathname).toBe('/admin/beranda');
    expect(localStorage.getItem('kerjasama.token')).not.toBeNull();
    expect(screen.queryByText('Has Error')).toBeNull();
  });

  it('lands partners on Penjajakan with their menu only, and 404s staff pages', async () => {
    signInAs(3);
    const { router } = renderAt('/admin', routes, [me(3)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/penjajakan'));
    const nav = await screen.findByRole('navigation', { name: 'Menu admin' });
    expect(within(nav).getAllByRole('link').map(shownName)).toEqual(['Kerja Sama', 'Penjajakan', 'Kerja Sama Saya']);
    await router.navigate('/admin/kesepakatan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('shows admins the full sidebar and a breadcrumb, and /login goes to the dashboard', async () => {
    signInAs(99);
    const { router } = renderAt('/admin/kesepakatan/create', routes, [me(99)]);
    const nav = await screen.findByRole('navigation', { name: 'Menu admin' });
    expect(within(nav).getAllByRole('link').map(shownName)).toEqual([
      'Kerja Sama',
      'Beranda',
      'Penjajakan',
      'Kesepakatan',
      'Perjanjian/Rencana Kerja',
      'Monitoring & Evaluasi',
      'Kegiatan',
      'Gambar',
      'Mitra',
      'Instansi',
      'Pengguna',
      'Riwayat',
      'Pengaturan',
    ]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('KesepakatanTambah Kesepakatan');
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/beranda'));
  });
});
