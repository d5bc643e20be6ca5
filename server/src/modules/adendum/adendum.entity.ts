import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import type { JenisKerjasama } from '../tahapan/tahapan.entity.js';

/** One value an addendum changed. */
export interface Perubahan {
  field: string;
  lama: string;
  baru: string;
}

/** An addendum of an agreement or contract: the values it changed (old → new), its number, date and note. */
@Entity({ tableName: 'adendum' })
export class Adendum {
  [PrimaryKeyProp]?: 'idAdendum';
  [OptionalProps]?: 'idAdendum' | 'catatan' | 'waktu';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  idAdendum!: number;

  @Property({ type: 'string', length: 3 })
  jenis!: JenisKerjasama;

  @Property({ type: 'integer' })
  idRecord!: number;

  @Property({ type: 'string', length: 100 })
  nomor!: string;

  @Property({ type: 'date' })
  tanggal!: string;

  @Property({ type: 'json' })
  perubahan!: Perubahan[];

  @Property({ type: 'text', default: '' })
  catatan: string = '';

  @Property({ type: 'string', length: 255 })
  namaAktor!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  waktu: Date = new Date();
}
