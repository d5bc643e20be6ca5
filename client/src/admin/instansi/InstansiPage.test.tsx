import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SkpdsDocument } from '../../generated/graphql';
import { InstansiPage } from './InstansiPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const mocks = [
  {
    request: { query: SkpdsDocument, variables: { filter: { skpd: 'Dinas Kominfo', status: null }, page: { page: 1, limit: 20 } } },
    result: { data: { skpds: { __typename: 'SkpdPage', total: 1, items: [{ __typename: 'Skpd', idSkpd: 4, skpd: 'Dinas Kominfo', kode: 12, status: 1, statusText: 'Aktif' }] } } },
  },
  {
    request: { query: SkpdsDocument, variables: { filter: { skpd: null, status: null }, page: { page: 1, limit: 20 } } },
    result: {
      data: {
        skpds: {
          __typename: 'SkpdPage',
          total: 1,
          items: [{ __typename: 'Skpd', idSkpd: 4, skpd: 'Dinas Kominfo', kode: 12, status: 1, statusText: 'Aktif' }],
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
        <InstansiPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('InstansiPage', () => {
  it('lists agencies with Ubah and Hapus', async () => {
    renderPage();
    expect(await screen.findByText('Dinas Kominfo')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No',
      'Nama Instansi',
      'Kode',
      'Status',
      'Aksi',
    ]);
    expect(screen.getByRole('button', { name: 'Ubah Dinas Kominfo' })).toBeTruthy();
  });

  it('is filtered to the agency a search hit links to (?skpd=)', async () => {
    renderPage('/admin/instansi?skpd=Dinas%20Kominfo');
    expect(await screen.findByText('Dinas Kominfo')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'SKPD' }).value).toBe('Dinas Kominfo');
  });

  it('confirms a delete with the agency name', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Dinas Kominfo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Hapus Instansi' });
    expect(confirm.textContent).toContain('Yakin ingin menghapus instansi Dinas Kominfo ?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal', hidden: true }));
  });

  it('validates the create dialog', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Instansi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Instansi' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('SKPD tidak boleh kosong')).toBeTruthy();
    expect(within(dialog).getByText('Kode tidak boleh kosong')).toBeTruthy();
    expect(within(dialog).getByText('Status tidak boleh kosong')).toBeTruthy();
  });

  it('fills the edit dialog from the row', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Dinas Kominfo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Instansi' });
    expect((within(dialog).getByLabelText(/^SKPD/) as HTMLInputElement).value).toBe('Dinas Kominfo');
    expect((within(dialog).getByLabelText(/^Kode/) as HTMLInputElement).value).toBe('12');
  });
});
