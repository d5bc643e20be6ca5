import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { PageInput, PageOf } from '../../common/paging.js';

import { CreateUserInput, UpdateUserInput, UserFilter } from './user.inputs.js';
import { User } from './user.entity.js';
import { UserService } from './user.service.js';
import type { Ability } from '../../rules/policy.js';

const UserPage = PageOf(User, 'User');

@Resolver(() => User)
export class UserResolver {
  constructor(
    private readonly userService: UserService,
  ) {}

  @Authorized<Ability>('user:manage')
  @Query(() => UserPage, { description: 'Pengguna list (levels 1, 99).' })
  users(
    @Ctx() ctx: Context,
    @Arg('filter', () => UserFilter, { nullable: true }) filter?: UserFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.userService.list(ctx, filter, page);
  }

  @Authorized<Ability>('user:manage')
  @Query(() => User)
  user(@Ctx() ctx: Context, @Arg('idUser', () => Int) idUser: number) {
    return this.userService.get(ctx, idUser);
  }

  @Authorized<Ability>('user:manage')
  @Mutation(() => User)
  createUser(@Ctx() ctx: Context, @Arg('input', () => CreateUserInput) input: CreateUserInput) {
    return this.userService.create(ctx, input);
  }

  @Authorized<Ability>('user:manage')
  @Mutation(() => User, { description: 'Level 1 edits itself or accounts that are not level 1 or 99; level 99 edits all.' })
  updateUser(
    @Ctx() ctx: Context,
    @Arg('idUser', () => Int) idUser: number,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
  ) {
    return this.userService.update(ctx, idUser, input);
  }

  @Authorized<Ability>('user:manage')
  @Mutation(() => Boolean, { description: 'Level 1 deletes accounts that are not level 1 or 99; level 99 all but itself.' })
  deleteUser(@Ctx() ctx: Context, @Arg('idUser', () => Int) idUser: number) {
    return this.userService.delete(ctx, idUser);
  }
}
