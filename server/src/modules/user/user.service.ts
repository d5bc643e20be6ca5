import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Context } from '../../common/context.js';
import { conflict, forbidden, InputError, notFound } from '../../common/errors.js';
import { likeContains, paging, type Page, type PageInput } from '../../common/paging.js';
import { validate } from '../../common/validate.js';
import { assignableLevels } from '../../rules/access.js';
import { Level, levelText } from '../../rules/levels.js';
import { userStatusText } from '../../rules/status.js';
import { createUserSchema, updateUserSchema } from '../../rules/validation.js';
import { hashPassword } from '../auth/passwords.js';
import type { Change, Commit } from '../riwayat/commit.js';
import { Skpd } from '../skpd/skpd.entity.js';
import type { CreateUserInput, UpdateUserInput, UserFilter } from './user.inputs.js';
import { User } from './user.entity.js';
import { can } from '../../rules/policy.js';
import { claimForDelete } from '../../common/claim.js';

export class UserService {
  constructor(
    private readonly commit: Commit,
    /** The accounts this instance keeps for sessions: a committed change is checked at its next request. */
    private readonly sessions: { forget(idUser: number): void },
  ) {}

  async list(ctx: Context, filter?: UserFilter | null, pageInput?: PageInput | null): Promise<Page<User>> {
    const { limit, offset, order } = paging(pageInput);
    const where: Record<string, unknown> = {};
    const username = filter?.username?.trim();
    if (username) where.username = { $ilike: likeContains(username) };
    if (filter?.status !== undefined && filter.status !== null) where.idStatus = filter.status;
    if (filter?.level !== undefined && filter.level !== null) where.idLevel = filter.level;
    const [items, total] = await ctx.em.findAndCount(User, where, {
      populate: ['skpd'],
      orderBy: { idUser: order },
      limit,
      offset,
    });
    return { items, total };
  }

  async get(ctx: Context, idUser: number): Promise<User> {
    const user = await ctx.em.findOne(User, { idUser }, { populate: ['skpd'] });
    if (!user) throw notFound('Pengguna');
    return user;
  }

  async create(ctx: Context, input: CreateUserInput): Promise<User> {
    const actor = ctx.actor!;
    const fields = validate(createUserSchema, input);
    this.assertLevelAllowed(actor.idLevel, fields.idLevel);
    await this.assertLoginNamesFree(ctx, fields.username, fields.email);
    const user = ctx.em.create(User, {
      nama: fields.nama,
      username: fields.username.toLowerCase(),
      email: fields.email.toLowerCase(),
      hp: fields.hp,
      idLevel: fields.idLevel,
      skpd: await this.skpdFor(ctx, fields.idLevel, fields.idSkpd),
      idStatus: fields.status,
      passwordHash: await hashPassword(fields.password),
    });
    await this.writeUnique(ctx, { riwayat: `Menambah pengguna "${user.nama}" (${levelText(user.idLevel)})` });
    return user;
  }

