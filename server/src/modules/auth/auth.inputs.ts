import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';

@InputType({ description: 'Masuk Sistem. `username` accepts the Akun or the e-mail address.' })
export class LoginInput {
  @Field(() => String, { nullable: true })
  username?: string;

  @Field(() => String, { nullable: true })
  password?: string;

  @Field(() => String, { nullable: true, description: 'ALTCHA payload (base64) from GET /api/captcha/challenge.' })
  captcha?: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String, { description: 'JWT for `Authorization: Bearer`; its payload has id_user, nama and id_level.' })
  token!: string;

  @Field(() => User)
  user!: User;
}

@InputType({ description: 'Buat Akun: self-registration of an external party (levels 3, 4, 5).' })
export class RegisterInput {
  @Field(() => String, { nullable: true, description: 'Nama Instansi; becomes the account name.' })
  instansi?: string;

  @Field(() => Int, { nullable: true, description: '3 Pihak Ketiga, 4 Pemerintah Daerah or 5 Pihak Sinergi.' })
  idLevel?: number;

  @Field(() => String, { nullable: true, description: 'E-mail; also the Akun used to log in.' })
  email?: string;

  @Field(() => String, { nullable: true })
  noTelp?: string;

  @Field(() => String, { nullable: true })
  jabatan?: string;

  @Field(() => String, { nullable: true })
  password?: string;

  @Field(() => String, { nullable: true })
  captcha?: string;
}
