import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it } from 'vitest';
import { AddPenjajaganSkpdDocument, PenjajaganSkpdListDocument, SkpdComboDocument } from '../../generated/graphql';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { PenjajakanSkpdDialog } from './PenjajakanSkpdDialog';
import type { PenjajakanRow } from './penjajakanForm';

withoutAnimations();

const row = {
  __typename: 'Penjajagan',
  idPenjajagan: 3,
  noPenjajagan: 'PJ-2026-00003',
  namaPengaju: 'PT Mitra Sejahtera',
  idUser: 30,
  judul: 'Air bersih',
  deskripsi: 'Penyediaan air bersih',
  idStatus: 1,
  statusText: 'Proses',
  tglInput: '2026-01-05T08:00:00.000Z',
  namaFile: 'proposal.pdf',
  fileUrl: '/files/abc/proposal.pdf',
} as PenjajakanRow;

describe('PenjajakanSkpdDialog', () => {
  it('closes after an agency is added (SPEC §4: the dialog closes and the list reloads)', async () => {
    let added = 0;
    let closed = 0;
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: PenjajaganSkpdListDocument, variables: { idPenjajagan: 3, page: { limit: 100 } } },
            result: { data: { penjajaganSkpds: { __typename: 'PenjajaganSkpdPage', total: 0, items: [] } } },
          },
          {
            request: { query: SkpdComboDocument, variables: () => true },
            result: { data: { skpdCombo: [{ __typename: 'Skpd', idSkpd: 7, skpd: 'Dinas Pendidikan' }] } },
            maxUsageCount: 10,
          },
          {
            request: { query: AddPenjajaganSkpdDocument, variables: { idPenjajagan: 3, idSkpd: 7 } },
            result: () => ((added += 1), { data: { addPenjajaganSkpd: { __typename: 'Penjajagan', idPenjajagan: 3 } } }),
          },
        ]}
      >
        <PenjajakanSkpdDialog row={row} actor={{ idUser: 1, idLevel: 1 }} onClose={() => undefined} onAdded={() => (closed += 1)} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'SKPD PJ-2026-00003' });
    expect(await within(dialog).findByText('Tidak Ada Data')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Pendidikan' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Dinas Pendidikan' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(added).toBe(1);
  });
});
