/** The stages' SQL beyond MikroORM's (issue 17): the locked record row of a move, and the reads across records. */
import { Level } from '../../rules/levels.js';
import type { JenisKerjasama } from './tahapan.entity.js';

/** The record's row as a move reads it (locked). */
export interface RecordRow {
  id_status: number;
  judul: string;
  tgl_berakhir: string | null;
  id_mou_lama?: number | null;
  id_mou?: number;
  /** A contract's signer position: decides whether it is signed on the mayor's behalf (rules/tahapan.ts). */
  jabatan_ttd?: string;
}

/**
 * The record's row, locked until the transaction ends: every write of a record's stage (a move, a status set
 * directly) takes this lock first, so they run one after the other and each sees the stage the last one left.
 */
export const SQL_OF: Record<JenisKerjasama, string> = {
  mou: `select id_status, judul, to_char(tgl_berakhir, 'YYYY-MM-DD') as tgl_berakhir, id_mou_lama from mou where id_mou = ? for update`,
  pks: `select id_status, judul, to_char(tgl_berakhir, 'YYYY-MM-DD') as tgl_berakhir, id_mou, jabatan_ttd from pks where id_pks = ? for update`,
};

/** A record's stage in SQL: the recorded one, or the one its status shows (rules/tahapan.ts tahapanOfStatus). */
export const tahapanSekarang = (record: string, stage: string) =>
  `coalesce(${stage}.tahapan, case ${record}.id_status when 1 then 'PELAKSANAAN' when 2 then 'BERAKHIR' when 4 then 'PEMBAHASAN' when 5 then 'REVISI' else 'DRAF' end)`;

/** An agreement's stage (a contract reaches Pelaksanaan only under an agreement in Pelaksanaan). */
export const TAHAPAN_MOU = `select ${tahapanSekarang('m', 't')} as tahapan
  from mou m left join tahapan_kerjasama t on t.jenis = 'mou' and t.id_record = m.id_mou where m.id_mou = ?`;

/** What a contract's warning needs: its end date and stage, and its agreement's. */
export const PERINGATAN_PKS = `select to_char(p.tgl_berakhir, 'YYYY-MM-DD') as pks, to_char(m.tgl_berakhir, 'YYYY-MM-DD') as mou,
       ${tahapanSekarang('p', 'tp')} as tahapan, ${tahapanSekarang('m', 'tm')} as tahapan_mou
  from pks p join mou m on m.id_mou = p.id_mou
  left join tahapan_kerjasama tp on tp.jenis = 'pks' and tp.id_record = p.id_pks
  left join tahapan_kerjasama tm on tm.jenis = 'mou' and tm.id_record = m.id_mou
 where p.id_pks = ?`;

/** How many contracts of each agreement (an int[] literal of ids) are in Pelaksanaan. */
export const PKS_PELAKSANAAN = `select p.id_mou, count(*)::int as jumlah
  from pks p left join tahapan_kerjasama t on t.jenis = 'pks' and t.id_record = p.id_pks
 where p.id_mou = any(?::int[]) and ${tahapanSekarang('p', 't')} = 'PELAKSANAAN'
 group by p.id_mou`;

/** The level 2 accounts (active) of the agencies linked to a record: told of its stage changes. */
export const SKPD_TERKAIT: Record<JenisKerjasama, string> = {
  mou: `select u.id_user from users u join mou_skpd l on l.id_skpd = u.id_skpd where l.id_mou = ? and u.id_level = ${Level.Skpd} and u.id_status = 1`,
  pks: `select u.id_user from users u join pks_skpd l on l.id_skpd = u.id_skpd where l.id_pks = ? and u.id_level = ${Level.Skpd} and u.id_status = 1`,
};
