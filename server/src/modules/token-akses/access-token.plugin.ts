import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Context } from '../../common/context.js';
import { AppError } from '../../common/errors.js';
import type { AccessTokenService } from './access-token.service.js';

/** Mutations that start or prove a session: never with a personal access token, even one that writes. */
const SESSION_STARTERS = new Set(['login', 'register', 'verifyEmail']);

export const READ_ONLY_MESSAGE =
  'Token akses ini hanya untuk membaca: perubahan data memerlukan token dengan izin menulis (dibuat oleh admin).';
export const SESSION_MESSAGE = 'Token akses tidak dapat dipakai untuk masuk, mendaftar atau memverifikasi akun.';

/** A refusal before anything runs: a 403, as the legacy paths answer (thrown from a plugin, it would be a 500). */
const refused = (message: string) => new AppError('FORBIDDEN', message, { http: { status: 403 } });

/** The root fields a selection reaches, through inline fragments and named fragments too. */
const rootFields = (document: DocumentNode, set: SelectionSetNode, seen = new Set<string>()): string[] =>
  set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(document, s.selectionSet, seen);
    if (seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value);
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? rootFields(document, fragment.selectionSet, seen) : [];
  });

/**
 * What a request made with a personal access token may do, for HTTP and the legacy paths alike (both run
 * through Apollo): each request counts against the token's rate limit; a read-only token runs no mutation;
 * no token starts a session. Decided once the operation is known, before anything runs or is cached.
 */
export const accessTokenPlugin = (accessTokens: AccessTokenService): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation, document }) {
        const token = contextValue.actor?.accessToken;
        if (!token) return;
        await accessTokens.countUse(contextValue.em, token.id);
        if (operation?.operation !== 'mutation') return;
        if (rootFields(document, operation.selectionSet).some((name) => SESSION_STARTERS.has(name))) throw refused(SESSION_MESSAGE);
        if (!token.write) throw refused(READ_ONLY_MESSAGE);
      },
    };
  },
});
