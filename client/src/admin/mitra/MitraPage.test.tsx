import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it } from 'vitest';
import { MitraPartnersDocument } from '../../generated/graphql';
import { MitraPage } from './MitraPage';

const mocks = [
  {
    request: { query: MitraPartnersDocument, variables: { page: { page: 1, limit: 20 } } },
    result: {
      data: {
        partners: {
          __typename: 'PartnerPage',
          total: 1,
          items: [{ __typename: 'Partner', idPartner: 3, partner: 'Universitas Negeri', logo: '/files/abc/logo.png' }],
        },
      },
    },
    maxUsageCount: 5,
  },
];

const renderPage = () =>
  render(
    <MockedProvider mocks={mocks}>
      <MitraPage />
    </MockedProvider>,
  );

describe('MitraPage', () => {
  it('lists partners with their logo and Hapus', async () => {
    renderPage();
    expect(await screen.findByText('Universitas Negeri')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Nama Mitra', 'Logo', 'Aksi']);
    const logo = screen.getByRole('img', { name: 'Logo Universitas Negeri' }) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/files/abc/logo.png?w=160');
  });

  it('opens the large logo', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat Logo Universitas Negeri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo Universitas Negeri' });
    // (role queries inside a dialog that is still entering can miss; the element is what matters)
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/files/abc/logo.png?w=960'));
  });

  it('confirms a delete naming the partner', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Universitas Negeri' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Hapus Mitra' });
    expect(confirm.textContent).toContain('Yakin ingin menghapus mitra "Universitas Negeri" ?');
    expect(await within(confirm).findByRole('button', { name: 'Hapus' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
  });

  it('validates Tambah Mitra', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Mitra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Mitra' });
    expect(dialog.textContent).toContain('300 x 300 pixel, file maksimal 2MB');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Nama Mitra tidak boleh kosong')).toBeTruthy();
    expect(within(dialog).getByText('File tidak boleh kosong')).toBeTruthy();

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('Format file salah')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nama Mitra/), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Maksimal 50 karakter')).toBeTruthy();
  });
});
