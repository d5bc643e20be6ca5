import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LAPORAN_BERKALA_STATUS } from '../../rules/laporan-berkala.js';

/** One request of the periodic report; its files are stored files of owner kind `laporan-berkala`. */
@ObjectType({ description: 'Laporan Pelaksanaan Kerja Sama: one request, its progress and (when done) its XLSX and PDF.' })
@Entity({ tableName: 'laporan_berkala' })
export class LaporanBerkala {
  [PrimaryKeyProp]?: 'idLaporanBerkala';
  [OptionalProps]?: 'idLaporanBerkala' | 'semester' | 'status' | 'progres' | 'pesan' | 'createdAt' | 'selesaiAt' | 'statusText';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idLaporanBerkala!: number;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  tahun!: number;

  @Field(() => Int, { nullable: true, description: '1 or 2; null: the whole year.' })
  @Property({ type: 'smallint', nullable: true })
  semester: number | null = null;

  @Field(() => String, { description: 'antri, proses, selesai or gagal.' })
  @Property({ type: 'string', length: 7, default: 'antri' })
  status: 'antri' | 'proses' | 'selesai' | 'gagal' = 'antri';

  @Field(() => String)
  get statusText(): string {
    return LAPORAN_BERKALA_STATUS[this.status] ?? '-';
  }

  @Field(() => Int, { description: '0–100.' })
  @Property({ type: 'smallint', default: 0 })
  progres: number = 0;

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  @Property({ type: 'text', nullable: true })
  pesan: string | null = null;

  @Property({ type: 'integer', nullable: true, fieldName: 'id_user' })
  idUser!: number | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  selesaiAt: Date | null = null;
}
