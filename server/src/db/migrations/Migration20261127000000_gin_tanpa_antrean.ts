import { Migration } from '@mikro-orm/migrations';

/**
 * The GIN indexes that searches and filters read (every one but the audit log's) take new rows into the index
 * itself instead of a pending list (`fastupdate = off`). Every scan reads the whole pending list until vacuum
 * empties it: after 400 documents were indexed (a batch of uploads, `npm run reindex`), the documents' branch
 * of a staff search took 5.4 ms instead of 1.6. A row written directly costs ~0.3 ms more (measured on the
 * documents' vectors, the largest: 100 changed texts 232 ms, against 190 ms and 18 ms to empty the list after),
 * and these tables are written at the pace of their users and the indexer.
 * The audit log's trigram index keeps the pending list: every write adds a row there, and it is read rarely.
 */
const INDEXES = [
  'dokumen_teks_cari',
  'mou_cari_staf', 'mou_cari_publik', 'pks_cari_staf', 'pks_cari_publik',
  'penjajagan_cari', 'penjajagan_detail_cari', 'kegiatan_cari', 'partner_cari', 'skpd_cari',
  'mou_judul_cari_trgm', 'mou_judul_cari_aktif_trgm', 'mou_judul_cari_s2_trgm', 'mou_judul_cari_s3_trgm', 'mou_judul_cari_s4_trgm', 'mou_judul_cari_s5_trgm',
  'pks_judul_cari_trgm', 'pks_judul_cari_aktif_trgm', 'pks_judul_cari_s2_trgm', 'pks_judul_cari_s3_trgm', 'pks_judul_cari_s4_trgm', 'pks_judul_cari_s5_trgm',
  'mou_no_kontrak_cari_trgm', 'mou_no_mitra_lower_trgm', 'pks_no_kontrak_cari_trgm', 'pks_no_mitra_lower_trgm',
  'penjajagan_judul_trgm', 'penjajagan_no_lower_trgm', 'kegiatan_judul_trgm', 'skpd_skpd_trgm', 'users_username_trgm',
];

export class Migration20261127000000_gin_tanpa_antrean extends Migration {
  override async up(): Promise<void> {
    for (const i of INDEXES) {
      this.addSql(`alter index ${i} set (fastupdate = off);`);
      // turning it off keeps the entries already pending: move them into the index now
      this.addSql(`select gin_clean_pending_list('${i}'::regclass);`);
    }
  }

  override async down(): Promise<void> {
    for (const i of INDEXES) this.addSql(`alter index ${i} reset (fastupdate);`);
  }
}
