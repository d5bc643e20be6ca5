import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, Unique } from '@mikro-orm/core';
import type { Pendapat } from '../../rules/tkksd.js';

/** A reviewer asked for a pertimbangan on a proposal, and (once given) the pertimbangan. */
@Entity({ tableName: 'pertimbangan' })
@Unique({ properties: ['idPenjajagan', 'idUser'] })
export class Pertimbangan {
  [PrimaryKeyProp]?: 'id';
  [OptionalProps]?: 'id' | 'pendapat' | 'catatan' | 'tglMinta' | 'tglIsi';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  idPenjajagan!: number;

  /** The reviewer (a level 2 account). */
  @Property({ type: 'integer' })
  idUser!: number;

  @Property({ type: 'string', length: 20, nullable: true })
  pendapat?: Pendapat | null;

  @Property({ type: 'text', default: '' })
  catatan: string = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  tglMinta: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  tglIsi?: Date | null;
}

/** The admin's decision on a proposal after the review, with its reason. */
@Entity({ tableName: 'keputusan_penjajagan' })
export class KeputusanPenjajagan {
  [PrimaryKeyProp]?: 'idPenjajagan';
  [OptionalProps]?: 'waktu';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  idPenjajagan!: number;

  @Property({ type: 'boolean' })
  disetujui!: boolean;

  @Property({ type: 'text' })
  alasan!: string;

  @Property({ type: 'string', length: 255 })
  namaAktor!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  waktu: Date = new Date();
}
