/** The reminder settings' limits and messages: the server's check (pengaturan.resolver.ts) and the form's. */
export const MAX_HARI_PENGINGAT = 365;
export const MAX_PENGINGAT = 10;
export const MAX_JEDA_CHAT_MENIT = 1440;

export const PENGINGAT_MESSAGES = {
  hariKosong: 'Hari pengingat tidak boleh kosong',
  hari: `Hari pengingat harus bilangan bulat 0 sampai ${MAX_HARI_PENGINGAT}, paling banyak ${MAX_PENGINGAT}`,
  jeda: `Jeda surel chat harus 0 sampai ${MAX_JEDA_CHAT_MENIT} menit`,
} as const;

/** The message for the reminder days (distinct), or null when they are fine. */
export const hariPengingatMessage = (offsets: readonly number[]): string | null => {
  if (offsets.length === 0) return PENGINGAT_MESSAGES.hariKosong;
  if (new Set(offsets).size > MAX_PENGINGAT || offsets.some((o) => !Number.isInteger(o) || o < 0 || o > MAX_HARI_PENGINGAT)) return PENGINGAT_MESSAGES.hari;
  return null;
};

export const jedaChatValid = (menit: number): boolean => Number.isInteger(menit) && menit >= 0 && menit <= MAX_JEDA_CHAT_MENIT;
