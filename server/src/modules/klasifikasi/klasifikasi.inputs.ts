import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Klasifikasi part of the agreement and contract forms: required to create one (absent only on the legacy adapter’s add.php); an edit without it keeps the record’s.' })
export class KlasifikasiInput {
  @Field(() => String, { nullable: true, description: 'KSDD, KSDPK, KSDPL or KSDLL.' })
  jenis?: string;

  @Field(() => String, { nullable: true, description: 'badan_usaha, ormas, yayasan, perguruan_tinggi, perseorangan, pemerintah_daerah, kementerian_lembaga or luar_negeri.' })
  kategoriMitra?: string;

  @Field(() => String, { nullable: true, description: 'Required for KSDPL and KSDLL; ignored otherwise.' })
  negara?: string;

  @Field(() => [Int], { nullable: true, description: 'One or more idUrusan (1–32).' })
  idUrusan?: number[];
}
