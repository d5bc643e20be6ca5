import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { ADMINS } from '../../rules/levels.js';
import { CreateUserInput, UpdateUserInput, UserFilter } from './user.inputs.js';
import { User } from './user.entity.js';

const UserPage = PageOf(User, 'User');

@Resolver(() => User)
export class UserResolver {
  @Authorized(ADMINS)
  @Query(() => UserPage, { description: 'Pengguna list (levels 1, 99).' })
  users(
    @Ctx() ctx: Context,
    @Arg('filter', () => UserFilter, { nullable: true }) filter?: UserFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return ctx.services.user.list(ctx, filter, page);
  }

  @Authorized(ADMINS)
  @Query(() => User)
  user(@Ctx() ctx: Context, @Arg('idUser', () => Int) idUser: number) {
    return ctx.services.user.get(ctx, idUser);
  }

  @Authorized(ADMINS)
  @Mutation(() => User)
  createUser(@Ctx() ctx: Context, @Arg('input', () => CreateUserInput) input: CreateUserInput) {
    return ctx.services.user.create(ctx, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => User, { description: 'Level 1 edits itself or accounts that are not level 1 or 99; level 99 edits all.' })
  updateUser(
    @Ctx() ctx: Context,
    @Arg('idUser', () => Int) idUser: number,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
  ) {
    return ctx.services.user.update(ctx, idUser, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Level 1 deletes accounts that are not level 1 or 99; level 99 all but itself.' })
  deleteUser(@Ctx() ctx: Context, @Arg('idUser', () => Int) idUser: number) {
    return ctx.services.user.delete(ctx, idUser);
  }
}
