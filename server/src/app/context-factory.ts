import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import type { Logger } from 'pino';
import type { LinkViewer } from '../common/signed-link.js';
import { authenticate, authenticateUser, bearerToken } from './authenticate.js';
import type { Context } from '../common/context.js';
import type { Services } from './services.js';
import { isAccessToken } from '../modules/token-akses/access-token.service.js';

/** Builds the per-request context used by HTTP GraphQL, websockets and the legacy adapter alike. */
export const contextFactory =
  (orm: MikroORM, services: Services, rootLog: Logger) =>
  async (request: { authorization?: string | null; ip: string; log?: Logger; viewer?: LinkViewer }): Promise<Context> => {
    const em = orm.em.fork();
    const base = { em, ip: request.ip, log: request.log ?? rootLog };
    // viewer: an account vouched for by a verified signed link (report downloads), checked like a token's.
    if (request.viewer !== undefined) return { ...base, actor: await authenticateUser(em, services.accounts, request.viewer) };
    try {
      const token = bearerToken(request.authorization);
      // A personal access token (ks_pat_…) or a session token.
      const actor = isAccessToken(token) ? await services.accessTokens.authenticate(em, token) : await authenticate(em, services.tokens, services.accounts, token);
      return { ...base, actor };
    } catch (err) {
      // A bad token: decided per operation (public queries run as anonymous; see public-cache.ts).
      if (err instanceof AppError && err.extensions.code === 'UNAUTHENTICATED') return { ...base, actor: null, authError: err };
      throw err;
    }
  };

export type ContextFactory = ReturnType<typeof contextFactory>;
