import { GraphQLError } from 'graphql';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from '../../apollo/typePolicies';
import { CreateKesepakatanDocument, UpdateKesepakatanDocument } from '../../generated/graphql';
import { KesepakatanForm } from './KesepakatanForm';
import { emptyKesepakatanForm, kesepakatanInput, type KesepakatanFormValues } from './kesepakatanForm';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const filled: KesepakatanFormValues = {
  ...emptyKesepakatanForm,
  akunMitra: { idUser: 7, nama: 'PT Maju' },
  mitra: 'PT Maju',
  tglMulai: '2026-01-05',
  tglBerakhir: '2027-01-05',
  judul: 'Kerja Sama Air',
  deskripsi: 'Ruang lingkup',
  noKontrak: 'MOU/1',
  noMitra: 'M/1',
  nilai: '0',
  namaTtdMitra: 'Budi',
  jabatanTtdMitra: 'Direktur',
  namaTtd: 'Siti',
  jabatanTtd: 'Sekda',
  keterangan: 'Tentang air',
  status: '1',
  klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', negara: '', idUrusan: [1] },
};

const renderForm = (initial: KesepakatanFormValues, mocks: MockLink.MockedResponse[] = []) =>
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      <MemoryRouter initialEntries={['/admin/kesepakatan/create']}>
        <Routes>
          <Route path="/admin/kesepakatan/create" element={<KesepakatanForm initial={initial} />} />
          <Route path="/admin/kesepakatan" element={<p>Daftar Kesepakatan</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );

describe('KesepakatanForm', () => {
  it('blocks an empty submit with the SPEC messages, labelled as the fields are', async () => {
    renderForm(emptyKesepakatanForm);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Kesepakatan' }));
    // each field's message names its own field: the account and the written name are two fields
    expect((await screen.findAllByText('Mitra tidak boleh kosong')).length).toBe(1);
    for (const m of [
      'Nama Mitra pada Kesepakatan tidak boleh kosong',
      'Tanggal Mulai tidak boleh kosong',
      'Judul tidak boleh kosong',
      'Ruang Lingkup tidak boleh kosong',
      'Tentang tidak boleh kosong',
      'No. Kontrak tidak boleh kosong',
      'Nilai tidak boleh kosong',
      'Nama Instansi tidak boleh kosong',
      'Jabatan Mitra tidak boleh kosong',
      'Status tidak boleh kosong',
      // a new agreement is classified (issue 19)
      'Jenis Kerja Sama tidak boleh kosong',
      'Kategori Mitra tidak boleh kosong',
      'Pilih minimal satu Urusan Pemerintahan',
    ]) {
      expect(screen.getByText(m)).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Pihak Kesatu (Instansi)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pihak Kedua (Mitra)' })).toBeTruthy();
  });

  it('reads Nilai as an Indonesian types it: 1.500.000 is one and a half million, not 1,5', async () => {
    renderForm(filled);
    const nilai = screen.getByRole('textbox', { name: /^Nilai/ });
    fireEvent.change(nilai, { target: { value: '1.500.000' } });
    expect((nilai as HTMLInputElement).value).toBe('1.500.000');
    expect(await screen.findByText('Rp 1.500.000')).toBeTruthy();
    expect(kesepakatanInput({ ...filled, nilai: '1.500.000,50' }).nilai).toBe(1500000.5);
  });

  it("shows the server's field messages under the fields", async () => {
    renderForm(filled, [
      {
        request: { query: CreateKesepakatanDocument, variables: { input: kesepakatanInput(filled) } },
        result: {
          errors: [new GraphQLError('Input tidak valid', { extensions: { code: 'BAD_USER_INPUT', fields: { idMitra: 'Mitra tidak ditemukan' } } })],
        },
      },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tambah Kesepakatan' })));
    expect(await screen.findByText('Mitra tidak ditemukan')).toBeTruthy();
  });

  it('an edit refused because the stage moved meanwhile keeps the input, takes the current status, says so, and the next Simpan saves', async () => {
    const opened = { ...filled, status: '4' };
    const now = { ...filled, status: '1' };
    render(
      <MockedProvider
        cache={new InMemoryCache({ possibleTypes })}
        mocks={[
          {
            request: { query: UpdateKesepakatanDocument, variables: { idMou: 5, input: { ...kesepakatanInput(opened), versiTahapan: 2 } } },
            result: { errors: [new GraphQLError('Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi', { extensions: { code: 'CONFLICT' } })] },
          },
          {
            request: { query: UpdateKesepakatanDocument, variables: { idMou: 5, input: { ...kesepakatanInput(now), versiTahapan: 3 } } },
            result: { data: { updateMou: { __typename: 'Mou', idMou: 5 } } },
          },
        ]}
      >
        <MemoryRouter initialEntries={['/admin/kesepakatan/update']}>
          <Routes>
            <Route
              path="/admin/kesepakatan/update"
              element={<KesepakatanForm idMou={5} versiTahapan={2} bacaTahapan={async () => ({ versi: 3, idStatus: 1 })} initial={opened} />}
            />
            <Route path="/admin/kesepakatan" element={<p>Daftar Kesepakatan</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ubah Kesepakatan' })));
    expect((await screen.findByRole('alert')).textContent).toContain('statusnya sekarang Aktif');
    expect((screen.getByLabelText(/^Judul/) as HTMLInputElement).value).toBe('Kerja Sama Air');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ubah Kesepakatan' })));
    expect(await screen.findByText('Daftar Kesepakatan')).toBeTruthy();
  });

  it('returns to the list after saving', async () => {
    renderForm(filled, [
      {
        request: { query: CreateKesepakatanDocument, variables: { input: kesepakatanInput(filled) } },
        result: { data: { createMou: { __typename: 'Mou', idMou: 12 } } },
      },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tambah Kesepakatan' })));
    expect(await screen.findByText('Daftar Kesepakatan')).toBeTruthy();
  });

  it('from a proposal (Buat Kesepakatan), the proposal and its partner are fixed: the server takes them from the proposal', () => {
    render(
      <MockedProvider cache={new InMemoryCache({ possibleTypes })}>
        <MemoryRouter>
          <KesepakatanForm initial={{ ...filled, penjajakan: { id: 3, label: 'PJ-2026-00003' }, status: '3' }} dariPenjajakan createWith={async () => undefined} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const [penjajakan, mitra] = screen.getAllByRole('combobox').filter((c) => ['PJ-2026-00003', 'PT Maju'].includes((c as HTMLInputElement).value));
    expect((penjajakan as HTMLInputElement).disabled).toBe(true);
    expect((mitra as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Akun mitra pengusul penjajakan')).toBeTruthy();
  });

  it('goes back to the list with Batal', () => {
    renderForm(emptyKesepakatanForm);
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByText('Daftar Kesepakatan')).toBeTruthy();
  });
});
