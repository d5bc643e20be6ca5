import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeNotices, type Notice } from '../../ui/notices';
import type { PenjajakanRow } from './penjajakanForm';
import { useChatFromUrl } from './useChatFromUrl';

const row = (idPenjajagan: number) => ({ idPenjajagan, judul: `Usulan ${idPenjajagan}` }) as PenjajakanRow;

const Probe = ({ rows, open }: { rows?: PenjajakanRow[]; open: (r: PenjajakanRow) => void }) => {
  useChatFromUrl(rows, open);
  const { search } = useLocation();
  return <output>{search}</output>;
};

const at = (url: string, rows: PenjajakanRow[] | undefined, open: (r: PenjajakanRow) => void) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe rows={rows} open={open} />
    </MemoryRouter>,
  );

describe('useChatFromUrl', () => {
  const notices: Notice[] = [];
  const stop = subscribeNotices((n) => notices.push(n));
  afterEach(() => {
    notices.length = 0;
  });
  afterAll(stop);

  it("opens the linked proposal's chat once its rows are there, then drops ?chat= and keeps the filter", async () => {
    const open = vi.fn();
    const view = at('/admin/penjajakan?judul=Usulan%205&chat=5', undefined, open);
    expect(open).not.toHaveBeenCalled();
    view.rerender(
      <MemoryRouter initialEntries={['/admin/penjajakan?judul=Usulan%205&chat=5']}>
        <Probe rows={[row(4), row(5)]} open={open} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0].idPenjajagan).toBe(5);
    await waitFor(() => expect(view.container.textContent).toBe('?judul=Usulan+5'));
  });

  it('says so when the proposal is no longer there', async () => {
    const open = vi.fn();
    at('/admin/penjajakan?chat=9', [row(4)], open);
    await waitFor(() => expect(notices.map((n) => n.message)).toContain('Penjajakan dari notifikasi ini tidak ditemukan; mungkin sudah dihapus.'));
    expect(open).not.toHaveBeenCalled();
  });

  it('does nothing without ?chat=', () => {
    const open = vi.fn();
    at('/admin/penjajakan', [row(4)], open);
    expect(open).not.toHaveBeenCalled();
  });
});
