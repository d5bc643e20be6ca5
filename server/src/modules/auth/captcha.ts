import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InputError } from '../../common/errors.js';
import { CAPTCHA_MESSAGES } from '../../rules/validation.js';

const LIFETIME_MS = 10 * 60_000;
/** PBKDF2 iterations per attempt: the ordinary challenge, and the one for an account being guessed at. */
const COST = 5_000;
export const STRONG_COST = 20_000;
export const STRONG_CAPTCHA_MESSAGE = 'Akun ini sedang menerima banyak percobaan masuk. Silakan checklist captcha sekali lagi untuk verifikasi tambahan.';

/**
 * Self-hosted ALTCHA proof-of-work captcha (no third-party service). A solved challenge is accepted once:
 * its signature is remembered in PostgreSQL until it expires, so every instance refuses a replay.
 */
export class Captcha {
  constructor(
    readonly enabled: boolean,
    private readonly secret: string,
  ) {}

  private get keySecret(): string {
    return `${this.secret}:key`;
  }

  challenge(options: { strong?: boolean } = {}): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: options.strong ? STRONG_COST : COST,
      counter: randomInt(5_000, 10_000),
      deriveKey,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /**
   * Throws SPEC §5's captcha messages on the `captcha` field. `strong` asks for a challenge of the stronger
   * cost (its parameters are signed, so a client cannot claim one).
   */
  async verify(em: EntityManager, payload: string | null | undefined, options: { strong?: boolean } = {}): Promise<void> {
    if (!this.enabled) return;
    if (!payload) throw new InputError({ captcha: CAPTCHA_MESSAGES.missing });
    let decoded: Payload;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
      if (!decoded?.challenge?.parameters || !decoded.solution) throw new Error('shape');
    } catch {
      throw new InputError({ captcha: CAPTCHA_MESSAGES.failed });
    }
    if (options.strong && !(Number(decoded.challenge.parameters.cost) >= STRONG_COST)) throw new InputError({ captcha: STRONG_CAPTCHA_MESSAGE });
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    if (result?.expired) throw new InputError({ captcha: CAPTCHA_MESSAGES.expired });
    if (!result?.verified) throw new InputError({ captcha: CAPTCHA_MESSAGES.failed });
    const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + LIFETIME_MS);
    const fresh = await em.getConnection().execute<{ signature: string }[]>(
      `insert into captcha_used (signature, expires_at) values (?, ?) on conflict do nothing returning signature`,
      [decoded.challenge.signature ?? '', expiresAt],
    );
    if (fresh.length === 0) throw new InputError({ captcha: CAPTCHA_MESSAGES.failed });
    await em.getConnection().execute(`delete from captcha_used where expires_at < now()`);
  }
}
