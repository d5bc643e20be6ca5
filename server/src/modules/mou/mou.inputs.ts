import { Field, Float, InputType, Int } from 'type-graphql';
import { KlasifikasiInput } from '../klasifikasi/klasifikasi.inputs.js';

/** Filters shared by the agreement and the contract lists. */
@InputType('KerjaSamaFilter', { description: 'Filters shared by the agreement and the contract lists.' })
export class KerjaSamaFilter {
  @Field(() => String, { nullable: true, description: 'Judul contains (case-insensitive).' })
  judul?: string;

  @Field(() => Int, { nullable: true, description: '1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi.' })
  status?: number;

  @Field(() => String, { nullable: true, description: 'No. Kontrak contains (case-insensitive).' })
  noKontrak?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only "Akan Habis": Aktif and ending within the expiry window (EXPIRY_WINDOW_DAYS) from today.',
  })
  akanHabis?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only records not classified yet (jenis, urusan, partner category): old ones and legacy add.php posts.' })
  belumDiklasifikasi?: boolean;
}

@InputType({ description: 'Filters of the Kesepakatan list.' })
export class MouFilter extends KerjaSamaFilter {
  @Field(() => Int, { nullable: true })
  idMou?: number;
}

/** Fields shared by the agreement and the contract forms. */
@InputType('KerjaSamaFieldsInput', { description: 'Fields shared by the agreement and the contract forms.' })
export class KerjaSamaFields {
  @Field(() => String, { nullable: true })
  mitra?: string;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  tglMulai?: string;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, not before tglMulai.' })
  tglBerakhir?: string;

  @Field(() => String, { nullable: true })
  judul?: string;

  @Field(() => String, { nullable: true, description: 'Ruang Lingkup / Tentang.' })
  deskripsi?: string;

  @Field(() => String, { nullable: true })
  noKontrak?: string;

  @Field(() => String, { nullable: true })
  noMitra?: string;

  @Field(() => Float, { nullable: true })
  nilai?: number;

  @Field(() => String, { nullable: true, description: 'Pihak Kedua (partner signer).' })
  namaTtdMitra?: string;

  @Field(() => String, { nullable: true })
  jabatanTtdMitra?: string;

  @Field(() => String, { nullable: true, description: 'Pihak Kesatu (city signer).' })
  namaTtd?: string;

  @Field(() => String, { nullable: true })
  jabatanTtd?: string;

  @Field(() => String, { nullable: true })
  keterangan?: string;

  @Field(() => Int, { nullable: true, description: '1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi.' })
  status?: number;

  @Field(() => KlasifikasiInput, {
    nullable: true,
    description: 'Jenis, urusan, partner category, country: required by createMou, createPks and buatKesepakatanDariPenjajagan (refused with each missing field’s message); on an edit, absent keeps the record’s.',
  })
  klasifikasi?: KlasifikasiInput;

  @Field(() => Int, {
    nullable: true,
    description: "On an edit: the stage version (tahapan.versi) the form was loaded with. A stage move made since answers the conflict message, so a form opened earlier never sets the status back over it. Absent (the legacy edit.php): no check.",
  })
  versiTahapan?: number | null;
}

@InputType({ description: 'Agreement form (SPEC §5): every field required except idPenjajagan and idMouLama.' })
export class MouInput extends KerjaSamaFields {
  @Field(() => Int, { nullable: true, description: 'The exploratory proposal (optional).' })
  idPenjajagan?: number;

  @Field(() => Int, { nullable: true, description: 'The partner account (a user of level 3–5).' })
  idMitra?: number;

  @Field(() => Int, { nullable: true, description: 'The agreement this one renews (optional).' })
  idMouLama?: number;
}
