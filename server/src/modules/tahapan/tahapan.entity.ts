import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { TAHAPAN_MAX, type TahapanKode } from '../../rules/tahapan.js';

export type JenisKerjasama = 'mou' | 'pks';

/** The current stage of one agreement or contract (absent: the stage its status shows). */
@Entity({ tableName: 'tahapan_kerjasama' })
export class TahapanKerjasama {
  [PrimaryKeyProp]?: ['jenis', 'idRecord'];
  [OptionalProps]?: 'versi' | 'membebaniApbd' | 'belumDianggarkan' | 'tglTtd';

  @PrimaryKey({ type: 'string', length: 3 })
  jenis!: JenisKerjasama;

  @PrimaryKey({ type: 'integer' })
  idRecord!: number;

  @Property({ type: 'string', length: 24 })
  tahapan!: TahapanKode;

  /** Raised by every change: a move made on an older version is refused (optimistic check). */
  @Property({ type: 'integer', default: 0 })
  versi: number = 0;

  @Property({ type: 'boolean', default: false })
  membebaniApbd: boolean = false;

  @Property({ type: 'boolean', default: false })
  belumDianggarkan: boolean = false;

  @Property({ type: 'date', nullable: true })
  tglTtd?: string | null;
}

/** One line of a record's timeline: a move of its stage, who made it and what passed its gate. */
@Entity({ tableName: 'tahapan_log' })
export class TahapanLog {
  [PrimaryKeyProp]?: 'idLog';
  [OptionalProps]?: 'idLog' | 'waktu' | 'manual' | 'catatan' | 'internal';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  idLog!: number;

  @Property({ type: 'string', length: 3 })
  jenis!: JenisKerjasama;

  @Property({ type: 'integer' })
  idRecord!: number;

  @Property({ type: 'string', length: 24, nullable: true })
  dari?: TahapanKode | null;

  @Property({ type: 'string', length: 24 })
  ke!: TahapanKode;

  /** A status set directly (the form, legacy edit.php), not a move through a gate. */
  @Property({ type: 'boolean', default: false })
  manual: boolean = false;

  @Property({ type: 'text', default: '' })
  catatan: string = '';

  /** Hidden from the partner. */
  @Property({ type: 'boolean', default: false })
  internal: boolean = false;

  @Property({ type: 'integer', nullable: true })
  idUser?: number | null;

  @Property({ type: 'string', length: 255 })
  namaAktor!: string;

  @Property({ type: 'smallint' })
  levelAktor!: number;

  @Property({ type: 'string', length: 255, nullable: true })
  skpdAktor?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  waktu: Date = new Date();

  @Property({ type: 'string', length: TAHAPAN_MAX.nomorSurat, nullable: true })
  nomorSurat?: string | null;

  @Property({ type: 'date', nullable: true })
  tanggalSurat?: string | null;

  @Property({ type: 'date', nullable: true })
  tanggalTtd?: string | null;

  /** The power of attorney among the contract's documents (pks.dokumen), for a contract signed on the mayor's behalf. */
  @Property({ type: 'uuid', nullable: true })
  idSuratKuasa?: string | null;

  /** The "Membebani APBD" flag as this move set it, when the move changed it (null: unchanged). */
  @Property({ type: 'boolean', nullable: true })
  membebaniApbd?: boolean | null;

  /** The "Belum dianggarkan" flag as this move set it, when the move changed it (null: unchanged). */
  @Property({ type: 'boolean', nullable: true })
  belumDianggarkan?: boolean | null;
}
