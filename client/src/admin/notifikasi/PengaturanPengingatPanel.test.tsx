import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PengaturanPengingatDocument, UbahPengaturanPengingatDocument } from '../../generated/graphql';
import { PengaturanPengingatPanel } from './PengaturanPengingatPanel';

const SETTINGS = {
  request: { query: PengaturanPengingatDocument },
  result: { data: { pengaturanPengingat: { __typename: 'PengaturanPengingat', offsets: [90, 60, 30, 7, 0], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 15 } } },
  maxUsageCount: Infinity,
};

describe('PengaturanPengingatPanel', () => {
  it('refuses emptied fields under them and sends nothing (they saved as "no reminders" and a delay of 0)', async () => {
    let sent = 0;
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: PengaturanPengingatDocument },
            result: { data: { pengaturanPengingat: { __typename: 'PengaturanPengingat', offsets: [90, 60, 30, 7, 0], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 15 } } },
            maxUsageCount: Infinity,
          },
          { request: { query: UbahPengaturanPengingatDocument, variables: () => true }, result: () => ((sent += 1), { data: null }) },
        ]}
      >
        <PengaturanPengingatPanel />
      </MockedProvider>,
    );
    const hari = await screen.findByDisplayValue('90, 60, 30, 7, 0');
    fireEvent.change(hari, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Hari pengingat tidak boleh kosong')).toBeTruthy();
    // a doubled comma is a typo, told (it saved [90, 7] without a word: three reminders gone)
    fireEvent.change(hari, { target: { value: '90,,7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tulis hari sebagai angka dipisah koma, misalnya 90, 60, 30, 7, 0')).toBeTruthy();
    fireEvent.change(hari, { target: { value: '30, 7,' } });
    fireEvent.change(screen.getByDisplayValue('15'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Jeda surel tidak boleh kosong')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it("refuses out-of-range values with the server's Indonesian messages under the fields (no browser bubble), sending nothing", async () => {
    let sent = 0;
    const { container } = render(
      <MockedProvider mocks={[SETTINGS, { request: { query: UbahPengaturanPengingatDocument, variables: () => true }, result: () => ((sent += 1), { data: null }) }]}>
        <PengaturanPengingatPanel />
      </MockedProvider>,
    );
    const hari = await screen.findByDisplayValue('90, 60, 30, 7, 0');
    expect(container.querySelector('form')?.noValidate).toBe(true);
    fireEvent.change(hari, { target: { value: '400, 30' } });
    fireEvent.change(screen.getByDisplayValue('15'), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Jeda surel chat harus 0 sampai 1440 menit')).toBeTruthy();
    expect(screen.getByText('Hari pengingat harus bilangan bulat 0 sampai 365, paling banyak 10')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it("clears a field's message as that field is corrected, the server's too", async () => {
    render(
      <MockedProvider
        mocks={[
          SETTINGS,
          {
            request: { query: UbahPengaturanPengingatDocument, variables: () => true },
            result: {
              errors: [
                new GraphQLError('Alamat pengirim tidak valid', {
                  extensions: { code: 'BAD_USER_INPUT', fields: { pengirim: 'Alamat pengirim tidak valid (contoh: Kerja Sama <kerjasama@kota.go.id>)' } },
                }),
              ],
            },
          },
        ]}
      >
        <PengaturanPengingatPanel />
      </MockedProvider>,
    );
    const hari = await screen.findByDisplayValue('90, 60, 30, 7, 0');
    fireEvent.change(hari, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Hari pengingat tidak boleh kosong')).toBeTruthy();
    fireEvent.change(hari, { target: { value: '30, 7' } });
    expect(screen.queryByText('Hari pengingat tidak boleh kosong')).toBeNull();
    const pengirim = screen.getByPlaceholderText('Bagian Kerja Sama <kerjasama@kota.go.id>');
    fireEvent.change(pengirim, { target: { value: 'bukan alamat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const field = pengirim.closest('.fui-Field') as HTMLElement;
    expect(await within(field).findByText(/^Alamat pengirim tidak valid/)).toBeTruthy();
    fireEvent.change(pengirim, { target: { value: 'kerjasama@kota.go.id' } });
    expect(within(field).queryByText(/^Alamat pengirim tidak valid/)).toBeNull();
  });
});
