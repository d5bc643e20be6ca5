import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../common/errors.js';
import { Throttle, waitMessage } from './throttle.js';

const WINDOW_SECONDS = 15 * 60;
/** Hard blocks: one account from one address, and one address whatever the account. */
const PER_ACCOUNT_AND_ADDRESS = { max: 5, windowSeconds: WINDOW_SECONDS };
const PER_ADDRESS = { max: 30, windowSeconds: WINDOW_SECONDS };
/** Failures of one account from every address: past this it is under attack (delays, a stronger captcha). */
const UNDER_ATTACK = 5;
const MAX_DELAY_MS = 3_000;

/**
 * Who a login attempt is about: the account it resolves to (so its Akun and its e-mail share one budget),
 * or, for a name no account has, that name.
 */
export const loginSubject = (idUser: number | undefined, typedName: string): string =>
  idUser ? `akun:${idUser}` : `nama:${typedName.toLowerCase()}`;

/**
 * Guessing passwords is limited without letting anyone lock an account out: an account is blocked only
 * for the address that failed on it (and an address that fails on many accounts is blocked whole). Every
 * address together only slows the account down — a growing delay and a stronger captcha — so its owner
 * can always get in from a clean address.
 */
export class LoginGuard {
  private readonly throttle = new Throttle();
  /** Per client address, the end of the attempt running (and of those queued behind it). */
  private readonly running = new Map<string, Promise<unknown>>();

  /**
   * Runs the password check of one login after the address's attempts before it on this instance: guesses
   * sent in parallel each see the failures counted before them (checked in parallel, 40 guesses had passed a
   * budget of 5). Legitimate logins from one address (an office behind one NAT) wait a hash each, ~50 ms.
   * Across instances, at most one guess per instance is in flight per address.
   */
  async oneAtATime<T>(ip: string, work: () => Promise<T>): Promise<T> {
    const before = this.running.get(ip) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    const tail = mine.catch(() => undefined);
    this.running.set(ip, tail);
    try {
      return await mine;
    } finally {
      if (this.running.get(ip) === tail) this.running.delete(ip);
    }
  }

  private accountKey = (subject: string) => `login:${subject}`;
  private pairKey = (subject: string, ip: string) => `login:${subject}:ip:${ip}`;
  private addressKey = (ip: string) => `login:ip:${ip}`;

  /** Refuses a blocked (account, address) or address; returns the account's failures from every address. */
  async admit(em: EntityManager, subject: string, ip: string): Promise<number> {
    const wait = Math.max(
      await this.throttle.blockedFor(em, this.pairKey(subject, ip), PER_ACCOUNT_AND_ADDRESS),
      await this.throttle.blockedFor(em, this.addressKey(ip), PER_ADDRESS),
    );
    if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', waitMessage(wait));
    return this.throttle.hits(em, this.accountKey(subject));
  }

  underAttack(failures: number): boolean {
    return failures >= UNDER_ATTACK;
  }

  async isUnderAttack(em: EntityManager, subject: string): Promise<boolean> {
    return this.underAttack(await this.throttle.hits(em, this.accountKey(subject)));
  }

  /** 100 ms at the fifth failure, doubling with each, at most 3 s. */
  async slowDown(failures: number): Promise<void> {
    if (this.underAttack(failures)) await sleep(Math.min(100 * 2 ** (failures - UNDER_ATTACK), MAX_DELAY_MS));
  }

  /** Counts a failure; returns the account's failures in the window. */
  async failed(em: EntityManager, subject: string, ip: string): Promise<number> {
    await this.throttle.hit(em, this.pairKey(subject, ip), PER_ACCOUNT_AND_ADDRESS);
    await this.throttle.hit(em, this.addressKey(ip), PER_ADDRESS);
    return this.throttle.hit(em, this.accountKey(subject), { max: UNDER_ATTACK, windowSeconds: WINDOW_SECONDS });
  }

  /** The addresses that failed on the account in the window. */
  addresses(em: EntityManager, subject: string): Promise<number> {
    return this.throttle.liveKeysStartingWith(em, `${this.accountKey(subject)}:ip:`);
  }

  async succeeded(em: EntityManager, subject: string, ip: string): Promise<void> {
    await this.throttle.reset(em, this.pairKey(subject, ip));
  }

  /** Riwayat gets the first failure and then one line when an attack starts and each time it doubles. */
  worthRecording(failures: number): boolean {
    if (failures === 1) return true;
    const multiple = failures / UNDER_ATTACK;
    return Number.isInteger(multiple) && (multiple & (multiple - 1)) === 0;
  }
}
