import { Directive } from 'type-graphql';
import type { Context } from '../app/context.js';

/**
 * Cache hints of the public site (see app/public-cache.ts for how they are used): `@PublicQuery()` on a
 * query anyone may cache, `@InheritCache()` on object types reached through one, and the event a service
 * publishes after committing a change to public content.
 */

export const PUBLIC_MAX_AGE = 60;

/** Topic published after a committed write of public content that has no topic of its own. */
export const PUBLIC_CONTENT_CHANGED = 'PUBLIC_CONTENT_CHANGED';

export type PublicContentKind = 'kegiatan' | 'partner' | 'slider' | 'profil';

/** A public query: anyone may cache its answer for PUBLIC_MAX_AGE seconds; a bad token is ignored. */
export const PublicQuery = () => Directive(`@cacheControl(maxAge: ${PUBLIC_MAX_AGE}, scope: PUBLIC)`);

/** An object type (or field) that takes the cache age of the field it is reached through. */
export const InheritCache = () => Directive('@cacheControl(inheritMaxAge: true)');

/** Called by a service after its write is committed (flush or transaction), never before. */
export const publicContentChanged = (ctx: Pick<Context, 'services'>, jenis: PublicContentKind, id?: number): void => {
  ctx.services.pubsub.publish(PUBLIC_CONTENT_CHANGED, { jenis, id: id ?? null });
};
