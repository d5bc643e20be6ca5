/** User levels of SPEC §6. Pure data and functions: imported by the server and the client alike. */
export const Level = {
  Admin: 1,
  Skpd: 2,
  PihakKetiga: 3,
  PemerintahDaerah: 4,
  PihakSinergi: 5,
  Super: 99,
} as const;
export type LevelId = (typeof Level)[keyof typeof Level];

export const ALL_LEVELS: readonly number[] = [1, 2, 3, 4, 5, 99];
export const ADMINS: readonly number[] = [Level.Admin, Level.Super];
export const STAFF: readonly number[] = [Level.Admin, Level.Skpd, Level.Super];
export const PARTNERS: readonly number[] = [Level.PihakKetiga, Level.PemerintahDaerah, Level.PihakSinergi];
/** Levels a visitor may choose when registering. */
export const SELF_REGISTER_LEVELS = PARTNERS;

export const LEVEL_TEXT: Record<number, string> = {
  1: 'Admin',
  2: 'SKPD',
  3: 'Pihak Ketiga',
  4: 'Pemerintah Daerah',
  5: 'Pihak Sinergi',
  99: 'Super Admin',
};

export const levelText = (level: number): string => LEVEL_TEXT[level] ?? '-';
export const isAdmin = (level: number | undefined): boolean => level !== undefined && ADMINS.includes(level);
export const isPartner = (level: number | undefined): boolean => level !== undefined && PARTNERS.includes(level);

/** SPEC §2.1: where a user lands after login. */
export const startPath = (level: number): string =>
  isPartner(level) ? '/admin/penjajakan' : '/admin/beranda';
