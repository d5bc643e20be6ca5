import { Field, ObjectType } from 'type-graphql';
import { Kegiatan } from '../kegiatan/kegiatan.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Slider } from '../slider/slider.entity.js';

@ObjectType({ description: 'Everything the public home page (/beranda) shows, in one round trip.' })
export class Beranda {
  @Field(() => [Slider], { description: 'Slider pictures in ascending urutan.' })
  sliders!: Slider[];

  @Field(() => String, { nullable: true, description: 'Leader photo address (public; `?w=` for a resized copy).' })
  fotoPimpinan!: string | null;

  @Field(() => String)
  kalimatPimpinan!: string;

  @Field(() => String)
  pimpinan!: string;

  @Field(() => String)
  jabatanPimpinan!: string;

  @Field(() => String, { nullable: true, description: 'Cooperation-submission image address.' })
  gambarPengajuan!: string | null;

  @Field(() => [Kegiatan], { description: 'The 4 latest active kegiatan, newest first.' })
  kegiatan!: Kegiatan[];

  @Field(() => [Partner], { description: 'Partner logos.' })
  partners!: Partner[];
}
