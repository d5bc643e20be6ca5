import { GraphQLError } from 'graphql';
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
import { UbahTahapanDialog, type UbahTahapanDialogProps } from './UbahTahapanDialog';

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
  result: { data: { mou: { __typename: 'Mou', idMou: 4, perjanjianPelaksanaan: 0, tahapan, timeline: [] } } },
});

/** The calls of UbahTahapan, in order (and their whole inputs). */
let sent: { ke: string; catatan: string }[] = [];
let inputs: Record<string, unknown>[] = [];
/** The power of attorney each call uploaded (null for none). */
let kuasaFiles: (File | null)[] = [];
const ubahMock = {
  request: { query: UbahTahapanDocument, variables: () => true },
  result: (v: { input: { ke: string; catatan: string }; suratKuasa?: File | null }) => {
    sent.push({ ke: v.input.ke, catatan: v.input.catatan });
    inputs.push(v.input);
    kuasaFiles.push(v.suratKuasa ?? null);
    return { data: { ubahTahapan: BERAKHIR } };
  },
  maxUsageCount: 5,
};

const dialog = () => screen.getByRole('dialog', { name: 'Ubah Tahapan' });
const simpan = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Simpan' }));
const tahapanBaru = () => within(dialog()).getByLabelText(/^Tahapan baru/) as HTMLSelectElement;

const renderDialog = (current: ReturnType<typeof info>, onSaved: () => void = () => undefined, props: Partial<UbahTahapanDialogProps> = {}) =>
  render(
    <MockedProvider mocks={[ubahMock]}>
      <UbahTahapanDialog jenis="MOU" id={4} info={current} onClose={() => undefined} onSaved={onSaved} {...props} />
    </MockedProvider>,
  );

