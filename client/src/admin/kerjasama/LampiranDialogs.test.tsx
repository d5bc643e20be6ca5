import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from '../../apollo/typePolicies';
import { AddKesepakatanSkpdDocument, KesepakatanLampiranDocument, PerjanjianLampiranDocument, SkpdComboDocument } from '../../generated/graphql';
import { DokumenDialog } from './DokumenDialog';
import { GaleriDialog } from './GaleriDialog';
import { SkpdDialog } from './SkpdDialog';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const dokumen = {
  __typename: 'LampiranDokumen',
  idFile: 'f1',
  namaFile: 'kontrak.pdf',
  mime: 'application/pdf',
  ukuran: 2048,
  tglUpload: '2026-01-05T03:00:00.000Z',
  url: '/files/f1/kontrak.pdf?sig=x',
};
const mouMock = (withFiles: boolean): MockLink.MockedResponse => ({
  request: { query: KesepakatanLampiranDocument, variables: { idMou: 4 } },
  result: {
    data: {
      mou: {
        __typename: 'Mou',
        idMou: 4,
        judul: 'Air Bersih',
        dokumen: withFiles ? [dokumen] : [],
        gambar: [],
        skpd: withFiles ? [{ __typename: 'Skpd', idSkpd: 2, skpd: 'Dinas PU' }] : [],
      },
    },
  },
  maxUsageCount: 5,
});

/** The queries select on the Kerjasama interface: a cache that knows its types, as the app's does. */
const cache = () => new InMemoryCache({ possibleTypes });

describe('Dokumen, Galeri and SKPD dialogs', () => {
  it('lists documents with a view link and confirms a delete by name', async () => {
    render(
      <MockedProvider mocks={[mouMock(true)]} cache={cache()}>
        <DokumenDialog kind="mou" id={4} title="Air Bersih" onClose={() => undefined} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dokumen' });
    const link = await within(dialog).findByRole('link', { name: 'kontrak.pdf' });
    expect(link.getAttribute('href')).toBe('/files/f1/kontrak.pdf?sig=x');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus kontrak.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Hapus Dokumen' });
    expect(confirm.textContent).toContain('Yakin ingin menghapus dokumen "kontrak.pdf" ?');
  });

  it("shows 'Tidak Ada File' for an empty gallery of a contract", async () => {
    render(
      <MockedProvider
        cache={cache()}
        mocks={[
          {
            request: { query: PerjanjianLampiranDocument, variables: { idPks: 8 } },
            result: { data: { pks: { __typename: 'Pks', idPks: 8, judul: 'PKS', dokumen: [], gambar: [], skpd: [] } } },
          },
        ]}
      >
        <GaleriDialog kind="pks" id={8} title="PKS" onClose={() => undefined} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Galeri' });
    expect(await within(dialog).findByText('Tidak Ada File')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tambah Gambar' }));
    const upload = await screen.findByRole('dialog', { name: 'Tambah Gambar' });
    expect(within(upload).getByText('png, jpg, jpeg; maksimal 2MB')).toBeTruthy();
  });

  it('lists linked agencies and keeps Tambah disabled until one is chosen', async () => {
    render(
      <MockedProvider mocks={[mouMock(true)]} cache={cache()}>
        <SkpdDialog kind="mou" id={4} title="Air Bersih" onClose={() => undefined} onAdded={() => undefined} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'SKPD' });
    expect(await within(dialog).findByText('Dinas PU')).toBeTruthy();
    expect(((await within(dialog).findByRole('button', { name: 'Tambah' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes after an agency is added (SPEC §4: the dialog closes and the list reloads)', async () => {
    let added = 0;
    let closed = 0;
    render(
      <MockedProvider
        cache={cache()}
        mocks={[
          mouMock(false),
          {
            request: { query: SkpdComboDocument, variables: () => true },
            result: { data: { skpdCombo: [{ __typename: 'Skpd', idSkpd: 7, skpd: 'Dinas Pendidikan' }] } },
            maxUsageCount: 10,
          },
          {
            request: { query: AddKesepakatanSkpdDocument, variables: { idMou: 4, idSkpd: 7 } },
            result: () => ((added += 1), { data: { addMouSkpd: { __typename: 'Skpd', idSkpd: 7, skpd: 'Dinas Pendidikan' } } }),
          },
        ]}
      >
        <SkpdDialog kind="mou" id={4} title="Air Bersih" onClose={() => undefined} onAdded={() => (closed += 1)} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'SKPD' });
    expect(await within(dialog).findByText('Tidak Ada Data')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Pendidikan' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Dinas Pendidikan' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(added).toBe(1);
  });
});
