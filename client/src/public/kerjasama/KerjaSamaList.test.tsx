import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { KerjaSamaList, type KerjaSamaRow } from './KerjaSamaList';

const row = (i: number): KerjaSamaRow => ({
  id: i,
  mitra: `Mitra ${i}`,
  judul: `Kesepakatan ${i}`,
  deskripsi: `Ruang lingkup ${i}\nbaris kedua`,
  noKontrak: `K-${i}`,
  noMitra: `M-${i}`,
  tglMulai: '2026-01-05',
  tglBerakhir: '2027-08-17',
});

const renderList = (props: Partial<Parameters<typeof KerjaSamaList>[0]> = {}) => {
  const onPage = vi.fn();
  const onSearch = vi.fn();
  render(
    <MemoryRouter>
      <KerjaSamaList
        noun="Kesepakatan"
        titleLabel="Judul Kesepakatan"
        numberLabel="No."
        rows={[row(1), row(2)]}
        total={2}
        loading={false}
        error={false}
        onRetry={() => undefined}
        judul=""
        page={1}
        onSearch={onSearch}
        onPage={onPage}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onPage, onSearch };
};

describe('KerjaSamaList', () => {
  it('shows the SPEC columns with Indonesian dates and numbers rows across pages', () => {
    renderList({ rows: [row(21), row(22)], total: 22, page: 2 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['No.', 'Mitra', 'Judul Kesepakatan', 'No. Kontrak', 'No. Mitra', 'Tanggal', 'Tanggal Berakhir', 'Deskripsi']);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '21',
      'Mitra 21',
      'Kesepakatan 21',
      'K-21',
      'M-21',
      '05 Januari 2026',
      '17 Agustus 2027',
      'Deskripsi',
    ]);
  });

  it('shows pagination only when there are more than 20 rows', () => {
    renderList({ total: 20 });
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar kesepakatan' })).toBeNull();
  });

  it('pages and searches from page 1', () => {
    const { onPage, onSearch } = renderList({ total: 45 });
    const pager = screen.getByRole('navigation', { name: 'Halaman daftar kesepakatan' });
    expect(within(pager).getByRole('button', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Halaman 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.change(screen.getByLabelText('Cari kesepakatan'), { target: { value: 'air bersih' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(onSearch).toHaveBeenCalledWith('air bersih');
  });

  it('opens the Deskripsi popup with the title and the description', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Deskripsi: Kesepakatan 2' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { name: 'Kesepakatan 2', hidden: true })).toBeTruthy();
    expect(dialog.textContent).toContain('Ruang lingkup 2');
    expect(dialog.textContent).toContain('05 Januari 2026 – 17 Agustus 2027');
  });

  it('says so when nothing matches the search', () => {
    renderList({ rows: [], total: 0, judul: 'tidak ada' });
    expect(screen.getByText('Tidak ada kesepakatan dengan judul “tidak ada”.')).toBeTruthy();
  });

  it('past the last page says the page does not exist (not that none is active) and leads to the last one', () => {
    const { onPage } = renderList({ rows: [], total: 39, page: 999 });
    expect(screen.queryByText(/Belum ada kesepakatan/)).toBeNull();
    expect(screen.getByRole('cell').textContent).toMatch(/^Halaman 999 tidak ada: daftar ini hanya 2 halaman\./);
    fireEvent.click(screen.getByRole('button', { name: 'Buka halaman 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    // the focus waits on the table, not lost with the button
    expect(document.activeElement).toBe(screen.getByRole('table'));
  });

  it('while that page loads, or when it failed, says so instead', () => {
    renderList({ rows: [], total: 39, page: 2, loading: true });
    expect(screen.getByRole('cell').textContent).toBe('Memuat data…');
  });
});
