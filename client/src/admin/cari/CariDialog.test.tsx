import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CariDocument } from '../../generated/graphql';
import { CariDialog } from './CariDialog';

const hit = (id: number) => ({
  __typename: 'HasilCari',
  jenis: 'KESEPAKATAN',
  id,
  judul: `Kerja Sama Air Bersih ${id}`,
  sumber: 'DATA',
  idFile: null,
  namaFile: null,
  urlFile: null,
  potongan: [{ __typename: 'PotonganTeks', teks: 'air', sorot: true }],
});
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => hit(from + i));
const answer = (halaman: number | undefined, items: ReturnType<typeof hit>[], page: { total: number; totalPerkiraan?: boolean; mirip?: boolean }) => ({
  request: { query: CariDocument, variables: { input: { teks: 'air', sumber: null, ...(halaman ? { halaman } : {}) } } },
  result: { data: { cari: { __typename: 'HalamanCari', totalPerkiraan: false, mirip: false, belumTerbaca: 0, ...page, items } } },
});

const search = async (mocks: ReturnType<typeof answer>[]) => {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <CariDialog actor={{ idUser: 1, idLevel: 1 }} onClose={() => {}} />
      </MemoryRouter>
    </MockedProvider>,
  );
  await userEvent.type(screen.getByRole('searchbox', { name: 'Kata yang dicari' }), 'air');
  return within(await screen.findByRole('region', { name: 'Kesepakatan' }));
};

describe('the search dialog', () => {
  it('shows the next page of the same search under the first, until a short page', async () => {
    const group = await search([answer(undefined, ids(1, 20), { total: 45 }), answer(2, ids(21, 20), { total: 45 }), answer(3, ids(41, 5), { total: 45 })]);
    expect(group.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Menampilkan 20 dari 45 hasil; perjelas kata yang dicari.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await group.findByRole('link', { name: 'Kerja Sama Air Bersih 40' })).toBeTruthy();
    // the first hit that came has the focus: the keyboard goes on from there
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Kerja Sama Air Bersih 21'));
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await group.findByRole('link', { name: 'Kerja Sama Air Bersih 45' })).toBeTruthy();
    expect(group.getAllByRole('listitem')).toHaveLength(45);
    // the button is gone with the last page; the focus is not lost with it
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Kerja Sama Air Bersih 41'));
  });

  it('stops when a page comes back short of an estimated total', async () => {
    const group = await search([answer(undefined, ids(1, 20), { total: 440, totalPerkiraan: true }), answer(2, [], { total: 440, totalPerkiraan: true })]);
    expect(screen.getByText('Menampilkan 20 dari sekitar 440 hasil; perjelas kata yang dicari.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Memuat…' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Kata yang dicari' }));
    expect(group.getAllByRole('listitem')).toHaveLength(20);
  });

  it('offers no next page for the hits of corrected words', async () => {
    await search([answer(undefined, ids(1, 20), { total: 60, mirip: true })]);
    expect(screen.getByText('Tidak ada yang persis sama; hasil untuk kata yang mirip:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
  });
});
