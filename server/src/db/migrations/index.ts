import { Migration20261121000000_foundation } from './Migration20261121000000_foundation.js';
import { Migration20261121010000_penjajagan } from './Migration20261121010000_penjajagan.js';
import { Migration20261121020000_mou_pks } from './Migration20261121020000_mou_pks.js';
import { Migration20261121030000_penjajagan_chat } from './Migration20261121030000_penjajagan_chat.js';
import { Migration20261121060000_content } from './Migration20261121060000_content.js';
import { Migration20261121090000_contoh_dokumen } from './Migration20261121090000_contoh_dokumen.js';
import { Migration20261121200000_list_indexes } from './Migration20261121200000_list_indexes.js';
import { Migration20261121210000_search_columns } from './Migration20261121210000_search_columns.js';
import { Migration20261125000000_account_changes } from './Migration20261125000000_account_changes.js';
import { Migration20261125010000_status_search_indexes } from './Migration20261125010000_status_search_indexes.js';
import { Migration20261125200000_access_tokens } from './Migration20261125200000_access_tokens.js';
import { Migration20261126100000_tahapan } from './Migration20261126100000_tahapan.js';
import { Migration20261126110000_tkksd } from './Migration20261126110000_tkksd.js';
import { Migration20261126120000_adendum } from './Migration20261126120000_adendum.js';
import { Migration20261126200000_job_queue } from './Migration20261126200000_job_queue.js';
import { Migration20261126210000_pengingat } from './Migration20261126210000_pengingat.js';
import { Migration20261126220000_kalender } from './Migration20261126220000_kalender.js';
import { Migration20261126300000_klasifikasi } from './Migration20261126300000_klasifikasi.js';
import { Migration20261126310000_monev } from './Migration20261126310000_monev.js';
import { Migration20261126320000_laporan_berkala } from './Migration20261126320000_laporan_berkala.js';
import { Migration20261126400000_cari } from './Migration20261126400000_cari.js';
import { Migration20261126410000_cari_indexes } from './Migration20261126410000_cari_indexes.js';

/** Listed explicitly: glob discovery of .ts files does not work under vitest (STACK.md). */
export const migrationsList = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000_foundation },
  { name: 'Migration20261121010000_penjajagan', class: Migration20261121010000_penjajagan },
  { name: 'Migration20261121020000_mou_pks', class: Migration20261121020000_mou_pks },
  { name: 'Migration20261121030000_penjajagan_chat', class: Migration20261121030000_penjajagan_chat },
  { name: 'Migration20261121060000_content', class: Migration20261121060000_content },
  { name: 'Migration20261121090000_contoh_dokumen', class: Migration20261121090000_contoh_dokumen },
  { name: 'Migration20261121200000_list_indexes', class: Migration20261121200000_list_indexes },
  { name: 'Migration20261121210000_search_columns', class: Migration20261121210000_search_columns },
  { name: 'Migration20261125000000_account_changes', class: Migration20261125000000_account_changes },
  { name: 'Migration20261125010000_status_search_indexes', class: Migration20261125010000_status_search_indexes },
  { name: 'Migration20261125200000_access_tokens', class: Migration20261125200000_access_tokens },
  { name: 'Migration20261126100000_tahapan', class: Migration20261126100000_tahapan },
  { name: 'Migration20261126110000_tkksd', class: Migration20261126110000_tkksd },
  { name: 'Migration20261126120000_adendum', class: Migration20261126120000_adendum },
  { name: 'Migration20261126200000_job_queue', class: Migration20261126200000_job_queue },
  { name: 'Migration20261126210000_pengingat', class: Migration20261126210000_pengingat },
  { name: 'Migration20261126220000_kalender', class: Migration20261126220000_kalender },
  { name: 'Migration20261126300000_klasifikasi', class: Migration20261126300000_klasifikasi },
  { name: 'Migration20261126310000_monev', class: Migration20261126310000_monev },
  { name: 'Migration20261126320000_laporan_berkala', class: Migration20261126320000_laporan_berkala },
  { name: 'Migration20261126400000_cari', class: Migration20261126400000_cari },
  { name: 'Migration20261126410000_cari_indexes', class: Migration20261126410000_cari_indexes },
];
