import type { EntityManager } from '@mikro-orm/postgresql';
import { Skpd } from '../modules/skpd/skpd.entity.js';
import { seedContent } from './seed-demo-content.js';
import { seedKerjaSama } from './seed-demo-kerjasama.js';

const AGENCIES: [string, number][] = [
  ['Sekretariat Daerah', 100],
  ['Dinas Pendidikan', 101],
  ['Dinas Kesehatan', 102],
  ['Dinas Pekerjaan Umum dan Penataan Ruang', 103],
  ['Dinas Komunikasi dan Informatika', 104],
  ['Badan Perencanaan Pembangunan Daerah', 105],
  ['Dinas Pariwisata dan Kebudayaan', 106],
  ['Dinas Perhubungan', 107],
];

/** Demo data for a new embedded install so a newcomer sees a living product. Features add theirs here. */
export const seedDemo = async (em: EntityManager): Promise<void> => {
  const agencies = AGENCIES.map(([skpd, kode]) => em.create(Skpd, { skpd, kode, status: 1 }));
  await seedKerjaSama(em, agencies);
  await seedContent(em);
};
