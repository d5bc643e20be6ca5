import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { describe, expect, it, vi } from 'vitest';
import { errorLink } from '../../apollo/links';
import { uploadFetch } from '../../apollo/uploadFetch';
import { FakeXhr, withFakeXhr } from '../../test/fakeXhr';
import { notify } from '../../ui/notices';
import { PenjajakanEksporDialog } from './PenjajakanEksporDialog';
import { PenjajakanFormDialog } from './PenjajakanFormDialog';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const renderForm = (actor: { idUser: number; idLevel: number }) => {
  const onSaved = vi.fn();
  render(
    <MockedProvider mocks={[]}>
      <PenjajakanFormDialog row={null} actor={actor} onClose={() => undefined} onSaved={onSaved} />
    </MockedProvider>,
  );
  return { onSaved };
};

describe('PenjajakanFormDialog', () => {
  it('shows every SPEC §5 message for an admin', async () => {
    const { onSaved } = renderForm({ idUser: 1, idLevel: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah', hidden: true }));
    for (const message of ['Mitra tidak boleh kosong', 'Judul tidak boleh kosong', 'Deskripsi tidak boleh kosong', 'File tidak boleh kosong']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a partner has no Mitra field and no Mitra message', async () => {
    renderForm({ idUser: 30, idLevel: 3 });
    expect(screen.queryByText('Mitra')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah', hidden: true }));
    expect(await screen.findByText('Judul tidak boleh kosong')).toBeTruthy();
    expect(screen.queryByText('Mitra tidak boleh kosong')).toBeNull();
  });

  it('checks the file type and the 5 MB limit before sending', async () => {
    renderForm({ idUser: 30, idLevel: 3 });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.xls,.xlsx,.zip,.rar');
    const big = new File(['x'], 'besar.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Ukuran file lebih dari 5MB')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'skrip.exe')] } });
    expect(await screen.findByText('Format file salah')).toBeTruthy();
  });
});

describe('PenjajakanFormDialog closed during the upload', () => {
  withFakeXhr();

  it('Batal while the file is being sent cancels the request, saves nothing and says "Unggahan dibatalkan"', async () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([errorLink, new UploadHttpLink({ uri: '/graphql', fetch: uploadFetch })]) });
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const error = vi.spyOn(notify, 'error');
    render(
      <ApolloProvider client={client}>
        <PenjajakanFormDialog row={null} actor={{ idUser: 30, idLevel: 3 }} onClose={onClose} onSaved={onSaved} />
      </ApolloProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penjajakan' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Judul/ }), { target: { value: 'Kerja sama air bersih' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Deskripsi/ }), { target: { value: 'Pengolahan air bersih' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'proposal.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    act(() => xhr.progress(40, 100));
    expect(within(dialog).getByRole('status').textContent).toBe('Mengunggah 40%');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' })));
    expect(xhr.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unggahan dibatalkan'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('PenjajakanEksporDialog', () => {
  it('requires the date range', async () => {
    const open = vi.spyOn(window, 'open');
    render(
      <MockedProvider mocks={[]}>
        <PenjajakanEksporDialog filters={{ judul: '', status: '' }} onClose={() => undefined} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor', hidden: true }));
    await waitFor(() => expect(screen.getAllByText('Tgl. Dari - Tgl. Sampai tidak boleh kosong').length).toBe(2));
    expect(open).not.toHaveBeenCalled();
  });
});
