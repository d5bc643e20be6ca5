import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KerjasamaSayaDocument } from '../../generated/graphql';
import { KerjasamaSayaPage } from './KerjasamaSayaPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const kesepakatan = (idMou: number, judul: string) => ({
  __typename: 'KerjasamaSaya',
  idMou,
  judul,
  noKontrak: `KS/${idMou}/2026`,
  tglMulai: '2026-01-05',
  tglBerakhir: '2028-01-05',
  tahapan: {
    __typename: 'TahapanInfo',
    tahapan: 'PELAKSANAAN',
    tahapanText: 'Pelaksanaan',
    versi: 3,
    membebaniApbd: false,
    belumDianggarkan: false,
    tglTtd: '2026-01-05',
    bisaKe: [],
    peringatan: null,
  },
  timeline: [],
});

describe('KerjasamaSayaPage', () => {
  it("opens at the card a search hit links to (its agreement's anchor), focused", async () => {
    const mocks = [{ request: { query: KerjasamaSayaDocument }, result: { data: { kerjasamaSaya: [kesepakatan(4, 'Air Bersih'), kesepakatan(7, 'Beasiswa Kota')] } } }];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/admin/kerja-sama-saya#kesepakatan-7']}>
          <KerjasamaSayaPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Beasiswa Kota' });
    expect(card.id).toBe('kesepakatan-7');
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
