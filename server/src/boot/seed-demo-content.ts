import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import { StoredFile } from '../files/stored-file.entity.js';
import { nextId } from '../files/owned-images.js';
import { Kegiatan, KEGIATAN_GAMBAR } from '../modules/kegiatan/kegiatan.entity.js';
import { Partner, PARTNER_LOGO } from '../modules/partner/partner.entity.js';
import { Profil, PROFIL_GAMBAR_KIND, PROFIL_ID } from '../modules/profil/profil.entity.js';
import { Slider, SLIDER_GAMBAR } from '../modules/slider/slider.entity.js';

/**
 * Demo content for a new embedded install: slider pictures, partner logos, kegiatan and the profile
 * images, drawn on the spot (abstract shapes, no text: nothing to license, no fonts needed).
 */

const PALETTES: [string, string, string][] = [
  ['#0f4c81', '#2a9d8f', '#e9c46a'],
  ['#264653', '#e76f51', '#f4a261'],
  ['#1d3557', '#457b9d', '#a8dadc'],
  ['#3d405b', '#81b29a', '#f2cc8f'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
];

const scene = (width: number, height: number, [a, b, c]: [string, string, string], seed: number): string => {
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const circles = [0, 1, 2, 3]
    .map((i) => `<circle cx="${Math.round(r(i) * width)}" cy="${Math.round(r(i + 7) * height)}" r="${Math.round((0.15 + r(i + 3) * 0.3) * height)}" fill="${i % 2 ? c : '#ffffff'}" fill-opacity="${0.12 + r(i + 5) * 0.2}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.62} ${width * 0.6} ${height * 0.8} T ${width} ${height * 0.72} V ${height} H 0 Z" fill="${c}" fill-opacity="0.55"/>
  </svg>`;
};

const logo = (size: number, [a, b, c]: [string, string, string]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="${a}"/>
    <polygon points="${size / 2},${size * 0.2} ${size * 0.78},${size * 0.7} ${size * 0.22},${size * 0.7}" fill="${c}"/>
    <circle cx="${size / 2}" cy="${size * 0.56}" r="${size * 0.1}" fill="${b}"/>
  </svg>`;

const render = async (svg: string, name: string, format: 'jpeg' | 'png') => {
  const img = sharp(Buffer.from(svg));
  const content = await (format === 'jpeg' ? img.jpeg({ quality: 82, mozjpeg: true }) : img.png()).toBuffer();
  return {
    originalName: name,
    mime: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    ext: format === 'jpeg' ? 'jpg' : 'png',
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
};

const store = (em: EntityManager, ownerKind: string, ownerId: number, file: Awaited<ReturnType<typeof render>>) =>
  em.persist(em.create(StoredFile, { ownerKind, ownerId, ...file }));

const PARTNERS = [
  'Universitas Negeri Kota',
  'Bank Pembangunan Daerah',
  'Kabupaten Sejahtera',
  'Politeknik Negeri Kota',
  'PT Transportasi Kota',
  'Yayasan Pendidikan Nusantara',
];

const KEGIATAN: { judul: string; highlight: string; isi: string }[] = [
  {
    judul: 'Penandatanganan Kesepakatan Bersama dengan Universitas Negeri Kota',
    highlight: 'Pemerintah Kota dan Universitas Negeri Kota sepakat bekerja sama di bidang pendidikan, penelitian dan pengabdian masyarakat.',
    isi: '<p>Pemerintah Kota menandatangani kesepakatan bersama dengan Universitas Negeri Kota. Kerja sama ini mencakup <strong>penelitian terapan</strong>, magang mahasiswa di perangkat daerah, dan pendampingan program pembangunan.</p><h3>Ruang lingkup</h3><ul><li>Penelitian dan kajian kebijakan</li><li>Magang dan praktik kerja</li><li>Pelatihan aparatur</li></ul>',
  },
  {
    judul: 'Rapat Koordinasi Kerja Sama Daerah Tahun Ini',
    highlight: 'Bagian Kerja Sama mengundang seluruh perangkat daerah untuk menyelaraskan rencana kerja sama tahun berjalan.',
    isi: '<p>Rapat koordinasi membahas evaluasi kerja sama yang telah berjalan, rencana kerja sama baru, serta tindak lanjut kesepakatan yang akan berakhir.</p><blockquote>Setiap kerja sama harus memberi manfaat nyata bagi masyarakat.</blockquote>',
  },
  {
    judul: 'Kunjungan Delegasi Kota Kembar',
    highlight: 'Delegasi kota kembar berkunjung untuk menjajaki kerja sama di bidang pariwisata, kebudayaan dan pengelolaan sampah.',
    isi: '<p>Delegasi kota kembar disambut di Balai Kota. Kedua pihak bertukar pengalaman mengenai pengelolaan sampah berbasis masyarakat dan promosi pariwisata.</p>',
  },
  {
    judul: 'Sosialisasi Tata Cara Pengajuan Kerja Sama',
    highlight: 'Pihak ketiga kini dapat mengajukan penjajakan kerja sama secara daring melalui sistem Kerja Sama.',
    isi: '<p>Badan usaha, organisasi kemasyarakatan, yayasan, perguruan tinggi dan perseorangan dapat mendaftar akun, lalu mengajukan <em>penjajakan</em> kerja sama beserta dokumen pendukungnya.</p><ol><li>Buat akun dan verifikasi surel.</li><li>Ajukan penjajakan.</li><li>Ikuti diskusi dengan Bagian Kerja Sama.</li></ol>',
  },
  {
    judul: 'Perjanjian Kerja Sama Layanan Transportasi Terpadu',
    highlight: 'Perjanjian kerja sama dengan operator transportasi kota memperluas rute layanan bus pengumpan.',
    isi: '<p>Perjanjian kerja sama ini menindaklanjuti kesepakatan bersama tahun lalu dan menambah tiga rute bus pengumpan yang menghubungkan permukiman dengan pusat kota.</p>',
  },
  {
    judul: 'Pelatihan Penyusunan Naskah Kerja Sama bagi Perangkat Daerah',
    highlight: 'Aparatur perangkat daerah dilatih menyusun naskah kesepakatan dan perjanjian kerja sama yang baik.',
    isi: '<p>Pelatihan menghadirkan narasumber dari kementerian dan membahas struktur naskah, hak dan kewajiban para pihak, serta penyelesaian perselisihan.</p>',
  },
];

export const seedContent = async (em: EntityManager): Promise<void> => {
  for (let i = 0; i < 3; i++) {
    const idGambar = await nextId(em, 'slider_id_gambar_seq');
    em.create(Slider, { idGambar, urutan: i + 1 });
    store(em, SLIDER_GAMBAR, idGambar, await render(scene(1600, 640, PALETTES[i]!, i + 1), `slider-${i + 1}.jpg`, 'jpeg'));
  }
  for (const [i, partner] of PARTNERS.entries()) {
    const idPartner = await nextId(em, 'partner_id_partner_seq');
    em.create(Partner, { idPartner, partner });
    store(em, PARTNER_LOGO, idPartner, await render(logo(300, PALETTES[(i + 2) % PALETTES.length]!), `logo-${i + 1}.png`, 'png'));
  }
  const now = Date.now();
  for (const [i, k] of KEGIATAN.entries()) {
    const idKegiatan = await nextId(em, 'kegiatan_id_kegiatan_seq');
    // Oldest first, a few days apart; the last one is the newest.
    const waktu = new Date(now - (KEGIATAN.length - i) * 4 * 86_400_000);
    em.create(Kegiatan, { idKegiatan, ...k, status: 1, waktu, penulis: null, namaUser: 'Administrator' });
    store(em, KEGIATAN_GAMBAR, idKegiatan, await render(scene(1200, 800, PALETTES[(i + 3) % PALETTES.length]!, i + 11), `kegiatan-${i + 1}.jpg`, 'jpeg'));
  }
  const profil: [keyof typeof PROFIL_GAMBAR_KIND, number, number][] = [
    ['WALIKOTA', 600, 800],
    ['ORGANISASI', 1400, 900],
    ['PIMPINAN', 600, 800],
    ['PENGAJUAN', 1200, 800],
  ];
  for (const [i, [jenis, w, h]] of profil.entries()) {
    store(em, PROFIL_GAMBAR_KIND[jenis], PROFIL_ID, await render(scene(w, h, PALETTES[(i + 5) % PALETTES.length]!, i + 21), `${jenis.toLowerCase()}.jpg`, 'jpeg'));
  }
  // The contact page's map link and social media (demo values; the admin changes them in Profil).
  const pengaturan = await em.findOne(Profil, { id: PROFIL_ID });
  if (pengaturan) {
    em.assign(pengaturan, {
      latitude: -6.181389,
      longitude: 106.828611,
      // Valid addresses, so Pengaturan saves as seeded; a profile video and the Penjajakan example folder.
      instagram: 'https://www.instagram.com/kerjasama.kota',
      facebook: 'https://www.facebook.com/kerjasamakota',
      twitter: 'https://x.com/kerjasama_kota',
      youtubeChannel: 'https://www.youtube.com/@kerjasamakota',
      youtube: 'aqz-KE-bpKQ',
      contohDokumenUrl: 'https://example.org/contoh-dokumen-kerja-sama',
    });
  }
};
