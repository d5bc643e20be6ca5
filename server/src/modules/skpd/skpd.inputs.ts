import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the Instansi list.' })
export class SkpdFilter {
  @Field(() => String, { nullable: true, description: 'Nama instansi contains (case-insensitive).' })
  skpd?: string;

  @Field(() => Int, { nullable: true, description: '1 Aktif, 2 Tidak Aktif.' })
  status?: number;
}

@InputType({ description: 'Instansi form: skpd, kode and status are required (SPEC §5).' })
export class SkpdInput {
  @Field(() => String, { nullable: true })
  skpd?: string;

  @Field(() => Int, { nullable: true })
  kode?: number;

  @Field(() => Int, { nullable: true })
  status?: number;
}
