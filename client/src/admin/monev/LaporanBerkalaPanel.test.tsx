import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LaporanBerkalaDocument, MintaLaporanBerkalaDocument } from '../../generated/graphql';
import { LaporanBerkalaPanel } from './LaporanBerkalaPanel';

describe('LaporanBerkalaPanel', () => {
  it('answers an empty or wrong Tahun in Indonesian, under the field, and asks nothing of the server', async () => {
    let asked = 0;
    render(
      <MockedProvider
        mocks={[
          { request: { query: LaporanBerkalaDocument }, result: { data: { laporanBerkala: [] } }, maxUsageCount: Infinity },
          { request: { query: MintaLaporanBerkalaDocument, variables: () => true }, result: () => ((asked += 1), { data: null }) },
        ]}
      >
        <LaporanBerkalaPanel />
      </MockedProvider>,
    );
    const form = screen.getByRole('form', { name: 'Buat laporan pelaksanaan' });
    const tahun = within(form).getByRole('textbox', { name: /Tahun/ });
    fireEvent.change(tahun, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat Laporan' }));
    expect(await within(form).findByText('Tahun tidak boleh kosong')).toBeTruthy();
    fireEvent.change(tahun, { target: { value: '1999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat Laporan' }));
    expect(await within(form).findByText('Tahun tidak valid')).toBeTruthy();
    expect(asked).toBe(0);
  });
});
