import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminKegiatanDocument, AdminKegiatansDocument } from '../../generated/graphql';
import { KegiatanPage } from './KegiatanPage';

const ROW = {
  __typename: 'Kegiatan',
  idKegiatan: 7,
  judul: 'Rapat Koordinasi',
  waktu: '2025-01-05T03:00:00.000Z',
  namaUser: 'Admin Kota',
  status: 1,
  statusText: 'Aktif',
};

const mocks = [
  {
    request: {
      query: AdminKegiatansDocument,
      variables: { filter: { judul: null, status: null }, page: { page: 1, limit: 20, order: 'DESC' } },
    },
    result: { data: { kegiatans: { __typename: 'KegiatanPage', total: 1, items: [ROW] } } },
    maxUsageCount: 5,
  },
  {
    request: { query: AdminKegiatanDocument, variables: { idKegiatan: 7 } },
    result: {
      data: {
        kegiatan: {
          ...ROW,
          highlight: 'Ringkasan rapat',
          isi: '<h2>Agenda</h2><ul><li>satu</li></ul>',
          gambar: '/files/k7/foto.jpg',
        },
      },
    },
    maxUsageCount: 5,
  },
];

const renderPage = (url = '/') =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <KegiatanPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('KegiatanPage', () => {
  it('lists Judul, Tanggal, Penulis, Status and Aksi', async () => {
    renderPage();
    expect(await screen.findByText('Rapat Koordinasi')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Judul', 'Tanggal', 'Penulis', 'Status', 'Aksi']);
    expect(screen.getByText('05 Januari 2025')).toBeTruthy();
    expect(screen.getByText('Admin Kota')).toBeTruthy();
  });

  it('confirms a delete with the title', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Rapat Koordinasi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Hapus Kegiatan' });
    expect(confirm.textContent).toContain('Yakin ingin menghapus Kegiatan "Rapat Koordinasi" ?');
  });

  it('validates a new kegiatan', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Kegiatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kegiatan' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tambah' }));
    for (const message of [
      'Judul tidak boleh kosong',
      'Highlight tidak boleh kosong',
      'Isi tidak boleh kosong',
      'Status tidak boleh kosong',
      'File tidak boleh kosong',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
  });

  it('edits with the stored body in the editor and the picture optional', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Rapat Koordinasi' }));
    // the fields appear once the kegiatan is loaded (role queries are slow on this big a dialog: plain selectors)
    await screen.findByDisplayValue('Rapat Koordinasi', undefined, { timeout: 5000 });
    const dialog = document.querySelector<HTMLElement>('[role=dialog]')!;
    expect(dialog.textContent).toContain('Ubah Kegiatan');
    expect((within(dialog).getByLabelText(/^Highlight/) as HTMLTextAreaElement).value).toBe('Ringkasan rapat');
    const editor = await waitFor(
      () => {
        const el = dialog.querySelector<HTMLElement>('[role=textbox][contenteditable=true]');
        if (!el) throw new Error('editor not loaded yet');
        return el;
      },
      { timeout: 10_000 },
    );
    expect(editor.getAttribute('aria-labelledby')).toBe(within(dialog).getByText('Isi').closest('label')!.id);
    expect(editor.querySelector('h2')?.textContent).toBe('Agenda');
    expect(editor.querySelector('ul > li')?.textContent).toBe('satu');
    expect(dialog.textContent).toContain('Kosongkan untuk tetap memakai gambar sekarang');
    expect(dialog.querySelector('img[alt="Pratinjau gambar kegiatan"]')?.getAttribute('src')).toBe('/files/k7/foto.jpg?w=640');
  }, 20_000);
});
