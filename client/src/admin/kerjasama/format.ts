const RUPIAH = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
const RUPIAH_SEN = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rp 1.500.000", and with sen always two digits as the exports write them: "Rp 1.500.000,50". */
export const formatRupiah = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : (Number.isInteger(value) ? RUPIAH : RUPIAH_SEN).format(value).replace(/\u00a0/g, ' ');

/** SPEC §9: long texts are cut in lists (200 characters under 600 px, 300 under 816 px, else 300). */
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);
