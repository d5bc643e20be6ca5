import type { FileUpload } from 'graphql-upload/Upload.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';
import { DrafService } from './draf.service.js';
import { TEMPLAT, type TemplatKode } from './templat-bawaan.js';

const Templat = Object.fromEntries(TEMPLAT.map((t) => [t, t])) as { [K in TemplatKode]: K };
registerEnumType(Templat, { name: 'TemplatDokumen', description: 'Kesepakatan Bersama, PKS, or the signing invitation.' });

@ObjectType({ description: 'A filled .docx draft.' })
class DrafDokumen {
  @Field(() => String)
  namaFile!: string;

  @Field(() => String)
  mime!: string;

  @Field(() => String, { description: 'The document, base64.' })
  isi!: string;
}

@ObjectType({ description: "A template kind and the office's own upload replacing its shipped default, if any." })
class TemplatDokumenInfo {
  @Field(() => Templat)
  kode!: TemplatKode;

  @Field(() => String)
  nama!: string;

  @Field(() => String, { nullable: true, description: "The office's .docx; null: the shipped default is used." })
  namaFile!: string | null;

  @Field(() => Int, { nullable: true })
  ukuran!: number | null;

  @Field(() => Date, { nullable: true })
  tglUnggah!: Date | null;
}

@Resolver()
export class DrafResolver {
  constructor(private readonly service: DrafService) {}

  @Authorized<Ability>('draf:unduh')
  @Mutation(() => DrafDokumen, { description: 'Unduh Draf: a default template filled from the agreement or contract (staff).' })
  unduhDraf(
    @Ctx() ctx: Context,
    @Arg('jenis', () => JenisKerjasama) jenis: JenisKerjasama,
    @Arg('id', () => Int) id: number,
    @Arg('templat', () => Templat) templat: TemplatKode,
  ) {
    return this.service.buat(ctx, jenis, id, templat);
  }

  @Authorized<Ability>('templat:manage')
  @Query(() => [TemplatDokumenInfo], { description: 'The template kinds, with the office uploads (levels 1, 99).' })
  templatDokumen(@Ctx() ctx: Context) {
    return this.service.daftarTemplat(ctx);
  }

  @Authorized<Ability>('templat:manage')
  @Mutation(() => TemplatDokumenInfo, { description: "Replaces a kind's template with the office's .docx (a DOCX docxtemplater parses, ≤ 2 MB); levels 1, 99." })
  unggahTemplatDokumen(
    @Ctx() ctx: Context,
    @Arg('kode', () => Templat) kode: TemplatKode,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.service.unggahTemplat(ctx, kode, file);
  }

  @Authorized<Ability>('templat:manage')
  @Mutation(() => TemplatDokumenInfo, { description: "Back to the shipped default template of a kind (removes the office's upload); levels 1, 99." })
  pulihkanTemplatDokumen(@Ctx() ctx: Context, @Arg('kode', () => Templat) kode: TemplatKode) {
    return this.service.pulihkanTemplat(ctx, kode);
  }
}
