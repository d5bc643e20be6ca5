import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { Throttle, type Limit } from '../modules/auth/throttle.js';
import type { Context } from '../common/context.js';
import type { RiwayatService } from '../modules/riwayat/riwayat.service.js';

/** Refusals recorded per account and window; an account that keeps trying fills no more of Riwayat. */
export const DENIALS_RECORDED: Limit = { max: 20, windowSeconds: 600 };
const throttle = new Throttle();

/**
 * Records a refused action of a signed-in account in Riwayat: who was denied what, and when. It runs in
 * its own unit of work, after the refused operation (which wrote nothing), and never fails the answer.
 * Past DENIALS_RECORDED in a window, one line says that recording pauses, and the rest of the window is
 * not recorded.
 */
export const recordDenial = async (riwayat: RiwayatService, ctx: Pick<Context, 'em' | 'actor' | 'log'>, fields: readonly string[]): Promise<void> => {
  if (!ctx.actor || fields.length === 0) return;
  try {
    const em = ctx.em.fork();
    const hits = await throttle.hit(em, `denied:user:${ctx.actor.idUser}`, DENIALS_RECORDED);
    if (hits > DENIALS_RECORDED.max + 1) return;
    const aksi =
      hits <= DENIALS_RECORDED.max
        ? `Akses ditolak: ${[...new Set(fields)].join(', ').slice(0, 200)}`
        : `Akses ditolak berulang kali: pencatatan dijeda ${DENIALS_RECORDED.windowSeconds / 60} menit`;
    riwayat.record({ em, actor: ctx.actor }, aksi);
    await em.flush();
  } catch (err) {
    ctx.log.error({ err }, 'denied access not recorded in riwayat');
  }
};

/** The fields of an answer's FORBIDDEN errors (the operation's root fields, or the guarded nested ones). */
export const deniedFields = (errors: readonly GraphQLFormattedError[] | undefined): string[] =>
  (errors ?? []).filter((e) => e.extensions?.code === 'FORBIDDEN').map((e) => (e.path ?? []).filter((p) => typeof p === 'string').join('.') || '-');

/** Every FORBIDDEN answer over HTTP GraphQL and the legacy adapter (both run through Apollo) is recorded. */
export const denialAuditPlugin = (riwayat: RiwayatService): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== 'single') return;
        const fields = deniedFields(response.body.singleResult.errors);
        if (fields.length) await recordDenial(riwayat, contextValue, fields);
      },
    };
  },
});
