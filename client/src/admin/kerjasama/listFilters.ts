/** Filters of the Kesepakatan and PKS lists as typed in the form (strings), and the URL's start values. */
export interface KerjasamaFilters {
  judul: string;
  status: string;
  noKontrak: string;
  /** Only "Akan Habis" (from the dashboard card). */
  akanHabis: boolean;
  /** 'belum': only records not classified yet (issue 19); '' all. */
  klasifikasi?: string;
}

export const EMPTY_FILTERS: KerjasamaFilters = { judul: '', status: '', noKontrak: '', akanHabis: false, klasifikasi: '' };

/** The Klasifikasi filter's choices. */
export const KLASIFIKASI_FILTER_OPTIONS = [{ value: 'belum', text: 'Belum diklasifikasi' }] as const;

/** `?status=1`, `?akanHabis=true` (dashboard cards) and `?klasifikasi=belum` as the list's first filters. */
export const filtersFromSearch = (params: URLSearchParams): KerjasamaFilters => {
  const status = params.get('status') ?? '';
  return {
    ...EMPTY_FILTERS,
    judul: params.get('judul') ?? '',
    status: /^[1-5]$/.test(status) ? status : '',
    akanHabis: params.get('akanHabis') === 'true',
    klasifikasi: params.get('klasifikasi') === 'belum' ? 'belum' : '',
  };
};

const blankToNull = (s: string): string | null => s.trim() || null;

/** The GraphQL filter (MouFilter / PksFilter share these fields). */
export const filterInput = (f: KerjasamaFilters) => ({
  judul: blankToNull(f.judul),
  noKontrak: blankToNull(f.noKontrak),
  status: f.status === '' ? null : Number(f.status),
  akanHabis: f.akanHabis || null,
  belumDiklasifikasi: f.klasifikasi === 'belum' || null,
});
