import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the admin Kegiatan list.' })
export class KegiatanFilter {
  @Field(() => String, { nullable: true, description: 'Judul contains (case-insensitive).' })
  judul?: string;

  @Field(() => Int, { nullable: true, description: '1 Aktif, 2 Tidak Aktif.' })
  status?: number;
}

@InputType({ description: 'Kegiatan form (the picture travels as the `gambar` upload: required on create, optional on edit).' })
export class KegiatanInput {
  @Field(() => String, { nullable: true })
  judul?: string;

  @Field(() => String, { nullable: true })
  highlight?: string;

  @Field(() => String, { nullable: true, description: 'HTML from the rich-text editor; sanitized by the server.' })
  isi?: string;

  @Field(() => Int, { nullable: true, description: '1 Aktif, 2 Tidak Aktif.' })
  status?: number;
}
