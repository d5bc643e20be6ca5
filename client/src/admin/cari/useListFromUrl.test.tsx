import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { textFromUrl, useListFromUrl } from './useListFromUrl';

const INITIAL = { judul: '', status: '' };
const FROM_URL = textFromUrl(INITIAL, 'judul');

/** A list's filter box, Cari/Reset, paging and two search hits' links, showing what the list is loaded with. */
const List = () => {
  const list = useListFromUrl(INITIAL, FROM_URL);
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Judul" value={list.draft.judul} onChange={(e) => list.setField('judul', e.target.value)} />
      <button onClick={list.search}>Cari</button>
      <button onClick={list.reset}>Reset</button>
      <button onClick={() => list.changePage(3, 20)}>Halaman 3</button>
      <button onClick={() => navigate(-1)}>Kembali</button>
      <Link to="/daftar?judul=Air">Air</Link>
      <Link to="/daftar?judul=Laut">Laut</Link>
      <output>{`${list.applied.judul}|${list.page}|${search}`}</output>
    </>
  );
};

const shown = () => screen.getByRole('status').textContent;
const click = (text: string) => fireEvent.click(screen.getByText(text));

describe('useListFromUrl', () => {
  it('follows the address whenever it changes by navigation, not by its own Cari', () => {
    render(
      <MemoryRouter initialEntries={['/daftar?judul=Air']}>
        <List />
      </MemoryRouter>,
    );
    expect(shown()).toBe('Air|1|?judul=Air');
    // a hit clicked while the list is open: filtered to it, on page 1, the filter box shows it
    click('Halaman 3');
    click('Laut');
    expect(shown()).toBe('Laut|1|?judul=Laut');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Judul' }).value).toBe('Laut');
    // typing waits for Cari; Cari drops the address's filter and keeps what was typed
    fireEvent.change(screen.getByRole('textbox', { name: 'Judul' }), { target: { value: 'Sungai' } });
    expect(shown()).toBe('Laut|1|?judul=Laut');
    click('Cari');
    expect(shown()).toBe('Sungai|1|');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Judul' }).value).toBe('Sungai');
    // the same hit again, and back
    click('Laut');
    expect(shown()).toBe('Laut|1|?judul=Laut');
    click('Kembali');
    expect(shown()).toBe('|1|');
    click('Kembali');
    expect(shown()).toBe('Air|1|?judul=Air');
    click('Reset');
    expect(shown()).toBe('|1|');
  });
});
