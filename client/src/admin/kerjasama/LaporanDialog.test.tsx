import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PerjanjianLaporanLinkDocument } from '../../generated/graphql';
import { LaporanDialog } from './LaporanDialog';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

describe('LaporanDialog (Ekspor)', () => {
  it('requires the date range, then opens the signed link in a new window', async () => {
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const onClose = vi.fn();
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: PerjanjianLaporanLinkDocument,
              variables: { filter: { tanggalDari: '2026-01-01', tanggalSampai: '2026-06-30', status: 1, judul: 'Air' }, format: 'XLSX' },
            },
            result: { data: { pksLaporanLink: '/api/pks/laporan.php?sig=abc' } },
          },
        ]}
      >
        <LaporanDialog kind="pks" judul="Air" status={1} onClose={onClose} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor Data Perjanjian' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Ekspor' }));
    expect(within(dialog).getByText('Tgl. Dari - Tgl. Sampai tidak boleh kosong')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    // the date fields take dd/mm/yyyy, read when the field is left
    const type = (label: string, text: string) => {
      const input = within(dialog).getByLabelText(label);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    };
    type('Tgl. Dari', '01/01/2026');
    type('Tgl. Sampai', '30/06/2026');
    expect((within(dialog).getByLabelText('Tgl. Sampai') as HTMLInputElement).value).toBe('30/06/2026');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Excel (XLSX)' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ekspor' })));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    await vi.waitFor(() => expect(win.location.href).toBe('/api/pks/laporan.php?sig=abc'));
    expect(win.close).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
