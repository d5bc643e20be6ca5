import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Context } from '../../common/context.js';
import { AppError, InputError, MESSAGES } from '../../common/errors.js';
import { validate } from '../../common/validate.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { SELF_REGISTER_LEVELS, levelText } from '../../rules/levels.js';
import { loginSchema, registerSchema } from '../../rules/validation.js';
import type { Commit } from '../riwayat/commit.js';
import { User } from '../user/user.entity.js';
import type { LoginInput, RegisterInput } from './auth.inputs.js';
import { registrationAttemptMail, verificationMail, type Registration } from './auth.mails.js';
import type { Captcha } from './captcha.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import { LoginGuard, loginSubject } from './login-guard.js';
import { Throttle } from './throttle.js';
import type { Tokens } from './tokens.js';

const WRONG_CREDENTIALS = 'Akun atau Kata Sandi salah';
const REGISTER_PER_ADDRESS = { max: 10, windowSeconds: 60 * 60 };

export const REGISTER_SUCCESS = 'Harap Verifikasi Email Untuk Mengaktifkan Akun';

type RegisterFields = z.output<typeof registerSchema>;

/** An account its owner registered (Akun = e-mail, a partner level) and never activated. */
const isUnactivatedRegistration = (u: User): boolean => u.idStatus === 0 && u.username === u.email && SELF_REGISTER_LEVELS.includes(u.idLevel);

const registrationOf = (u: User): Registration => ({ instansi: u.nama, level: levelText(u.idLevel), hp: u.hp });

export class AuthService {
  private readonly throttle = new Throttle();
  private readonly loginGuard = new LoginGuard();

  constructor(
    private readonly tokens: Tokens,
    private readonly captcha: Captcha,
    private readonly mailer: Mailer,
    private readonly commit: Commit,
    private readonly publicUrl: string,
    /** This instance's kept accounts (app/accounts.ts): an account whose sessions end is forgotten at once. */
    private readonly sessions: { forget(idUser: number): void },
  ) {}

  async login(ctx: Context, input: LoginInput): Promise<{ token: string; user: User }> {
    const { username, password } = validate(loginSchema, input);
    const name = username.toLowerCase();
    const user = await ctx.em.findOne(User, { $or: [{ username: name }, { email: name }] }, { populate: ['passwordHash', 'skpd'] });
    const subject = loginSubject(user?.idUser, name);
    const failures = await this.loginGuard.admit(ctx.em, subject, ctx.ip);
    await this.captcha.verify(ctx.em, input.captcha, { strong: this.loginGuard.underAttack(failures) });
    await this.loginGuard.slowDown(failures);

    // one attempt of an address at a time: each is admitted after the one before it was counted
    await this.loginGuard.oneAtATime(ctx.ip, async () => {
      await this.loginGuard.admit(ctx.em, subject, ctx.ip);
      const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
      if (!user || !ok) {
        const now = await this.loginGuard.failed(ctx.em, subject, ctx.ip);
        const riwayat = this.loginGuard.worthRecording(now) ? await this.failureLine(ctx, subject, username, now) : undefined;
        await this.commit.write(ctx, { riwayat, riwayatName: 'Tamu' });
        throw new InputError({ password: WRONG_CREDENTIALS });
      }
    });
    if (!user) throw new InputError({ password: WRONG_CREDENTIALS });
    if (user.idStatus === 0) throw new InputError({ username: 'Akun belum diaktivasi, silakan verifikasi email Anda' });
    if (user.idStatus !== 1) throw new InputError({ username: 'Akun tidak aktif, silakan hubungi admin' });

    await this.loginGuard.succeeded(ctx.em, subject, ctx.ip);
    // The answer carries the account itself: its own fields (e-mail, phone) are for it to see.
    (ctx.provenAccounts ??= new Set()).add(user.idUser);
    await this.commit.write({ em: ctx.em, actor: user }, { riwayat: 'Masuk ke sistem' });
    const token = this.tokens.signSession({
      id_user: user.idUser,
      nama: user.nama,
      id_level: user.idLevel,
      ver: user.tokenVersion,
    });
    return { token, user };
  }

  /** The first failure, then one line when an attack starts and each time it doubles, never one per guess. */
  private async failureLine(ctx: Context, subject: string, typedName: string, failures: number): Promise<string> {
    const account = `"${typedName.slice(0, 100)}"`;
    if (failures === 1) return `Gagal masuk dengan akun ${account}`;
    const addresses = await this.loginGuard.addresses(ctx.em, subject);
    return `Gagal masuk berulang dengan akun ${account}: ${failures} kali dalam 15 menit dari ${addresses} alamat`;
  }

  /** A captcha challenge; a stronger one for an account that is being guessed at. */
  async captchaChallenge(em: EntityManager, typedName: string | undefined) {
    let strong = false;
    if (typedName) {
      const name = typedName.toLowerCase().slice(0, 255);
      const user = await em.findOne(User, { $or: [{ username: name }, { email: name }] }, { fields: ['idUser'] });
      strong = await this.loginGuard.isUnderAttack(em, loginSubject(user?.idUser, name));
    }
    return this.captcha.challenge({ strong });
  }

