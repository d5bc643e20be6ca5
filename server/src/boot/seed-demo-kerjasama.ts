import { randomBytes } from 'node:crypto';
import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDaysIso, todayIso } from '../common/dates.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { MouSkpd } from '../modules/mou/mou-skpd.entity.js';
import { Mou } from '../modules/mou/mou.entity.js';
import { PksSkpd } from '../modules/pks/pks-skpd.entity.js';
import { Pks } from '../modules/pks/pks.entity.js';
import type { Skpd } from '../modules/skpd/skpd.entity.js';
import { User } from '../modules/user/user.entity.js';

/** Partner accounts (levels 3–5). Their passwords are random and never shown: nobody can log in as them. */
const PARTNERS: { nama: string; email: string; level: number }[] = [
  { nama: 'PT Telekomunikasi Nusantara', email: 'kemitraan@telenusa.example.id', level: 3 },
  { nama: 'Universitas Harapan Bangsa', email: 'kerjasama@uhb.example.id', level: 3 },
  { nama: 'Pemerintah Kabupaten Sukamaju', email: 'kerjasama@sukamajukab.example.id', level: 4 },
  { nama: 'Badan Pusat Statistik Provinsi', email: 'humas@bps-prov.example.id', level: 5 },
];

/** [partner index, judul, no_kontrak suffix, start offset days, end offset days, status, nilai, agencies]. */
const AGREEMENTS: [number, string, string, number, number, number, number, number[]][] = [
  [0, 'Pengembangan Jaringan Kota Cerdas', 'TEL', -700, 45, 1, 1_250_000_000, [4]],
  [1, 'Pendidikan, Penelitian dan Pengabdian kepada Masyarakat', 'UHB', -1000, 20, 1, 0, [1, 5]],
  [2, 'Pengelolaan Sampah Regional', 'KAB', -400, 70, 1, 350_000_000, [3]],
  [3, 'Pemanfaatan Data Statistik Sektoral', 'BPS', -300, 85, 1, 0, [5, 0]],
  [0, 'Penyediaan Akses Internet Ruang Publik', 'TEL', -200, 500, 1, 480_000_000, [4, 6]],
  [1, 'Magang dan Kuliah Kerja Nyata Tematik', 'UHB', -150, 900, 1, 75_000_000, [1]],
  [2, 'Pembangunan Jalan Penghubung Antarwilayah', 'KAB', -60, 1000, 1, 2_100_000_000, [3, 7]],
  [3, 'Sensus Ekonomi Daerah', 'BPS', -1500, -30, 2, 0, [5]],
  [0, 'Digitalisasi Layanan Perizinan', 'TEL', 10, 740, 3, 900_000_000, [4]],
  [1, 'Klinik Hukum untuk Warga', 'UHB', 0, 365, 4, 0, [0]],
  [2, 'Promosi Wisata Bersama', 'KAB', -30, 700, 5, 150_000_000, [6]],
  [1, 'Pendidikan, Penelitian dan Pengabdian kepada Masyarakat (Pembaruan)', 'UHB', 21, 1850, 3, 0, [1, 5]],
];

