/**
 * Tugas & Fungsi of the Subbagian Kerja Sama Luar Negeri (SPEC §2.1 /profile: a fixed list of nine).
 */
export const TUGAS_FUNGSI: readonly string[] = [
  'Menyiapkan bahan perumusan kebijakan teknis di bidang kerja sama luar negeri.',
  'Menyusun rencana dan program kerja Subbagian Kerja Sama Luar Negeri.',
  'Melaksanakan penjajakan dan fasilitasi kerja sama dengan pemerintah daerah di luar negeri, lembaga internasional, dan mitra asing.',
  'Menyiapkan bahan penyusunan naskah kesepakatan bersama (MoU) dan perjanjian kerja sama luar negeri.',
  'Mengoordinasikan pelaksanaan kerja sama luar negeri dengan perangkat daerah terkait.',
  'Memfasilitasi kunjungan delegasi asing serta perjalanan dinas luar negeri pejabat Pemerintah Kota.',
  'Melaksanakan koordinasi dan konsultasi dengan Kementerian Luar Negeri, Kementerian Dalam Negeri, dan instansi terkait.',
  'Melaksanakan pemantauan dan evaluasi pelaksanaan kerja sama luar negeri.',
  'Menyusun laporan pelaksanaan tugas Subbagian Kerja Sama Luar Negeri dan melaksanakan tugas lain yang diberikan oleh atasan.',
];
