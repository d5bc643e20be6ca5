import { DecimalType, Entity, ManyToOne, OneToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PELAPOR, REKOMENDASI, type Pelapor, type Rekomendasi } from '../../rules/monev.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';

/** What a monev row is about (one agreement or one contract), its period, version and author. */
@ObjectType()
export abstract class MonevRow {
  @ManyToOne(() => Mou, { ref: true, nullable: true, fieldName: 'id_mou', deleteRule: 'cascade' })
  mou?: Ref<Mou> | null;

  @ManyToOne(() => Pks, { ref: true, nullable: true, fieldName: 'id_pks', deleteRule: 'cascade' })
  pks?: Ref<Pks> | null;

  @Field(() => Int, { description: 'The evaluation period (1, 2, …) of the record’s schedule.' })
  @Property({ type: 'smallint' })
  periode!: number;

  @Field(() => Int, { description: 'Version within the period: a new submission for the same period adds one.' })
  @Property({ type: 'smallint' })
  versi!: number;

  @Property({ type: 'integer', nullable: true, fieldName: 'id_user' })
  idUser!: number | null;

  @Field(() => String, { description: 'Who filed it.' })
  @Property({ type: 'string', length: 255 })
  namaUser!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@ObjectType({ description: 'Laporan pelaksanaan: the agency’s or the partner’s implementation report for one period.' })
@Entity({ tableName: 'monev_laporan' })
export class LaporanMonev extends MonevRow {
  [PrimaryKeyProp]?: 'idLaporan';
  [OptionalProps]?: 'idLaporan' | 'createdAt' | 'mou' | 'pks' | 'kendala' | 'tindakLanjut' | 'pelaporText';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idLaporan!: number;

  @Field(() => String, { description: 'skpd or mitra.' })
  @Property({ type: 'string', length: 5 })
  pelapor!: Pelapor;

  @Field(() => String)
  get pelaporText(): string {
    return PELAPOR[this.pelapor];
  }

  @Field(() => String, { description: 'Kegiatan yang dilaksanakan.' })
  @Property({ type: 'text' })
  kegiatan!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  target!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  capaian!: string;

  @Field(() => Float, { description: 'Capaian terhadap target, 0–100 %.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(5,2)' })
  persentase!: number;

  @Field(() => Float, { description: 'Nilai yang terealisasi (rupiah).' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(18,2)' })
  nilaiRealisasi!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  kendala: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  tindakLanjut: string | null = null;
}

@ObjectType({ description: 'Evaluasi: the admins’ evaluation of one period.' })
@Entity({ tableName: 'monev_evaluasi' })
export class EvaluasiMonev extends MonevRow {
  [PrimaryKeyProp]?: 'idEvaluasi';
  [OptionalProps]?: 'idEvaluasi' | 'createdAt' | 'mou' | 'pks' | 'catatan' | 'rekomendasiText';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idEvaluasi!: number;

  @Field(() => Int, { description: 'Manfaat, 1–5.' })
  @Property({ type: 'smallint' })
  nilaiManfaat!: number;

  @Field(() => Int, { description: 'Komitmen mitra, 1–5.' })
  @Property({ type: 'smallint' })
  nilaiKomitmen!: number;

  @Field(() => Int, { description: 'Pelaksanaan, 1–5.' })
  @Property({ type: 'smallint' })
  nilaiPelaksanaan!: number;

  @Field(() => String, { description: 'LANJUTKAN, PERLUAS or HENTIKAN.' })
  @Property({ type: 'string', length: 10 })
  rekomendasi!: Rekomendasi;

  @Field(() => String)
  get rekomendasiText(): string {
    return REKOMENDASI[this.rekomendasi];
  }

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  catatan: string | null = null;
}

/** The follow-up a Hentikan evaluation opens for the admins. */
@Entity({ tableName: 'monev_tindak_lanjut' })
export class TindakLanjutMonev {
  [PrimaryKeyProp]?: 'idTindakLanjut';
  [OptionalProps]?: 'idTindakLanjut' | 'status' | 'createdAt' | 'selesaiAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  idTindakLanjut!: number;

  @OneToOne(() => EvaluasiMonev, { ref: true, owner: true, fieldName: 'id_evaluasi', deleteRule: 'cascade' })
  evaluasi!: Ref<EvaluasiMonev>;

  @Property({ type: 'string', length: 7, default: 'terbuka' })
  status: 'terbuka' | 'selesai' = 'terbuka';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  selesaiAt: Date | null = null;
}
