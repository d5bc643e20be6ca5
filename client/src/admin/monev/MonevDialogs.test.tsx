import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { Observable, type Observer } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '../../apollo/uploadFetch';
import { notify } from '../../ui/notices';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { LaporMonevDialog } from './MonevDialogs';

withoutAnimations();

interface Call {
  name: string;
  variables: Record<string, unknown>;
  fetchOptions: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal };
  answer: (data: unknown) => void;
}

/** A server the test answers by hand; an aborted request fails as the upload transport's does. */
const renderLapor = () => {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((observer: Observer<ApolloLink.Result>) => {
        const { fetchOptions = {} } = op.getContext() as { fetchOptions?: Call['fetchOptions'] };
        fetchOptions.signal?.addEventListener('abort', () => observer.error(new DOMException('The operation was aborted.', 'AbortError')));
        calls.push({
          name: op.operationName ?? '',
          variables: op.variables,
          fetchOptions,
          answer: (data) => {
            observer.next({ data } as ApolloLink.Result);
            observer.complete();
          },
        });
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <ApolloProvider client={client}>
      <LaporMonevDialog sasaran={{ jenis: 'mou', idRecord: 7, judul: 'Pengelolaan Sampah', periode: 1 }} onClose={onClose} onDone={onDone} />
    </ApolloProvider>,
  );
  return { calls, onClose, onDone };
};

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Bukti (dokumen dan foto)', { selector: 'input' }) as HTMLInputElement;
const choose = (dialog: HTMLElement, ...files: File[]) => fireEvent.change(fileInput(dialog), { target: { files } });

/** Fills the report, chooses a.pdf and b.pdf, saves, and answers the report: the evidence uploads start. */
const saveWithTwoFiles = async () => {
  const server = renderLapor();
  const dialog = await screen.findByRole('dialog', { name: /Laporan Pelaksanaan/ });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Kegiatan yang dilaksanakan/ }), { target: { value: 'Sosialisasi' } });
  choose(dialog, pdf('a.pdf'), pdf('b.pdf'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(server.calls.map((c) => c.name)).toEqual(['LaporMonev']));
  await act(async () => server.calls[0]!.answer({ laporMonev: { __typename: 'LaporanMonev', idLaporan: 9, versi: 1 } }));
  await waitFor(() => expect(server.calls.map((c) => c.name)).toEqual(['LaporMonev', 'TambahBuktiMonev']));
  return { ...server, dialog };
};

const buktiDone = { tambahBuktiMonev: { __typename: 'LampiranDokumen', idFile: 'f', namaFile: 'x.pdf' } };

describe('LaporMonevDialog: Bukti', () => {
  it('uses the app\'s Indonesian picker, several files at once or in several goes, each removable', async () => {
    renderLapor();
    const dialog = await screen.findByRole('dialog', { name: /Laporan Pelaksanaan/ });
    expect(within(dialog).getByRole('button', { name: 'Pilih File' })).toBeTruthy();
    expect(within(dialog).getByText('Belum ada file dipilih, atau seret file ke sini')).toBeTruthy();
    const input = fileInput(dialog);
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.doc,.docx,.jpg,.jpeg,.png,.xls,.xlsx,.pdf');

    choose(dialog, pdf('a.pdf'), pdf('b.pdf'));
    choose(dialog, pdf('c.pdf'));
    const list = within(dialog).getByRole('list', { name: /file dipilih/ });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf (8 B)', 'b.pdf (8 B)', 'c.pdf (8 B)']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan b.pdf' }));
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf (8 B)', 'c.pdf (8 B)']);

    choose(dialog, new File(['MZ'], 'virus.exe'));
    expect(within(dialog).getByText('virus.exe: Format file salah')).toBeTruthy();
  });

  it('shows the progress of each evidence file while they are sent one by one', async () => {
    const success = vi.spyOn(notify, 'success');
    const { dialog, calls, onDone } = await saveWithTwoFiles();
    expect(calls[1]!.variables).toMatchObject({ idLaporan: 9 });
    act(() => calls[1]!.fetchOptions.onProgress!({ loaded: 42, total: 100, percent: 42 }));
    expect(within(dialog).getByRole('progressbar', { name: 'Mengunggah bukti 1/2' }).getAttribute('aria-valuenow')).toBe('42');
    expect(within(dialog).getByRole('status').textContent).toBe('Mengunggah bukti 1/2 42%');
    // the picker waits while the files are sent
    expect((within(dialog).getByRole('button', { name: 'Pilih File' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => calls[1]!.answer(buktiDone));
    await waitFor(() => expect(calls).toHaveLength(3));
    act(() => calls[2]!.fetchOptions.onProgress!({ loaded: 100, total: 100, percent: 100 }));
    expect(within(dialog).getByRole('status').textContent).toBe('Mengunggah bukti 2/2 100%, memproses…');
    // sent: the server may be storing it, so the form cannot be closed until it answers
    expect(within(dialog).getByRole('button', { name: 'Batal' }).getAttribute('aria-disabled')).toBe('true');

    await act(async () => calls[2]!.answer(buktiDone));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Laporan pelaksanaan tersimpan');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('Batal while a file is being sent cancels it and sends no more; the stored report and the files not sent are named', async () => {
    const error = vi.spyOn(notify, 'error');
    const { dialog, calls, onClose, onDone } = await saveWithTwoFiles();
    act(() => calls[1]!.fetchOptions.onProgress!({ loaded: 20, total: 100, percent: 20 }));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' })));
    expect(onClose).toHaveBeenCalled();
    expect(calls[1]!.fetchOptions.signal!.aborted).toBe(true);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Unggahan dibatalkan. Laporan tersimpan, tetapi bukti ini belum terunggah: a.pdf, b.pdf. Tambahkan lagi dari Riwayat Monev.',
      ),
    );
    expect(calls).toHaveLength(2);
    // the report itself is stored: the list reloads
    expect(onDone).toHaveBeenCalled();
  });
});
