import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { AccessTokensDocument, CreateAccessTokenDocument } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { TokenAksesPage } from './TokenAksesPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const row = {
  __typename: 'AccessToken',
  idToken: 3,
  nama: 'Dasbor Bappeda',
  prefix: 'ks_pat_AbCd',
  tulis: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const TOKEN = `ks_pat_${'x'.repeat(43)}`;

const mocks = [
  { request: { query: AccessTokensDocument }, result: { data: { accessTokens: [row] } }, maxUsageCount: 5 },
  {
    request: { query: CreateAccessTokenDocument, variables: { input: { nama: 'Sinkron SIPD', berlakuHari: 90, tulis: false } } },
    result: { data: { createAccessToken: { __typename: 'NewAccessToken', token: TOKEN, accessToken: { __typename: 'AccessToken', idToken: 4 } } } },
  },
];

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

const renderPage = () =>
  render(
    <MockedProvider mocks={mocks}>
      <TokenAksesPage />
    </MockedProvider>,
  );

describe('TokenAksesPage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStore.reload();
  });

  it('lists the tokens with their times, and shows a new token once', async () => {
    signInAs(3);
    renderPage();
    expect(await screen.findByText('Dasbor Bappeda')).toBeTruthy();
    expect(screen.getByText('Belum pernah')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Tanpa batas' })).toBeTruthy();
    // a partner makes read-only tokens only
    expect(screen.queryByLabelText('Izinkan menulis (mengubah data)')).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Sinkron SIPD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat Token' }));
    expect((await screen.findByTestId('token-baru')).textContent).toBe(TOKEN);
    expect(screen.getByText(/tidak akan ditampilkan lagi/)).toBeTruthy();
  });

  it('offers write access to admins', async () => {
    signInAs(99);
    renderPage();
    expect(await screen.findByLabelText('Izinkan menulis (mengubah data)')).toBeTruthy();
  });

  it("refuses an empty name under the field in Indonesian (not the browser's bubble), sends nothing, and clears it as the name is typed", async () => {
    signInAs(3);
    renderPage();
    await screen.findByText('Dasbor Bappeda');
    const form = screen.getByRole('form', { name: 'Buat token akses' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat Token' }));
    expect(await screen.findByText('Nama token tidak boleh kosong')).toBeTruthy();
    expect(screen.queryByTestId('token-baru')).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Sinkron' } });
    expect(screen.queryByText('Nama token tidak boleh kosong')).toBeNull();
  });
});