describe('UbahTahapanDialog', () => {
  beforeEach(() => {
    sent = [];
    inputs = [];
    kuasaFiles = [];
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

  it('offers Berakhir only from the end date on, and says so before (audit U4)', async () => {
    renderDialog(PELAKSANAAN, undefined, { tglBerakhir: '2999-12-01' });
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect([...tahapanBaru().options].map((o) => o.value)).toEqual(['', 'DIHENTIKAN']);
    expect(dialog().textContent).toMatch(/Berakhir dapat dipilih mulai 0?1 Desember 2999; untuk mengakhiri lebih awal pilih Dihentikan./);
  });

  it('a move refused because the record moved meanwhile says so in the dialog and has the panel read the stage again (audit U2)', async () => {
    let stale = 0;
    render(
      <MockedProvider
        mocks={[{ request: { query: UbahTahapanDocument, variables: () => true }, result: { errors: [new GraphQLError('Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi', { extensions: { code: 'CONFLICT' } })] } }]}
      >
        <UbahTahapanDialog jenis="MOU" id={4} info={info('DRAF', ['PEMBAHASAN'])} onClose={() => undefined} onSaved={() => undefined} onStale={() => (stale += 1)} />
      </MockedProvider>,
    );
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    const upload = dialog().querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(upload, { target: { files: [new File(['%PDF-1.4'], 'draf.pdf', { type: 'application/pdf' })] } });
    simpan();
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('tahapan terbaru sudah dimuat');
    expect(stale).toBe(1);
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

  it('asks for a note when a ticked budget flag is unticked, and sends the flags with it (audit L1)', async () => {
    renderDialog({ ...info('PEMBAHASAN', ['PERSETUJUAN_DPRD', 'REVISI']), membebaniApbd: true });
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    const catatan = () => within(dialog()).getByRole('textbox', { name: /^Catatan/ }) as HTMLTextAreaElement;
    expect(catatan().required).toBe(false);
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Membebani APBD' }));
    // off the DPRD path now: Siap Ditandatangani is offered, and the note is required
    await waitFor(() => expect([...tahapanBaru().options].map((o) => o.value)).toContain('SIAP_DITANDATANGANI'));
    expect(catatan().required).toBe(true);
    expect(within(dialog()).getByText('Wajib diisi: alasan menghapus tanda Membebani APBD')).toBeTruthy();
    fireEvent.change(tahapanBaru(), { target: { value: 'SIAP_DITANDATANGANI' } });
    simpan();
    expect(await within(dialog()).findByText('Catatan wajib diisi saat menghapus tanda Membebani APBD')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(catatan(), { target: { value: 'Biaya ditanggung mitra' } });
    simpan();
    await waitFor(() => expect(sent).toEqual([{ ke: 'SIAP_DITANDATANGANI', catatan: 'Biaya ditanggung mitra' }]));
    expect(inputs[0]).toMatchObject({ membebaniApbd: false, belumDianggarkan: false });
    expect(catatan().maxLength).toBe(2000);
  });

  it('ticks "atas nama Wali Kota" for a contract signed by anyone but the head of region (audit L11)', async () => {
    const siap = info('SIAP_DITANDATANGANI', ['PELAKSANAAN']);
    const atasNama = () => within(dialog()).getByRole('checkbox', { name: /atas nama Wali Kota/ }) as HTMLInputElement;
    const view = renderDialog(siap, undefined, { jenis: 'PKS', jabatanTtd: 'Kepala Dinas Perdagangan' });
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect(atasNama().checked).toBe(true);
    expect(atasNama().disabled).toBe(true);
    expect(within(dialog()).getByText('Penandatangan (Kepala Dinas Perdagangan) bukan Wali Kota: surat kuasa wajib dilampirkan.')).toBeTruthy();
    expect(within(dialog()).getByRole('combobox', { name: /^Surat kuasa/ })).toBeTruthy();
    // a surat kuasa not yet among the contract's documents is uploaded with the move (audit U8)
    const kuasaInput = within(dialog()).getByLabelText(/^Unggah surat kuasa baru/) as HTMLInputElement;
    fireEvent.change(kuasaInput, { target: { files: [new File(['%PDF-1.4'], 'kuasa.pdf', { type: 'application/pdf' })] } });
    expect((within(dialog()).getByRole('combobox', { name: /^Surat kuasa/ }) as HTMLSelectElement).disabled).toBe(true);
    simpan();
    await waitFor(() => expect(kuasaFiles.map((f) => f?.name)).toEqual(['kuasa.pdf']));
    expect(inputs[0]).toMatchObject({ atasNama: true, idSuratKuasa: null });
    view.unmount();
    renderDialog(siap, undefined, { jenis: 'PKS', jabatanTtd: 'Plt. Wali Kota' });
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect(atasNama().checked).toBe(false);
    expect(atasNama().disabled).toBe(false);
    expect(within(dialog()).queryByRole('combobox', { name: /^Surat kuasa/ })).toBeNull();
  });

  it('tells how many contracts are still in Pelaksanaan when the agreement is to be stopped or ended (audit L8)', async () => {
    const pesan = '2 perjanjian di bawah kesepakatan ini masih dalam tahap Pelaksanaan';
    renderDialog(PELAKSANAAN, undefined, { perjanjianPelaksanaan: 2 });
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect(within(dialog()).queryByText(pesan)).toBeNull();
    for (const ke of ['DIHENTIKAN', 'BERAKHIR']) {
      fireEvent.change(tahapanBaru(), { target: { value: ke } });
      expect(await within(dialog()).findByText(pesan)).toBeTruthy();
    }
  });

  it('keeps the DPRD letter number within its 100 characters (audit L7)', async () => {
    renderDialog({ ...info('PEMBAHASAN', ['PERSETUJUAN_DPRD', 'REVISI']), membebaniApbd: true });
    await screen.findByRole('dialog', { name: 'Ubah Tahapan' });
    expect((within(dialog()).getByRole('textbox', { name: /^Nomor surat persetujuan DPRD/ }) as HTMLInputElement).maxLength).toBe(100);
  });
});
