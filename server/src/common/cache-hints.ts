import { Directive } from 'type-graphql';
import { defineEvent } from './events.js';

/**
 * Cache hints of the public site (see app/public-cache.ts for how they are used): `@PublicQuery()` on a
 * query anyone may cache, `@InheritCache()` on object types reached through one, and the event a service
 * publishes (through the commit helper) after a change to public content.
 */

export const PUBLIC_MAX_AGE = 60;

export type PublicContentKind = 'kegiatan' | 'partner' | 'slider' | 'profil';

/** A committed write of public content that has no event of its own (kegiatan, partner logos, slider, profil). */
export const PublicContentChanged = defineEvent<{ jenis: PublicContentKind; id: number | null }>('PUBLIC_CONTENT_CHANGED', { changesPublicData: true });

export const publicContentChanged = (jenis: PublicContentKind, id?: number) => new PublicContentChanged({ jenis, id: id ?? null });

/** A public query: anyone may cache its answer for PUBLIC_MAX_AGE seconds; a bad token is ignored. */
export const PublicQuery = () => Directive(`@cacheControl(maxAge: ${PUBLIC_MAX_AGE}, scope: PUBLIC)`);

/** An object type (or field) that takes the cache age of the field it is reached through. */
export const InheritCache = () => Directive('@cacheControl(inheritMaxAge: true)');
