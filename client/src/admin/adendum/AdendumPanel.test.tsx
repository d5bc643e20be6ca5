import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { KesepakatanAdendumDocument, KesepakatanTahapanDocument } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { AdendumPanel } from './AdendumPanel';

withoutAnimations();

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

/** The record's stage as the Tahapan panel's query has it (the panel reads it from the same query). */
const tahapanOf = (tahapan: string) => ({
  request: { query: KesepakatanTahapanDocument, variables: { idMou: 7 } },
  result: {
    data: {
      mou: {
        __typename: 'Mou',
        idMou: 7,
        perjanjianPelaksanaan: 0,
        tahapan: { __typename: 'TahapanInfo', tahapan, tahapanText: tahapan, versi: 0, membebaniApbd: false, belumDianggarkan: false, tglTtd: null, bisaKe: [], peringatan: null },
        timeline: [],
      },
    },
  },
});

const renderPanel = (tahapan: string) =>
  render(
    <MockedProvider
      mocks={[
        { request: { query: KesepakatanAdendumDocument, variables: { idMou: 7 } }, result: { data: { mou: { __typename: 'Mou', idMou: 7, adendum: [] } } } },
        tahapanOf(tahapan),
      ]}
    >
      <AdendumPanel kind="mou" id={7} />
    </MockedProvider>,
  );

describe('AdendumPanel', () => {
  afterEach(() => localStorage.clear());

  it('offers Tambah Adendum only while the agreement is in Pelaksanaan, and says why otherwise', async () => {
    signInAs(1);
    const { unmount } = renderPanel('DRAF');
    expect(await screen.findByText('Adendum hanya dapat ditambahkan pada kerja sama dalam tahap Pelaksanaan.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tambah Adendum' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderPanel('PELAKSANAAN');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Tambah Adendum' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Adendum' }));
    expect(await screen.findByRole('dialog', { name: 'Tambah Adendum' })).toBeTruthy();
    expect(screen.queryByText('Adendum hanya dapat ditambahkan pada kerja sama dalam tahap Pelaksanaan.')).toBeNull();
  });
});
