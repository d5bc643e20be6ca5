import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { User } from '../user/user.entity.js';
import { LoginInput, LoginResult, RegisterInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly authService: AuthService,
  ) {}

  @Query(() => User, { nullable: true, description: 'The signed-in account, or null for an anonymous visitor.' })
  me(@Ctx() ctx: Context) {
    return this.authService.me(ctx);
  }

  @Mutation(() => LoginResult, { description: 'Masuk Sistem. Throttled per account and per address.' })
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput) {
    return this.authService.login(ctx, input);
  }

  @Mutation(() => String, { description: 'Buat Akun (levels 3–5); the account waits in status 0 until its e-mail is verified.' })
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return this.authService.register(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Keluar: ends every session of the signed-in account, and the signed links made for them.' })
  logout(@Ctx() ctx: Context) {
    return this.authService.logout(ctx);
  }

  @Mutation(() => String, { description: 'Activates an account from the link of its verification mail.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('token', () => String) token: string) {
    return this.authService.verifyEmail(ctx, token);
  }
}
