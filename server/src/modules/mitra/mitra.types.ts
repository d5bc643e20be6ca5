import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A partner ACCOUNT (an active user of level 3–5) for the Mitra autocomplete of agreements (combo/mitra.php).' })
export class MitraAccount {
  @Field(() => Int)
  idUser!: number;

  @Field(() => String, { description: 'Nama (for level 3 the company or body name).' })
  nama!: string;
}
