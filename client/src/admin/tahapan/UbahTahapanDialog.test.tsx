import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { KesepakatanTahapanDocument, UbahTahapanDocument, type TahapanInfoItemFragment } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { FormDialog } from '../../ui/FormDialog';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { TahapanPanel } from './TahapanPanel';
import { UbahTahapanDialog } from './UbahTahapanDialog';

withoutAnimations();

const info = (tahapan: TahapanInfoItemFragment['tahapan'], bisaKe: TahapanInfoItemFragment['bisaKe']) => ({
  __typename: 'TahapanInfo' as const,
  tahapan,
  tahapanText: tahapan,
  versi: 4,
  membebaniApbd: false,
  belumDianggarkan: false,
  tglTtd: '2026-01-05',
  bisaKe,
  peringatan: null,
});
const PELAKSANAAN = info('PELAKSANAAN', ['BERAKHIR', 'DIHENTIKAN']);
const BERAKHIR = info('BERAKHIR', []);

const tahapanMock = (tahapan: ReturnType<typeof info>) => ({
  request: { query: KesepakatanTahapanDocument, variables: { idMou: 4 } },
  result: { data: { mou: { __typename: 'Mou', idMou: 4, tahapan, timeline: [] } } },
});

/** The calls of UbahTahapan, in order. */
let sent: { ke: string; catatan: string }[] = [];
const ubahMock = {
  request: { query: UbahTahapanDocument, variables: () => true },
  result: (v: { input: { ke: string; catatan: string } }) => {
    sent.push({ ke: v.input.ke, catatan: v.input.catatan });
    return { data: { ubahTahapan: BERAKHIR } };
  },
  maxUsageCount: 5,
};

const dialog = () => screen.getByRole('dialog', { name: 'Ubah Tahapan' });
const simpan = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Simpan' }));
const tahapanBaru = () => within(dialog()).getByLabelText(/^Tahapan baru/) as HTMLSelectElement;

const renderDialog = (current: ReturnType<typeof info>, onSaved: () => void = () => undefined) =>
  render(
    <MockedProvider mocks={[ubahMock]}>
      <UbahTahapanDialog jenis="MOU" id={4} info={current} onClose={() => undefined} onSaved={onSaved} />
    </MockedProvider>,
  );

describe('UbahTahapanDialog', () => {
  beforeEach(() => {
    sent = [];
    localStorage.setItem('kerjasama.token', fakeToken({ id_user: 1, id_level: 99 }));
    localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 1, id_level: 99, nama: 'Admin' }));
    sessionStore.reload();
  });
  afterEach(() => {
    localStorage.clear();
    sessionStore.reload();
  });

  it('chooses no final stage by itself: Simpan asks for one and sends nothing', async () => {
    renderDialog(PELAKSANAAN);
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect(tahapanBaru().value).toBe('');
    simpan();
    expect(await within(dialog()).findByText('Tahapan baru tidak boleh kosong')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // choosing clears the message
    fireEvent.change(tahapanBaru(), { target: { value: 'BERAKHIR' } });
    await waitFor(() => expect(within(dialog()).queryByText('Tahapan baru tidak boleh kosong')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('still offers the next step forward (Draf → Pembahasan)', async () => {
    renderDialog(info('DRAF', ['PEMBAHASAN']));
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect(tahapanBaru().value).toBe('PEMBAHASAN');
  });

  it('asks before ending the record; Batal sends nothing, Akhiri saves', async () => {
    let saved = 0;
    renderDialog(PELAKSANAAN, () => (saved += 1));
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    fireEvent.change(tahapanBaru(), { target: { value: 'BERAKHIR' } });
    simpan();
    let confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Ubah Tahapan' });
    expect(confirm.textContent).toContain('Yakin ingin mengubah tahapan menjadi "Berakhir" ? Status kerja sama menjadi Tidak Aktif');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    simpan();
    confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Ubah Tahapan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Akhiri' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(sent).toEqual([{ ke: 'BERAKHIR', catatan: '' }]);
  });

  it('asks for the note Dihentikan needs before asking to confirm', async () => {
    renderDialog(PELAKSANAAN);
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    fireEvent.change(tahapanBaru(), { target: { value: 'DIHENTIKAN' } });
    simpan();
    expect(await within(dialog()).findByText('Catatan tidak boleh kosong')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Catatan/ }), { target: { value: 'Mitra tidak melaksanakan kewajiban' } });
    simpan();
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Ubah Tahapan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hentikan' }));
    await waitFor(() => expect(sent).toEqual([{ ke: 'DIHENTIKAN', catatan: 'Mitra tidak melaksanakan kewajiban' }]));
  });

  it('keeps the focus in the Detail dialog when the move ends the record and "Ubah Tahapan" goes', async () => {
    render(
      <MockedProvider mocks={[tahapanMock(PELAKSANAAN), ubahMock, tahapanMock(BERAKHIR)]}>
        <MemoryRouter>
          <FormDialog title="Detail Kesepakatan" onClose={() => undefined}>
            <TahapanPanel kind="mou" id={4} />
          </FormDialog>
        </MemoryRouter>
      </MockedProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Tahapan' });
    const button = within(panel).getByRole('button', { name: 'Ubah Tahapan' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    fireEvent.change(tahapanBaru(), { target: { value: 'BERAKHIR' } });
    simpan();
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Ubah Tahapan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Akhiri' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Tahapan' })).toBeNull());
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Ubah Tahapan' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(sent).toEqual([{ ke: 'BERAKHIR', catatan: '' }]);
  });
});
