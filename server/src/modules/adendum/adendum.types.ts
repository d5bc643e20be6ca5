import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { LampiranDokumen } from '../kerjasama/lampiran.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';

@ObjectType({ description: 'One value an addendum changed, old → new (as shown).' })
export class PerubahanAdendum {
  @Field(() => String, { description: 'tglBerakhir, nilai, deskripsi, namaTtd, jabatanTtd, namaTtdMitra or jabatanTtdMitra.' })
  field!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  lama!: string;

  @Field(() => String)
  baru!: string;
}

@ObjectType({ description: 'An addendum: its number, date, the changed values and its document.' })
export class AdendumItem {
  @Field(() => Int)
  idAdendum!: number;

  @Field(() => String)
  nomor!: string;

  @Field(() => String)
  tanggal!: string;

  @Field(() => [PerubahanAdendum])
  perubahan!: PerubahanAdendum[];

  @Field(() => String)
  catatan!: string;

  @Field(() => String)
  namaAktor!: string;

  @Field(() => Date)
  waktu!: Date;

  @Field(() => [LampiranDokumen])
  dokumen!: LampiranDokumen[];
}

@InputType({ description: 'An addendum: give only the values it changes (at least one) and its document.' })
export class AdendumInput {
  @Field(() => JenisKerjasama)
  jenis!: JenisKerjasama;

  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true, description: 'Nomor adendum.' })
  nomor?: string | null;

  @Field(() => String, { nullable: true, description: 'Tanggal adendum (yyyy-MM-dd).' })
  tanggal?: string | null;

  @Field(() => String, { nullable: true })
  catatan?: string | null;

  @Field(() => String, { nullable: true, description: 'New end date (yyyy-MM-dd).' })
  tglBerakhir?: string | null;

  @Field(() => Float, { nullable: true })
  nilai?: number | null;

  @Field(() => String, { nullable: true, description: 'New scope (Ruang Lingkup).' })
  deskripsi?: string | null;

  @Field(() => String, { nullable: true })
  namaTtd?: string | null;

  @Field(() => String, { nullable: true })
  jabatanTtd?: string | null;

  @Field(() => String, { nullable: true })
  namaTtdMitra?: string | null;

  @Field(() => String, { nullable: true })
  jabatanTtdMitra?: string | null;
}
