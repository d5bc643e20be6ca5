import type { EntityManager } from '@mikro-orm/postgresql';

/** The reminder settings (table pengaturan_pengingat, one row). */
export interface PengaturanPengingat {
  offsets: number[];
  kedaluwarsaOtomatis: boolean;
  pengirim: string | null;
  jedaChatMenit: number;
}

export const readPengaturan = async (em: EntityManager): Promise<PengaturanPengingat> => {
  const [row] = await em.getConnection().execute<{ offsets: number[]; kedaluwarsa_otomatis: boolean; pengirim: string | null; jeda_chat_menit: number }[]>(
    `select offsets, kedaluwarsa_otomatis, pengirim, jeda_chat_menit from pengaturan_pengingat where id = 1`,
    [],
    'all',
    em.getTransactionContext(),
  );
  return {
    offsets: row?.offsets ?? [90, 60, 30, 7, 0],
    kedaluwarsaOtomatis: row?.kedaluwarsa_otomatis ?? true,
    pengirim: row?.pengirim ?? null,
    jedaChatMenit: row?.jeda_chat_menit ?? 15,
  };
};