  async update(ctx: Context, idUser: number, input: UpdateUserInput): Promise<User> {
    const actor = ctx.actor!;
    const user = await this.get(ctx, idUser);
    if (!can(actor, 'user:edit', user)) throw forbidden('Anda tidak dapat mengubah pengguna ini');
    const fields = validate(updateUserSchema, input);
    if (fields.idLevel !== user.idLevel) {
      if (actor.idUser === user.idUser) throw new InputError({ idLevel: 'Anda tidak dapat mengubah level akun sendiri' });
      this.assertLevelAllowed(actor.idLevel, fields.idLevel);
    }
    if (actor.idUser === user.idUser && fields.status !== 1) {
      throw new InputError({ status: 'Anda tidak dapat menonaktifkan akun sendiri' });
    }
    await this.assertLoginNamesFree(ctx, fields.username, fields.email, user.idUser);
    const changes: string[] = [];
    if (fields.idLevel !== user.idLevel) changes.push(`level ${levelText(user.idLevel)} → ${levelText(fields.idLevel)}`);
    if (fields.status !== user.idStatus) changes.push(`status ${userStatusText(user.idStatus)} → ${userStatusText(fields.status)}`);
    if (fields.password) changes.push('kata sandi');
    const revokeTokens = changes.length > 0;

    user.nama = fields.nama;
    user.username = fields.username.toLowerCase();
    user.email = fields.email.toLowerCase();
    user.hp = fields.hp;
    user.idLevel = fields.idLevel;
    user.skpd = await this.skpdFor(ctx, fields.idLevel, fields.idSkpd);
    user.idStatus = fields.status;
    if (fields.password) user.passwordHash = await hashPassword(fields.password);
    if (revokeTokens) user.tokenVersion += 1;
    await this.writeUnique(ctx, { riwayat: `Mengubah pengguna "${user.nama}"${changes.length ? ` (${changes.join(', ')})` : ''}` });
    // Committed: its next request here is checked against the change at once. PostgreSQL announces it to
    // every instance, which then also closes the account's websockets if its sessions ended.
    this.sessions.forget(user.idUser);
    return user;
  }

  async delete(ctx: Context, idUser: number): Promise<boolean> {
    const user = await this.get(ctx, idUser);
    if (!can(ctx.actor, 'user:delete', user)) throw forbidden('Anda tidak dapat menghapus pengguna ini');
    try {
      await this.commit.transaction(ctx, async (em) => {
        await claimForDelete(em, User, { idUser }, 'Pengguna');
        em.remove(em.getReference(User, idUser));
        return { result: true, change: { riwayat: `Menghapus pengguna "${user.nama}"` } };
      });
    } catch (err) {
      if (err instanceof ForeignKeyConstraintViolationException) {
        throw conflict('Pengguna masih memiliki data terkait dan tidak dapat dihapus; nonaktifkan saja akunnya');
      }
      throw err;
    }
    this.sessions.forget(idUser);
    return true;
  }

  private assertLevelAllowed(actorLevel: number, level: number): void {
    if (!assignableLevels(actorLevel).includes(level)) {
      throw new InputError({ idLevel: 'Anda tidak dapat memberikan level ini' });
    }
  }

  /**
   * Login accepts an Akun or an e-mail, so an Akun may not be another account's e-mail and vice versa
   * (each column's own uniqueness is the database's unique indexes, checked at flush).
   */
  private async assertLoginNamesFree(ctx: Context, username: string, email: string, exceptId?: number): Promise<void> {
    const others = exceptId === undefined ? {} : { idUser: { $ne: exceptId } };
    if (await ctx.em.count(User, { email: username.toLowerCase(), ...others })) {
      throw new InputError({ username: 'Akun sudah digunakan' });
    }
    if (await ctx.em.count(User, { username: email.toLowerCase(), ...others })) {
      throw new InputError({ email: 'Email sudah digunakan' });
    }
  }

  private async skpdFor(ctx: Context, idLevel: number, idSkpd?: number | null) {
    if (idLevel !== Level.Skpd || !idSkpd) return null;
    const skpd = await ctx.em.findOne(Skpd, { idSkpd });
    if (!skpd) throw new InputError({ idSkpd: 'SKPD tidak ditemukan' });
    return ctx.em.getReference(Skpd, idSkpd, { wrapped: true });
  }

  private async writeUnique(ctx: Context, change: Change): Promise<void> {
    try {
      await this.commit.write(ctx, change);
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        // The constraint names the column; the message cannot, since it quotes the whole insert.
        const constraint = (err as { constraint?: string }).constraint ?? '';
        const field = constraint === 'users_email_unique' ? 'email' : 'username';
        throw new InputError({ [field]: field === 'email' ? 'Email sudah digunakan' : 'Akun sudah digunakan' });
      }
      throw err;
    }
  }
}