/** [agreement index, judul, start offset, end offset, status, nilai]. */
const CONTRACTS: [number, string, number, number, number, number][] = [
  [0, 'Pemasangan Sensor Lalu Lintas Tahap I', -600, 30, 1, 450_000_000],
  [0, 'Pusat Kendali Kota Cerdas', -300, 45, 1, 800_000_000],
  [1, 'Beasiswa Aparatur Sipil Negara', -900, 15, 1, 0],
  [1, 'Penelitian Kualitas Air Sungai', -500, 120, 1, 60_000_000],
  [2, 'Pengangkutan Sampah Lintas Wilayah', -380, 60, 1, 200_000_000],
  [2, 'Tempat Pemrosesan Akhir Bersama', -200, 300, 4, 150_000_000],
  [3, 'Pertukaran Data Kependudukan', -280, 80, 1, 0],
  [4, 'Wi-Fi Taman Kota', -180, 400, 1, 300_000_000],
  [4, 'Wi-Fi Terminal dan Pasar', -90, 450, 3, 180_000_000],
  [5, 'KKN Tematik Stunting', -140, 200, 1, 25_000_000],
  [5, 'Magang Mahasiswa di Perangkat Daerah', -100, 250, 1, 0],
  [6, 'Studi Kelayakan Jalan Penghubung', -50, 130, 1, 400_000_000],
  [7, 'Pendataan Usaha Mikro', -1400, -60, 2, 0],
  [9, 'Pos Bantuan Hukum Kelurahan', 5, 300, 3, 0],
  [10, 'Festival Budaya Bersama', -20, 200, 5, 50_000_000],
];

const SIGNERS = {
  namaTtd: 'Dr. H. Ahmad Santoso, M.Si.',
  jabatanTtd: 'Wali Kota',
};

/** Demo agreements (some Aktif and ending within 90 days) and contracts, dated relative to today. */
export const seedKerjaSama = async (em: EntityManager, agencies: Skpd[]): Promise<void> => {
  const today = todayIso();
  const partners = await Promise.all(
    PARTNERS.map(async (p) =>
      em.create(User, {
        nama: p.nama,
        username: p.email,
        email: p.email,
        hp: '02212345678',
        idLevel: p.level,
        idStatus: 1,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      }),
    ),
  );
  const year = today.slice(0, 4);
  const mous = AGREEMENTS.map(([partner, judul, code, start, end, status, nilai, skpd], i) => {
    const p = partners[partner]!;
    const mou = em.create(Mou, {
      akunMitra: p,
      mitra: p.nama,
      tglMulai: addDaysIso(today, start),
      tglBerakhir: addDaysIso(today, end),
      judul,
      deskripsi: `Ruang lingkup kesepakatan: ${judul.toLowerCase()}, termasuk koordinasi, pertukaran informasi, dan pelaksanaan kegiatan bersama.`,
      noKontrak: `${String(i + 1).padStart(3, '0')}/KSD/${code}/${year}`,
      noMitra: `${code}-${String(100 + i)}/${year}`,
      nilai,
      namaTtdMitra: `Pimpinan ${p.nama}`,
      jabatanTtdMitra: p.idLevel === 4 ? 'Bupati' : p.idLevel === 5 ? 'Kepala' : 'Direktur Utama',
      ...SIGNERS,
      keterangan: 'Data contoh.',
      idStatus: status,
    });
    for (const a of skpd) if (agencies[a]) em.create(MouSkpd, { mou, skpd: agencies[a]! });
    return mou;
  });
  // The renewal (last agreement) renews the second one.
  mous[11]!.mouLama = ref(mous[1]!);
  CONTRACTS.forEach(([m, judul, start, end, status, nilai], i) => {
    const mou = mous[m]!;
    const pks = em.create(Pks, {
      mou,
      mitra: mou.mitra,
      tglMulai: addDaysIso(today, start),
      tglBerakhir: addDaysIso(today, end),
      judul,
      deskripsi: `Rencana kerja: ${judul.toLowerCase()}.`,
      noKontrak: `${String(i + 1).padStart(3, '0')}/PKS/${year}`,
      noMitra: `PKS-${String(200 + i)}/${year}`,
      nilai,
      namaTtdMitra: mou.namaTtdMitra,
      jabatanTtdMitra: mou.jabatanTtdMitra,
      namaTtd: 'Ir. Siti Rahmawati, M.T.',
      jabatanTtd: 'Sekretaris Daerah',
      keterangan: 'Data contoh.',
      idStatus: status,
    });
    if (agencies[i % agencies.length]) em.create(PksSkpd, { pks, skpd: agencies[i % agencies.length]! });
  });
};
