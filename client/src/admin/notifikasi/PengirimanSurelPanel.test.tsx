import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it } from 'vitest';
import { KirimUlangSurelDocument, PengirimanSurelDocument } from '../../generated/graphql';
import { PengirimanSurelPanel } from './PengirimanSurelPanel';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const gagal = { __typename: 'SurelGagal', idSurel: 7, ke: 'dinas@kota.go.id', subjek: '[Kerja Sama] Kesepakatan berakhir dalam 30 hari: MoU Air', percobaan: 6, galat: 'connect ECONNREFUSED', dibuat: '2026-11-20T01:07:00.000Z' };
const state = (ringkasan: { antri: number; terkirim: number; gagal: number }, items: (typeof gagal)[]) => ({
  __typename: 'PengirimanSurel',
  ringkasan: { __typename: 'RingkasanSurel', ...ringkasan },
  gagal: items,
});

describe('PengirimanSurelPanel', () => {
  it('shows the counts and the failed mails, and sends one again', async () => {
    const mocks = [
      { request: { query: PengirimanSurelDocument }, result: { data: { pengirimanSurel: state({ antri: 2, terkirim: 40, gagal: 1 }, [gagal]) } } },
      { request: { query: KirimUlangSurelDocument, variables: { idSurel: 7 } }, result: { data: { kirimUlangSurel: state({ antri: 3, terkirim: 40, gagal: 0 }, []) } } },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <PengirimanSurelPanel />
      </MockedProvider>,
    );
    expect(await screen.findByText('Antri: 2 · Terkirim: 40 · Gagal: 1')).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED')).toBeTruthy();
    expect(screen.getByText('dinas@kota.go.id')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulang' }));
    expect(await screen.findByText('Antri: 3 · Terkirim: 40 · Gagal: 0')).toBeTruthy();
    expect(screen.getByText('Tidak ada surel yang gagal terkirim')).toBeTruthy();
  });
});
