import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Tambah Mitra form: the name (the logo travels as the `file` upload).' })
export class PartnerInput {
  @Field(() => String, { nullable: true, description: 'Nama Mitra, at most 50 characters.' })
  partner?: string;
}
