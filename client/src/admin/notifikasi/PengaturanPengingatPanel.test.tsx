import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PengaturanPengingatDocument, UbahPengaturanPengingatDocument } from '../../generated/graphql';
import { PengaturanPengingatPanel } from './PengaturanPengingatPanel';

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
    fireEvent.change(hari, { target: { value: '30, 7' } });
    fireEvent.change(screen.getByDisplayValue('15'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Jeda surel tidak boleh kosong')).toBeTruthy();
    expect(sent).toBe(0);
  });
});
