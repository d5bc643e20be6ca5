import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { AccessToken } from './access-token.entity.js';
import { AccessTokenInput, NewAccessToken } from './access-token.inputs.js';
import { AccessTokenService } from './access-token.service.js';

/** Token Akses: each account manages its own tokens, from a session only (never with a token). */
@Resolver(() => AccessToken)
export class AccessTokenResolver {
  constructor(private readonly accessTokenService: AccessTokenService) {}

  @Authorized<Ability>('token:manage')
  @Query(() => [AccessToken], { description: "The signed-in account's live personal access tokens, newest first (never with a token)." })
  accessTokens(@Ctx() ctx: Context) {
    return this.accessTokenService.list(ctx);
  }

  @Authorized<Ability>('token:manage')
  @Mutation(() => NewAccessToken, {
    description: 'Makes a personal access token for integrations; the answer is the only time the token is shown. Read-only unless `tulis` (admins only).',
  })
  createAccessToken(@Ctx() ctx: Context, @Arg('input', () => AccessTokenInput) input: AccessTokenInput) {
    return this.accessTokenService.create(ctx, input);
  }

  @Authorized<Ability>('token:manage')
  @Mutation(() => Boolean, { description: 'Revokes one of your personal access tokens; it is refused from the next request on.' })
  revokeAccessToken(@Ctx() ctx: Context, @Arg('idToken', () => Int) idToken: number) {
    return this.accessTokenService.revoke(ctx, idToken);
  }
}
