// Words of Indonesian cooperation documents, the most frequent first: the generated documents pick them with
// a skew toward the head of each list (a few words everywhere, most words in some documents, some rare), and
// the search scenarios ask words from every part of the lists.

/** Function words and the vocabulary every agreement uses. */
export const UMUM = [
  'dan', 'yang', 'dengan', 'dalam', 'untuk', 'pada', 'oleh', 'para', 'pihak', 'kerja', 'sama', 'pelaksanaan', 'sesuai',
  'ketentuan', 'perjanjian', 'kesepakatan', 'pemerintah', 'daerah', 'kota', 'kegiatan', 'program', 'ruang', 'lingkup',
  'tanggung', 'jawab', 'hak', 'kewajiban', 'jangka', 'waktu', 'biaya', 'pembiayaan', 'anggaran', 'laporan', 'evaluasi',
  'pemantauan', 'koordinasi', 'perubahan', 'adendum', 'penyelesaian', 'perselisihan', 'musyawarah', 'mufakat', 'keadaan',
  'kahar', 'berlaku', 'sejak', 'tanggal', 'ditandatangani', 'berakhir', 'diperpanjang', 'berdasarkan', 'peraturan',
  'perundang-undangan', 'tersebut', 'masing-masing', 'bersama', 'kedua', 'belah', 'maksud', 'tujuan', 'manfaat', 'sasaran',
  'dilaksanakan', 'ditetapkan', 'menyampaikan', 'menyediakan', 'melaksanakan', 'memberikan', 'bertanggung', 'terkait',
  'lainnya', 'tertulis', 'sebagaimana', 'dimaksud', 'ayat', 'pasal', 'lampiran', 'bagian', 'tidak', 'terpisahkan',
];

/** Fields of cooperation: each document is about a few of them. */
export const BIDANG = [
  'pendidikan', 'kesehatan', 'pariwisata', 'infrastruktur', 'jalan', 'jembatan', 'air', 'bersih', 'sanitasi', 'sampah',
  'limbah', 'drainase', 'transportasi', 'angkutan', 'terminal', 'pelabuhan', 'pasar', 'perdagangan', 'industri', 'umkm',
  'koperasi', 'pertanian', 'perikanan', 'peternakan', 'perkebunan', 'pangan', 'irigasi', 'energi', 'listrik', 'surya',
  'lingkungan', 'hutan', 'taman', 'perumahan', 'permukiman', 'kebudayaan', 'kesenian', 'olahraga', 'pemuda', 'perpustakaan',
  'kependudukan', 'kesejahteraan', 'sosial', 'bencana', 'kebakaran', 'ketertiban', 'keamanan', 'telekomunikasi', 'internet',
  'digital', 'aplikasi', 'data', 'statistik', 'perizinan', 'investasi', 'perbankan', 'pajak', 'retribusi', 'aset', 'tanah',
  'pelatihan', 'beasiswa', 'magang', 'penelitian', 'pengabdian', 'mahasiswa', 'dosen', 'sekolah', 'guru', 'puskesmas',
  'rumah', 'sakit', 'vaksinasi', 'gizi', 'stunting', 'posyandu', 'ambulans', 'obat', 'wisata', 'festival', 'kuliner',
  'batik', 'tenun', 'kerajinan', 'ekspor', 'logistik', 'gudang', 'armada', 'sepeda', 'trotoar', 'lampu',
];

/** Rarer words: places, institutions, specific objects. */
export const KHUSUS = [
  'nusantara', 'kitakyushu', 'sukamaju', 'mekarsari', 'lembah', 'hijau', 'pantai', 'indah', 'tirta', 'kencana', 'harapan',
  'mandiri', 'bakti', 'al-hikmah', 'politeknik', 'universitas', 'institut', 'yayasan', 'asosiasi', 'kementerian', 'provinsi',
  'kabupaten', 'kecamatan', 'kelurahan', 'desa', 'dinas', 'badan', 'bappeda', 'inspektorat', 'sekretariat', 'dprd',
  'hibah', 'konsultan', 'kontraktor', 'tender', 'lelang', 'sertifikat', 'akreditasi', 'kurikulum', 'laboratorium', 'reaktor',
  'biogas', 'kompos', 'daur', 'ulang', 'mangrove', 'terumbu', 'karang', 'nelayan', 'tambak', 'rumput', 'laut', 'kopi',
  'kakao', 'cengkeh', 'rempah', 'homestay', 'bandara', 'dermaga', 'halte', 'bus', 'kereta', 'stasiun', 'satelit', 'server',
  'jaringan', 'serat', 'optik', 'menara', 'pemancar', 'radio', 'televisi', 'museum', 'cagar', 'budaya', 'candi', 'keraton',
  'gamelan', 'wayang', 'tari', 'angklung', 'sungai', 'danau', 'waduk', 'bendungan', 'embung', 'sumur', 'pipa', 'meteran',
];
