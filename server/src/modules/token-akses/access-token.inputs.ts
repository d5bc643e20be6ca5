import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AccessToken } from './access-token.entity.js';

@InputType()
export class AccessTokenInput {
  @Field(() => String, { description: 'Nama token, 1–100 characters.' })
  nama!: string;

  @Field(() => Int, { nullable: true, description: 'Days until it expires (1–3650); null: never.' })
  berlakuHari?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Allow mutations (admins only). Default: read-only.' })
  tulis?: boolean | null;
}

@ObjectType({ description: 'A token just made: `token` is shown this once and never again.' })
export class NewAccessToken {
  @Field(() => String, { description: 'The token, for `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => AccessToken)
  accessToken!: AccessToken;
}
