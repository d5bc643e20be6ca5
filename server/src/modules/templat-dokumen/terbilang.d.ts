declare module '@develoka/angka-terbilang-js' {
  /** Digits (a string of 0-9) in Indonesian words, e.g. '1500' → 'seribu lima ratus'. */
  const angkaTerbilang: (angka: string) => string;
  export default angkaTerbilang;
}
