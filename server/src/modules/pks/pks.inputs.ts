import { Field, InputType, Int } from 'type-graphql';
import { KerjaSamaFields } from '../mou/mou.inputs.js';

@InputType({ description: 'Filters of the Perjanjian (PKS) list.' })
export class PksFilter {
  @Field(() => String, { nullable: true, description: 'Judul Perjanjian contains (case-insensitive).' })
  judul?: string;

  @Field(() => Int, { nullable: true, description: '1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi.' })
  status?: number;

  @Field(() => String, { nullable: true, description: 'No. Kontrak contains (case-insensitive).' })
  noKontrak?: string;

  @Field(() => Int, { nullable: true, description: 'Only the contracts of this agreement (Detail PKS).' })
  idMou?: number;

  @Field(() => Int, { nullable: true })
  idPks?: number;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only "Akan Habis": Aktif and ending within the expiry window (EXPIRY_WINDOW_DAYS) from today.',
  })
  akanHabis?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only records not classified yet (jenis, urusan, partner category): old ones and legacy add.php posts.' })
  belumDiklasifikasi?: boolean;
}

@InputType({ description: 'Contract form (SPEC §5): every field required; nilai defaults to 0.' })
export class PksInput extends KerjaSamaFields {
  @Field(() => Int, { nullable: true, description: 'The agreement (Kesepakatan) the contract belongs to.' })
  idMou?: number;
}
