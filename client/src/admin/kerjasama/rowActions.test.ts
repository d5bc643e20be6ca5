import { describe, expect, it } from 'vitest';
import { rowActionsFor } from './rowActions';
import { filtersFromSearch, filterInput } from './listFilters';

describe('rowActionsFor (SPEC §2.3, §6)', () => {
  it('gives level 2 only Detail', () => {
    expect(rowActionsFor('mou', 2)).toEqual(['detail']);
    expect(rowActionsFor('pks', 2)).toEqual(['detail']);
    expect(rowActionsFor('mou', null)).toEqual(['detail']);
  });

  it('gives levels 1 and 99 the full menus', () => {
    for (const level of [1, 99]) {
      expect(rowActionsFor('mou', level)).toEqual(['dokumen', 'galeri', 'pks', 'skpd', 'detail', 'ubah', 'hapus']);
      expect(rowActionsFor('pks', level)).toEqual(['dokumen', 'galeri', 'skpd', 'detail', 'detailMou', 'ubah', 'hapus']);
    }
  });
});

describe('list filters from the dashboard links', () => {
  it('reads ?status and ?akanHabis', () => {
    expect(filtersFromSearch(new URLSearchParams('status=1'))).toMatchObject({ status: '1', akanHabis: false });
    expect(filtersFromSearch(new URLSearchParams('akanHabis=true'))).toMatchObject({ status: '', akanHabis: true });
    expect(filtersFromSearch(new URLSearchParams('status=9'))).toMatchObject({ status: '' });
    expect(filtersFromSearch(new URLSearchParams('klasifikasi=belum'))).toMatchObject({ klasifikasi: 'belum' });
    expect(filtersFromSearch(new URLSearchParams('klasifikasi=x'))).toMatchObject({ klasifikasi: '' });
  });

  it('sends blanks as null', () => {
    expect(filterInput({ judul: ' ', status: '', noKontrak: 'MOU', akanHabis: false })).toEqual({
      judul: null,
      noKontrak: 'MOU',
      status: null,
      akanHabis: null,
      belumDiklasifikasi: null,
    });
    expect(filterInput({ judul: 'Air', status: '3', noKontrak: '', akanHabis: true, klasifikasi: 'belum' })).toEqual({
      judul: 'Air',
      noKontrak: null,
      status: 3,
      akanHabis: true,
      belumDiklasifikasi: true,
    });
  });
});
