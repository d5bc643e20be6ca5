import { Collection, Entity, ManyToMany, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { JENIS_KERJA_SAMA, KATEGORI_MITRA, type JenisKerjaSama, type KategoriMitra } from '../../rules/klasifikasi.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import { Urusan } from './urusan.entity.js';

/** The classification of one agreement or contract (exactly one of mou / pks). */
@ObjectType({ description: 'Klasifikasi of an agreement or contract: jenis, urusan, partner category, country.' })
@Entity({ tableName: 'klasifikasi' })
export class Klasifikasi {
  [PrimaryKeyProp]?: 'idKlasifikasi';
  [OptionalProps]?: 'idKlasifikasi' | 'negara' | 'mou' | 'pks' | 'jenisText' | 'kategoriMitraText' | 'daftarUrusan' | 'urusan';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  idKlasifikasi!: number;

  @ManyToOne(() => Mou, { ref: true, nullable: true, fieldName: 'id_mou', deleteRule: 'cascade' })
  mou?: Ref<Mou> | null;

  @ManyToOne(() => Pks, { ref: true, nullable: true, fieldName: 'id_pks', deleteRule: 'cascade' })
  pks?: Ref<Pks> | null;

  @Field(() => String, { description: 'KSDD, KSDPK, KSDPL or KSDLL.' })
  @Property({ type: 'string', length: 5 })
  jenis!: JenisKerjaSama;

  @Field(() => String)
  get jenisText(): string {
    return JENIS_KERJA_SAMA[this.jenis] ?? '-';
  }

  @Field(() => String, { description: 'badan_usaha, ormas, yayasan, perguruan_tinggi, perseorangan, pemerintah_daerah, kementerian_lembaga or luar_negeri.' })
  @Property({ type: 'string', length: 30 })
  kategoriMitra!: KategoriMitra;

  @Field(() => String)
  get kategoriMitraText(): string {
    return KATEGORI_MITRA[this.kategoriMitra] ?? '-';
  }

  @Field(() => String, { nullable: true, description: 'The partner country (KSDPL and KSDLL only).' })
  @Property({ type: 'string', length: 100, nullable: true })
  negara: string | null = null;

  @ManyToMany(() => Urusan, undefined, {
    pivotTable: 'klasifikasi_urusan',
    joinColumn: 'id_klasifikasi',
    inverseJoinColumn: 'id_urusan',
    orderBy: { idUrusan: 'asc' },
  })
  urusan = new Collection<Urusan>(this);

  @Field(() => [Urusan], { description: 'Urusan pemerintahan, in their legal order.' })
  get daftarUrusan(): Urusan[] {
    return this.urusan.isInitialized() ? this.urusan.getItems() : [];
  }
}
