import { Field, Float, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum ProfilGambar {
  WALIKOTA = 'WALIKOTA',
  ORGANISASI = 'ORGANISASI',
  PIMPINAN = 'PIMPINAN',
  PENGAJUAN = 'PENGAJUAN',
}
registerEnumType(ProfilGambar, {
  name: 'ProfilGambar',
  description: 'WALIKOTA (Visi & Misi), ORGANISASI (Struktur Organisasi), PIMPINAN (home-page leader photo), PENGAJUAN (home-page submission image).',
});

@InputType({
  description:
    'A partial update of the profile and contact settings: a field left out stays unchanged; for optional fields null or "" clears it; rich-text fields (profile, visi, misi) are sanitized HTML.',
})
export class ProfilInput {
  @Field(() => String, { nullable: true, description: 'A YouTube link (watch, youtu.be, embed, shorts) or video id; "" removes the video.' })
  youtube?: string | null;

  @Field(() => String, { nullable: true })
  profile?: string | null;

  @Field(() => String, { nullable: true })
  visi?: string | null;

  @Field(() => String, { nullable: true })
  misi?: string | null;

  @Field(() => String, { nullable: true })
  pimpinan?: string | null;

  @Field(() => String, { nullable: true })
  jabatanPimpinan?: string | null;

  @Field(() => String, { nullable: true })
  kalimatPimpinan?: string | null;

  @Field(() => String, { nullable: true })
  namaInstansi?: string | null;

  @Field(() => String, { nullable: true })
  alamat?: string | null;

  @Field(() => String, { nullable: true })
  telepon?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true })
  mapsUrl?: string | null;

  @Field(() => Float, { nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  longitude?: number | null;

  @Field(() => String, { nullable: true })
  instagram?: string | null;

  @Field(() => String, { nullable: true })
  facebook?: string | null;

  @Field(() => String, { nullable: true })
  twitter?: string | null;

  @Field(() => String, { nullable: true })
  youtubeChannel?: string | null;

  @Field(() => String, { nullable: true, description: 'The example-documents folder of Penjajakan (http/https); "" removes it.' })
  contohDokumenUrl?: string | null;
}

@ObjectType({ description: 'The tile server of the Kontak page\'s map (public; set by MAP_TILE_URL and MAP_ATTRIBUTION).' })
export class PetaSetelan {
  @Field(() => String, { description: 'Tile address template with {z}, {x}, {y} (and optionally {s}).' })
  tileUrl!: string;

  @Field(() => String, { description: 'Attribution shown on the map, plain text.' })
  atribusi!: string;
}
