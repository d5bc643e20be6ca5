import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublikCariDocument } from '../../generated/public/graphql';
import { IsiHits } from './IsiHits';

const hit = (id: number, judul: string, potongan: { teks: string; sorot: boolean }[]) => ({ __typename: 'HasilCari', jenis: 'KESEPAKATAN', id, judul, potongan });
const answer = (teks: string, jenis: string, items: ReturnType<typeof hit>[]) => ({
  request: { query: PublikCariDocument, variables: { input: { teks, jenis: [jenis], ukuran: 15 } } },
  result: { data: { cariPublik: { __typename: 'HalamanCari', items } } },
});

describe('IsiHits (the public full-text search under a list)', () => {
  it('shows records whose text holds the words, the words marked as text only, without the ones already listed', async () => {
    render(
      <MockedProvider
        mocks={[
          answer('air bersih', 'KESEPAKATAN', [
            hit(1, 'Sudah di daftar', [{ teks: 'air', sorot: true }]),
            hit(2, 'Kerja Sama Sanitasi', [{ teks: '<b>penyediaan</b> ', sorot: false }, { teks: 'air', sorot: true }, { teks: ' ', sorot: false }, { teks: 'bersih', sorot: true }]),
          ]),
        ]}
      >
        <MemoryRouter>
          <IsiHits teks=" air bersih " jenis="KESEPAKATAN" noun="kesepakatan" shown={new Set([1])} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const section = await screen.findByRole('region', { name: '“air bersih” juga ditemukan di isi kesepakatan berikut' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Kerja Sama Sanitasi' }).getAttribute('href')).toBe('/kerjasama/kesepakatan?judul=Kerja%20Sama%20Sanitasi');
    expect([...items[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['air', 'bersih']);
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[0]!.textContent).toContain('<b>penyediaan</b>');
  });

  it('links a news hit to its page, and says nothing when nothing new is found or nothing is typed', async () => {
    const panen = { ...hit(7, 'Panen Raya', [{ teks: 'panen', sorot: true }]), jenis: 'KEGIATAN' };
    const { container } = render(
      <MockedProvider mocks={[answer('sama', 'KESEPAKATAN', [hit(1, 'Sudah di daftar', [])]), answer('panen', 'KEGIATAN', [panen])]}>
        <MemoryRouter>
          <IsiHits teks="" jenis="KESEPAKATAN" noun="kesepakatan" shown={new Set()} />
          <IsiHits teks="sama" jenis="KESEPAKATAN" noun="kesepakatan" shown={new Set([1])} />
          <IsiHits teks="panen" jenis="KEGIATAN" noun="kegiatan" shown={new Set()} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Panen Raya' })).getAttribute('href')).toBe('/kegiatan/7');
    // both answers have arrived (MockedProvider answers in one tick): only the news hit is shown
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });
});