  /**
   * Buat Akun. An address that already belongs to an account (as its e-mail or its Akun) gets the same
   * answer as a free one, after the same work (the password is hashed either way), so the answer tells
   * nobody whether it is taken; the owner is told by mail instead, and the account is not touched.
   */
  async register(ctx: Context, input: RegisterInput): Promise<string> {
    const fields = validate(registerSchema, input);
    await this.throttle.consume(ctx.em, `register:ip:${ctx.ip}`, REGISTER_PER_ADDRESS, 'Terlalu banyak pendaftaran dari alamat ini. Silakan coba lagi nanti.');
    await this.captcha.verify(ctx.em, input.captcha);
    const email = fields.email.toLowerCase();
    const passwordHash = await hashPassword(fields.password);
    const owners = await this.ownersOf(ctx.em, email);
    if (owners.length > 0) return this.registrationOfTakenAddress(ctx, owners, fields, passwordHash);

    const user = ctx.em.create(User, {
      nama: fields.instansi,
      username: email,
      email,
      hp: fields.noTelp,
      jabatan: fields.jabatan || null,
      idLevel: fields.idLevel,
      passwordHash,
      idStatus: 0,
    });
    try {
      await this.commit.write(ctx, { riwayat: `Mendaftar sebagai ${levelText(fields.idLevel)}`, riwayatName: fields.instansi });
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      // Taken by a registration that committed meanwhile: answered as above.
      ctx.em.clear();
      return this.registrationOfTakenAddress(ctx, await this.ownersOf(ctx.em, email), fields, passwordHash);
    }
    await this.mail(ctx, user, verificationMail(user, this.verificationLink(user), registrationOf(user)));
    return REGISTER_SUCCESS;
  }

  /** The accounts an address belongs to, as their e-mail or as their Akun (login accepts either). */
  private ownersOf(em: EntityManager, email: string): Promise<User[]> {
    return em.find(User, { $or: [{ email }, { username: email }] }, { orderBy: { idUser: 'asc' } });
  }

  private async registrationOfTakenAddress(ctx: Context, owners: User[], fields: RegisterFields, passwordHash: string): Promise<string> {
    const [only] = owners;
    if (owners.length === 1 && only && isUnactivatedRegistration(only) && (await this.replaceRegistration(ctx, only.idUser, fields, passwordHash))) return REGISTER_SUCCESS;
    await this.commit.write(ctx, {
      riwayat: owners.map((owner) => `Percobaan mendaftar dengan email akun "${owner.username}" (akun tidak diubah)`),
      riwayatName: fields.instansi,
    });
    for (const owner of owners) {
      // an account an admin made and left unactivated: its owner may have lost the first link
      const next = owner.idStatus === 0 && !isUnactivatedRegistration(owner) ? { activationLink: this.verificationLink(owner) } : { loginLink: `${this.publicUrl}/login` };
      await this.mail(ctx, owner, registrationAttemptMail(owner, next));
    }
    return REGISTER_SUCCESS;
  }

  /**
   * A registration of an address whose own registration was never activated takes its place: the address
   * gets a link for the new one, and the earlier one's link stops working (the links carry the account's
   * token version). So a stranger who registered an institution's address first cannot have its owner
   * activate the stranger's password. False when the account was activated meanwhile.
   */
  private async replaceRegistration(ctx: Context, idUser: number, fields: RegisterFields, passwordHash: string): Promise<boolean> {
    const user = await this.commit.transaction(ctx, async (em) => {
      const u = await em.findOne(User, { idUser }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] });
      if (!u || !isUnactivatedRegistration(u)) return { result: null, change: {} };
      Object.assign(u, { nama: fields.instansi, hp: fields.noTelp, jabatan: fields.jabatan || null, idLevel: fields.idLevel, passwordHash, tokenVersion: u.tokenVersion + 1 });
      return { result: u, change: { riwayat: `Mendaftar ulang sebagai ${levelText(fields.idLevel)} (pendaftaran yang belum diaktifkan diganti)`, riwayatName: fields.instansi } };
    });
    if (!user) return false;
    await this.mail(ctx, user, verificationMail(user, this.verificationLink(user), registrationOf(user), true));
    return true;
  }

  private verificationLink(user: User): string {
    return `${this.publicUrl}/verifikasi/${this.tokens.signVerification(user.idUser, user.tokenVersion)}`;
  }

  /** Sends a mail to an account; a failure is logged, never answered (the answer must not depend on it). */
  private async mail(ctx: Context, user: User, mail: Mail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (err) {
      ctx.log.error({ err, idUser: user.idUser, subject: mail.subject }, 'mail failed');
    }
  }

  /**
   * Keluar: ends the account's sessions, and the signed links made for them, by raising its token version
   * (PostgreSQL announces the change to every instance; this one forgets the account at once).
   */
  async logout(ctx: Context): Promise<boolean> {
    const user = await ctx.em.findOne(User, { idUser: ctx.actor!.idUser });
    if (!user) return true; // deleted meanwhile: no session of it is left to end
    user.tokenVersion += 1;
    await this.commit.write(ctx, { riwayat: 'Keluar dari sistem' });
    this.sessions.forget(user.idUser);
    return true;
  }

  async verifyEmail(ctx: Context, token: string): Promise<string> {
    const link = this.tokens.verifyVerification(token);
    const user = link ? await ctx.em.findOne(User, { idUser: link.idUser }) : null;
    // a link of a registration that another one replaced (or of sessions ended since) opens nothing
    if (!user || (user.idStatus === 0 && user.tokenVersion !== link!.ver)) throw new AppError('BAD_USER_INPUT', 'Tautan verifikasi tidak valid atau sudah kedaluwarsa');
    if (user.idStatus === 1) return 'Akun sudah aktif, silakan masuk';
    if (user.idStatus === 2) throw new AppError('FORBIDDEN', 'Akun tidak aktif, silakan hubungi admin');
    user.idStatus = 1;
    await this.commit.write({ em: ctx.em, actor: user }, { riwayat: 'Memverifikasi email dan mengaktifkan akun' });
    return 'Akun berhasil diaktifkan, silakan masuk';
  }

  async me(ctx: Context): Promise<User | null> {
    if (!ctx.actor) return null;
    return ctx.em.findOne(User, { idUser: ctx.actor.idUser }, { populate: ['skpd'] });
  }
}

export { MESSAGES };
