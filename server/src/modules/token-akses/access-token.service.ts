import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, Context } from '../../common/context.js';
import { AppError, forbidden, inputError, notFound } from '../../common/errors.js';
import { can } from '../../rules/policy.js';
import type { Limit, Throttle } from '../auth/throttle.js';
import type { Commit } from '../riwayat/commit.js';
import { AccessToken } from './access-token.entity.js';
import { TokenAksesDicabut } from './access-token.events.js';
import type { AccessTokenInput, NewAccessToken } from './access-token.inputs.js';

/** Every personal access token starts so: recognisable in a config file, and told apart from a session token. */
export const ACCESS_TOKEN_PREFIX = 'ks_pat_';
/** Requests per token and minute (all instances together: the counters live in PostgreSQL). */
export const ACCESS_TOKEN_LIMIT: Limit = { max: 300, windowSeconds: 60 };
/** Live (not revoked) tokens an account may have. */
const MAX_TOKENS = 20;
const MAX_DAYS = 3650;

export const isAccessToken = (token: string | null): token is string => token !== null && token.startsWith(ACCESS_TOKEN_PREFIX);
export const hashAccessToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const accessTokenThrottleKey = (idToken: number): string => `pat:${idToken}`;

const invalid = () =>
  new AppError('UNAUTHENTICATED', 'Token akses tidak valid, sudah dicabut atau sudah kedaluwarsa', { http: { status: 401 } });

interface TokenRow {
  idToken: number;
  tulis: boolean;
  idUser: number;
  nama: string;
  idLevel: number;
  tokenVersion: number;
  expiresAt: Date | string | null;
}

/**
 * Token Akses (personal access tokens): made by an account for itself from a session, shown once, stored
 * as SHA-256 only, read-only unless an admin lets one of their own write, revocable, rate limited per token.
 * Every request reads the token and its account afresh, so a revocation, a disabled account or a new level
 * takes effect on the next request.
 */
export class AccessTokenService {
  constructor(
    private readonly commit: Commit,
    private readonly throttle: Throttle,
    private readonly limit: Limit = ACCESS_TOKEN_LIMIT,
  ) {}

  /** The account behind a token as it is now (and the token's last use noted), or UNAUTHENTICATED. */
  async authenticate(em: EntityManager, token: string): Promise<Actor> {
    const [row] = await em.getConnection().execute<TokenRow[]>(
      `update access_token t set last_used_at = now()
         from users u
        where t.token_hash = ? and u.id_user = t.id_user and u.id_status = 1
          and t.revoked_at is null and (t.expires_at is null or t.expires_at > now())
       returning t.id_token as "idToken", t.tulis, u.id_user as "idUser", u.nama, u.id_level as "idLevel", u.token_version as "tokenVersion", t.expires_at as "expiresAt"`,
      [hashAccessToken(token)],
    );
    if (!row) throw invalid();
    const actor: Actor = { idUser: row.idUser, nama: row.nama, idLevel: row.idLevel, tokenVersion: row.tokenVersion, accessToken: { id: row.idToken, write: false, expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).getTime() } };
    // A write token writes only while its owner may still let one write (an admin demoted loses it at once).
    actor.accessToken!.write = row.tulis && can({ idUser: row.idUser, idLevel: row.idLevel }, 'token:write');
    return actor;
  }

  /** Counts one request of a token; TOO_MANY_REQUESTS (429) beyond the limit. */
  async countUse(em: EntityManager, idToken: number): Promise<void> {
    const hits = await this.throttle.hit(em, accessTokenThrottleKey(idToken), this.limit);
    if (hits > this.limit.max) {
      throw new AppError('TOO_MANY_REQUESTS', `Terlalu banyak permintaan dengan token akses ini (batas ${this.limit.max} per ${this.limit.windowSeconds} detik). Silakan coba lagi sebentar lagi.`, {
        http: { status: 429 },
      });
    }
  }

  /** The signed-in account's live tokens, newest first. */
  list(ctx: Context): Promise<AccessToken[]> {
    return ctx.em.find(AccessToken, { idUser: ctx.actor!.idUser, revokedAt: null }, { orderBy: { idToken: 'desc' } });
  }

  async create(ctx: Context, input: AccessTokenInput): Promise<NewAccessToken> {
    const actor = ctx.actor!;
    const nama = input.nama?.trim() ?? '';
    if (!nama) throw inputError('nama', 'Nama token tidak boleh kosong');
    if (nama.length > 100) throw inputError('nama', 'Nama token paling banyak 100 karakter');
    const days = input.berlakuHari ?? null;
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)) {
      throw inputError('berlakuHari', `Masa berlaku 1 sampai ${MAX_DAYS} hari, atau kosong untuk tanpa batas`);
    }
    const tulis = input.tulis === true;
    if (tulis && !can(actor, 'token:write')) throw forbidden('Hanya admin yang dapat membuat token akses dengan izin menulis');
    if ((await ctx.em.count(AccessToken, { idUser: actor.idUser, revokedAt: null })) >= MAX_TOKENS) {
      throw inputError('nama', `Paling banyak ${MAX_TOKENS} token akses aktif; cabut token yang tidak dipakai`);
    }
    const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const accessToken = ctx.em.create(AccessToken, {
      idUser: actor.idUser,
      nama,
      tokenHash: hashAccessToken(token),
      prefix: token.slice(0, ACCESS_TOKEN_PREFIX.length + 4),
      tulis,
      createdAt: new Date(),
      expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000),
    });
    await this.commit.write(ctx, { riwayat: `Membuat token akses "${nama}" (${tulis ? 'baca-tulis' : 'hanya baca'})` });
    return { token, accessToken };
  }

  async revoke(ctx: Context, idToken: number): Promise<boolean> {
    const accessToken = await ctx.em.findOne(AccessToken, { idToken, revokedAt: null });
    // Another account's token is not there as far as this one can tell.
    if (!accessToken || !can(ctx.actor, 'token:manage', accessToken)) throw notFound('Token akses');
    accessToken.revokedAt = new Date();
    await this.commit.write(ctx, { riwayat: `Mencabut token akses "${accessToken.nama}"`, events: [new TokenAksesDicabut({ idToken })] });
    return true;
  }
}
