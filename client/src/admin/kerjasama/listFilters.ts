/** Filters of the Kesepakatan and PKS lists as typed in the form (strings), and the URL's start values. */
export interface KerjasamaFilters {
  judul: string;
  status: string;
  noKontrak: string;
  /** Only "Akan Habis" (from the dashboard card). */
  akanHabis: boolean;
}

export const EMPTY_FILTERS: KerjasamaFilters = { judul: '', status: '', noKontrak: '', akanHabis: false };

/** `?status=1` and `?akanHabis=true` (dashboard cards) as the list's first filters. */
export const filtersFromSearch = (params: URLSearchParams): KerjasamaFilters => {
  const status = params.get('status') ?? '';
  return {
    ...EMPTY_FILTERS,
    judul: params.get('judul') ?? '',
    status: /^[1-5]$/.test(status) ? status : '',
    akanHabis: params.get('akanHabis') === 'true',
  };
};

const blankToNull = (s: string): string | null => s.trim() || null;

/** The GraphQL filter (MouFilter / PksFilter share these fields). */
export const filterInput = (f: KerjasamaFilters) => ({
  judul: blankToNull(f.judul),
  noKontrak: blankToNull(f.noKontrak),
  status: f.status === '' ? null : Number(f.status),
  akanHabis: f.akanHabis || null,
});
