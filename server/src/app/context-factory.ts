import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { authenticate, authenticateUser, bearerToken } from './authenticate.js';
import type { Context } from './context.js';
import type { Services } from './services.js';

/** Builds the per-request context used by HTTP GraphQL, websockets and the legacy adapter alike. */
export const contextFactory =
  (orm: MikroORM, services: Services, rootLog: Logger) =>
  async (request: { authorization?: string | null; ip: string; log?: Logger; idUser?: number }): Promise<Context> => {
    const em = orm.em.fork();
    // idUser: an account vouched for by a verified signed link (report downloads), checked like a token's.
    const actor =
      request.idUser !== undefined
        ? await authenticateUser(em, request.idUser)
        : await authenticate(em, services.tokens, bearerToken(request.authorization));
    return { em, actor, ip: request.ip, log: request.log ?? rootLog, services };
  };

export type ContextFactory = ReturnType<typeof contextFactory>;
