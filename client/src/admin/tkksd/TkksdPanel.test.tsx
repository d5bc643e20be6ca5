import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { CalonPeninjauDocument, TkksdPenjajakanDocument } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { TkksdSection } from './TkksdPanel';

withoutAnimations();

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

const pertimbangan = (pendapat: string | null) => ({
  __typename: 'PertimbanganItem',
  id: 1,
  idUser: 9,
  namaPeninjau: 'Peninjau A',
  skpd: 'Bappeda',
  pendapat,
  pendapatText: pendapat ? 'Setuju' : null,
  catatan: '',
  tglMinta: '2026-11-01T03:00:00.000Z',
  tglIsi: pendapat ? '2026-11-02T03:00:00.000Z' : null,
});

const renderPanel = (dokumenKurang: string[], items: ReturnType<typeof pertimbangan>[]) =>
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: TkksdPenjajakanDocument, variables: { idPenjajagan: 3 } },
          result: { data: { penjajagan: { __typename: 'Penjajagan', idPenjajagan: 3, idStatus: 1, dokumenKurang, pertimbangan: items, keputusan: null } } },
        },
        { request: { query: CalonPeninjauDocument, variables: { idPenjajagan: 3 } }, result: { data: { calonPeninjau: [] } } },
      ]}
    >
      <MemoryRouter>
        <TkksdSection idPenjajagan={3} />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('TkksdPanel decision', () => {
  afterEach(() => localStorage.clear());

  it('tells why a proposal cannot be approved yet (documents, pertimbangan) and allows a refusal', async () => {
    signInAs(1);
    renderPanel(['Surat Permohonan', 'KAK / proposal'], [pertimbangan(null)]);
    expect(
      await screen.findByText('Belum dapat disetujui: Dokumen wajib belum lengkap: Surat Permohonan, KAK / proposal; Penjajakan belum mendapat pertimbangan TKKSD.'),
    ).toBeTruthy();
    const simpan = screen.getByRole('button', { name: 'Simpan Keputusan' });
    // refused, yet focusable: the keyboard keeps its place while the panel says why
    expect(simpan.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Tidak Disetujui' }));
    expect(simpan.getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.queryByText(/^Belum dapat disetujui/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Alasan/ }) as HTMLTextAreaElement).maxLength).toBe(2000);
  });

  it('approves once the documents are there and a reviewer gave its pertimbangan', async () => {
    signInAs(1);
    renderPanel([], [pertimbangan('SETUJU')]);
    const simpan = await screen.findByRole('button', { name: 'Simpan Keputusan' });
    expect(simpan.getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.queryByText(/^Belum dapat disetujui/)).toBeNull();
  });
});
