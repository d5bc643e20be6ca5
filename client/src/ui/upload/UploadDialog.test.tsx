import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { describe, expect, it, vi } from 'vitest';
import { errorLink } from '../../apollo/links';
import { uploadFetch } from '../../apollo/uploadFetch';
import { FakeXhr, withFakeXhr } from '../../test/fakeXhr';
import { notify } from '../notices';
import { UploadDialog, type UploadContext } from './UploadDialog';
import { DOCUMENT_UPLOAD, IMAGE_UPLOAD, MB } from './uploadRules';

const fileOf = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const pick = (dialog: HTMLElement, file: File) => {
  const input = within(dialog).getByLabelText(/^Dokumen|^Gambar/) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('UploadDialog', () => {
  it('keeps Unggah disabled until a valid file is chosen, with the SPEC messages', async () => {
    render(<UploadDialog title="Tambah Dokumen" label="Dokumen" rule={DOCUMENT_UPLOAD} upload={vi.fn()} onClose={vi.fn()} onUploaded={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Dokumen' });
    const submit = (await within(dialog).findByRole('button', { name: 'Unggah' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    pick(dialog, fileOf('virus.exe', 100));
    expect(within(dialog).getByText('Format file salah')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    pick(dialog, fileOf('besar.pdf', 11 * MB));
    expect(within(dialog).getByText('Ukuran file lebih dari 10MB')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    pick(dialog, fileOf('kontrak.pdf', 2048, 'application/pdf'));
    expect(within(dialog).queryByText(/Format file salah|Ukuran file/)).toBeNull();
    expect(within(dialog).getByText('kontrak.pdf')).toBeTruthy();
    expect(submit.disabled).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan kontrak.pdf' }));
    expect(within(dialog).getByText('File tidak boleh kosong')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it('uses the image limit of 2MB', async () => {
    render(<UploadDialog title="Tambah Gambar" label="Gambar" rule={IMAGE_UPLOAD} upload={vi.fn()} onClose={vi.fn()} onUploaded={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Gambar' });
    pick(dialog, fileOf('foto.png', 3 * MB));
    expect(within(dialog).getByText('Ukuran file lebih dari 2MB')).toBeTruthy();
  });

  it('shows the progress while uploading, then reports success', async () => {
    let context: UploadContext | undefined;
    let finish: () => void = () => undefined;
    const upload = vi.fn((_file: File, ctx: UploadContext) => {
      context = ctx;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const onUploaded = vi.fn();
    render(<UploadDialog title="Tambah Dokumen" label="Dokumen" rule={DOCUMENT_UPLOAD} upload={upload} onClose={vi.fn()} onUploaded={onUploaded} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Dokumen' });
    const file = fileOf('kontrak.pdf', 2048);
    pick(dialog, file);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unggah' }));

    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ silent: true }));
    act(() => context!.fetchOptions.onProgress({ loaded: 42, total: 100, percent: 42 }));
    expect(within(dialog).getByRole('progressbar', { name: 'Mengunggah' }).getAttribute('aria-valuenow')).toBe('42');
    expect(within(dialog).getByRole('status').textContent).toBe('Mengunggah 42%');

    await act(async () => finish());
    expect(onUploaded).toHaveBeenCalled();
  });

  it('shows the server message under the field', async () => {
    const upload = vi.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [{ message: 'Input tidak valid', extensions: { code: 'BAD_USER_INPUT', fields: { file: 'Format file salah' } } }],
      }),
    );
    render(<UploadDialog title="Tambah Dokumen" label="Dokumen" rule={DOCUMENT_UPLOAD} upload={upload} onClose={vi.fn()} onUploaded={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Dokumen' });
    pick(dialog, fileOf('palsu.pdf', 100));
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: 'Unggah' })));
    expect(within(dialog).getByText('Format file salah')).toBeTruthy();
  });
});

describe('UploadDialog closed during the upload (the real upload link, over a scripted XHR)', () => {
  withFakeXhr();

  const ADD = gql`
    mutation AddDokumen($file: Upload) {
      addDokumen(file: $file)
    }
  `;

  /** Sends a 9 MB PDF and waits for its request. */
  const startUpload = async () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([errorLink, new UploadHttpLink({ uri: '/graphql', fetch: uploadFetch })]) });
    const onClose = vi.fn();
    const onUploaded = vi.fn();
    const error = vi.spyOn(notify, 'error');
    const success = vi.spyOn(notify, 'success');
    render(
      <UploadDialog
        title="Tambah Dokumen"
        label="Dokumen"
        rule={DOCUMENT_UPLOAD}
        upload={(file, context) => client.mutate({ mutation: ADD, variables: { file }, context })}
        onClose={onClose}
        onUploaded={onUploaded}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Dokumen' });
    pick(dialog, fileOf('batal-test.pdf', 9 * MB, 'application/pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unggah' }));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    return { dialog, xhr: FakeXhr.last!, onClose, onUploaded, error, success };
  };

  it.each([
    ['Batal', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))],
    ['✕', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }))],
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
  ])('%s while the file is being sent aborts the request, and says "Unggahan dibatalkan"', async (_, close) => {
    const { dialog, xhr, onClose, onUploaded, error, success } = await startUpload();
    act(() => xhr.progress(20, 100));
    expect(within(dialog).getByRole('status').textContent).toBe('Mengunggah 20%');

    await act(async () => close(dialog));
    expect(onClose).toHaveBeenCalled();
    // the request is cut off before the whole file reached the server, which then fails the operation
    expect(xhr.aborted).toBe(true);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Unggahan dibatalkan'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('once the file is sent, it cannot be closed until the server answers: nothing that may be stored is called cancelled', async () => {
    const { dialog, xhr, onClose, onUploaded, error, success } = await startUpload();
    act(() => {
      xhr.progress(100, 100);
      xhr.sent();
    });
    expect(within(dialog).getByRole('status').textContent).toBe('Mengunggah 100%, memproses…');
    const batal = within(dialog).getByRole('button', { name: 'Batal' });
    const tutup = within(dialog).getByRole('button', { name: 'Tutup' });
    expect(batal.getAttribute('aria-disabled')).toBe('true');
    expect(tutup.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(batal);
    fireEvent.click(tutup);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(xhr.aborted).toBe(false);

    await act(async () => xhr.respond({ data: { addDokumen: true } }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(success).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(batal.getAttribute('aria-disabled')).toBeNull();
  });
});
