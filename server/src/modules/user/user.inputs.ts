import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the Pengguna list.' })
export class UserFilter {
  @Field(() => String, { nullable: true, description: 'Akun contains (case-insensitive).' })
  username?: string;

  @Field(() => Int, { nullable: true, description: '0 Belum Aktivasi, 1 Aktif, 2 Tidak Aktif.' })
  status?: number;

  @Field(() => Int, { nullable: true })
  level?: number;
}

@InputType({ description: 'Pengguna form. Every field is checked by the server with SPEC §5 messages.' })
export class UserInput {
  @Field(() => String, { nullable: true })
  nama?: string;

  @Field(() => String, { nullable: true, description: 'Akun.' })
  username?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => Int, { nullable: true })
  idLevel?: number;

  @Field(() => Int, { nullable: true, description: 'Required when idLevel is 2.' })
  idSkpd?: number;

  @Field(() => String, { nullable: true, description: 'No. HP; only digits are kept.' })
  hp?: string;

  @Field(() => Int, { nullable: true })
  status?: number;

  @Field(() => String, { nullable: true, description: 'Required on create; on update empty keeps the current password.' })
  password?: string;
}

@InputType()
export class CreateUserInput extends UserInput {}

@InputType()
export class UpdateUserInput extends UserInput {}
