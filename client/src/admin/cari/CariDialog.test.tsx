import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CariDocument, DokumenBelumTerbacaDocument } from '../../generated/graphql';
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

  it('lists on request the documents it cannot read, each with its record and why', async () => {
    const unreadable = {
      request: { query: DokumenBelumTerbacaDocument, variables: {} },
      result: {
        data: {
          dokumenBelumTerbaca: [
            { __typename: 'DokumenBelumTerbaca', jenis: 'KESEPAKATAN', id: 7, judul: 'Kerja Sama Air Bersih 7', idFile: 'f1', namaFile: 'terkunci.pdf', urlFile: '/files/f1', keterangan: 'PDF dilindungi kata sandi' },
          ],
        },
      },
    };
    const first = answer(undefined, ids(1, 3), { total: 3 });
    await search([{ ...first, result: { data: { cari: { ...first.result.data.cari, belumTerbaca: 1 } } } }, unreadable] as never);
    expect(screen.getByText(/1 dokumen belum dapat dibaca, isinya belum ikut dicari\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat daftar' }));
    const list = await screen.findByRole('list', { name: 'Dokumen yang belum dapat dibaca' });
    expect(within(list).getByRole('link', { name: 'terkunci.pdf' }).getAttribute('href')).toBe('/files/f1');
    expect(within(list).getByRole('link', { name: 'Kerja Sama Air Bersih 7' }).getAttribute('href')).toBe(`/admin/kesepakatan?judul=${encodeURIComponent('Kerja Sama Air Bersih 7')}`);
    expect(list.textContent).toContain('PDF dilindungi kata sandi');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan daftar' }));
    expect(screen.queryByRole('list', { name: 'Dokumen yang belum dapat dibaca' })).toBeNull();
  });

  it('offers no next page for the hits of corrected words', async () => {
    await search([answer(undefined, ids(1, 20), { total: 60, mirip: true })]);
    expect(screen.getByText('Tidak ada yang persis sama; hasil untuk kata yang mirip:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
  });
});

describe('Enter in the search box', () => {
  const Here = () => {
    const { pathname, search } = useLocation();
    return <output>{pathname + search}</output>;
  };
  const found = (jenis: string, id: number, judul: string) => ({ ...hit(id), jenis, judul });
  const answerFor = (teks: string, items: ReturnType<typeof found>[], delay = 0) => ({
    request: { query: CariDocument, variables: { input: { teks, sumber: null } } },
    result: { data: { cari: { __typename: 'HalamanCari', total: items.length, totalPerkiraan: false, mirip: false, belumTerbaca: 0, items } } },
    delay,
  });
  const open = (mocks: ReturnType<typeof answerFor>[]) => {
    const onClose = vi.fn();
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/admin/beranda']}>
          <CariDialog actor={{ idUser: 1, idLevel: 1 }} onClose={onClose} />
          <Here />
        </MemoryRouter>
      </MockedProvider>,
    );
    return { box: screen.getByRole('searchbox', { name: 'Kata yang dicari' }), onClose };
  };
  // (the modal dialog hides the rest of the page from role queries)
  const here = () => screen.getByRole('status', { hidden: true }).textContent;

  it('opens the first hit as shown (grouped by kind), where ArrowDown goes too', async () => {
    // the contract ranks first, but the Kesepakatan group is shown above it
    const { box } = open([answerFor('sangrai', [found('PERJANJIAN', 1, 'Kelas Sangrai'), found('KESEPAKATAN', 2, 'Sekolah Barista')])]);
    await userEvent.type(box, 'sangrai');
    await screen.findByRole('link', { name: 'Kelas Sangrai' });
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Sekolah Barista');
    box.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(here()).toBe('/admin/kesepakatan?judul=Sekolah%20Barista'));
  });

  it('opens a hit of the words now in the box, not of the previous search', async () => {
    const { box, onClose } = open([
      answerFor('barista', [found('KESEPAKATAN', 1, 'Pelatihan Barista')]),
      answerFor('rumput', [found('KESEPAKATAN', 2, 'Rumput Laut')], 100),
    ]);
    await userEvent.type(box, 'barista');
    await screen.findByRole('link', { name: 'Pelatihan Barista' });
    await userEvent.clear(box);
    await userEvent.type(box, 'rumput{Enter}');
    await waitFor(() => expect(here()).toBe('/admin/kesepakatan?judul=Rumput%20Laut'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pressed before any result has come, waits for it', async () => {
    const { box } = open([answerFor('rumput', [found('KESEPAKATAN', 2, 'Rumput Laut')], 100)]);
    await userEvent.type(box, 'rumput{Enter}');
    await waitFor(() => expect(here()).toBe('/admin/kesepakatan?judul=Rumput%20Laut'));
  });

  it('stays in the dialog when nothing is found', async () => {
    const { box, onClose } = open([answerFor('zzz', [])]);
    await userEvent.type(box, 'zzz{Enter}');
    expect(await screen.findByText('Tidak ada hasil untuk “zzz”.')).toBeTruthy();
    expect(here()).toBe('/admin/beranda');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('labels the clear button in Indonesian', () => {
    open([]);
    expect(screen.getByRole('button', { name: 'Hapus teks pencarian' })).toBeTruthy();
  });
});
