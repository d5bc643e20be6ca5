import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { User } from '../user/user.entity.js';
import { LoginInput, LoginResult, RegisterInput } from './auth.inputs.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account, or null for an anonymous visitor.' })
  me(@Ctx() ctx: Context) {
    return ctx.services.auth.me(ctx);
  }

  @Mutation(() => LoginResult, { description: 'Masuk Sistem. Throttled per account and per address.' })
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput) {
    return ctx.services.auth.login(ctx, input);
  }

  @Mutation(() => String, { description: 'Buat Akun (levels 3–5); the account waits in status 0 until its e-mail is verified.' })
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return ctx.services.auth.register(ctx, input);
  }

  @Mutation(() => String, { description: 'Activates an account from the link of its verification mail.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('token', () => String) token: string) {
    return ctx.services.auth.verifyEmail(ctx, token);
  }
}
