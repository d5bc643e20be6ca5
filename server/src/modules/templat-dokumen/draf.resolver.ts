import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Resolver, registerEnumType } from 'type-graphql';
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
}
