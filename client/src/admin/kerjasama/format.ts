const RUPIAH = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 2 });

/** "Rp 1.500.000" */
export const formatRupiah = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : RUPIAH.format(value).replace(/\u00a0/g, ' ');

/** SPEC §9: long texts are cut in lists (200 characters under 600 px, 300 under 816 px, else 300). */
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);
