import angkaTerbilang from '@develoka/angka-terbilang-js';

/**
 * A rupiah amount in words for documents (terbilang), by @develoka/angka-terbilang-js, with the
 * standard spelling "miliar": 2500000000 → "dua miliar lima ratus juta rupiah"; sen when there are any.
 */
export const rupiahTerbilang = (nilai: number): string => {
  const sen = Math.round(nilai * 100) % 100;
  const rupiah = Math.trunc(Math.round(nilai * 100) / 100);
  const kata = (n: number) => angkaTerbilang(String(n)).replace(/\bmilyar\b/g, 'miliar');
  return `${kata(rupiah)} rupiah${sen ? ` ${kata(sen)} sen` : ''}`;
};
