/**
 * What a viewer's search may reach, decided by rules/policy.ts `can()` (the same abilities as the lists):
 * the SQL of cari.sql.ts turns each mode into the matching row conditions.
 */
import { can, type PolicyActor } from '../../rules/policy.js';

export interface Scope {
  /** semua: every agreement, every field; milik: the partner's own rows and the active rows, public fields; publik: active rows, public fields. */
  mou: 'semua' | 'milik' | 'publik';
  pks: 'semua' | 'milik' | 'publik';
  /** semua: every proposal (staff); milik: the partner's own; null: none. */
  penjajagan: 'semua' | 'milik' | null;
  /** semua: every status (content managers); publik: published news only. */
  kegiatan: 'semua' | 'publik';
  skpd: boolean;
}

export const PUBLIC_SCOPE: Scope = { mou: 'publik', pks: 'publik', penjajagan: null, kegiatan: 'publik', skpd: false };

export const scopeFor = (actor: PolicyActor | null): Scope => {
  if (!actor) return PUBLIC_SCOPE;
  // A partner's own records: the row rules asked with the actor as owner (the SQL applies the same to each row).
  const tied = can(actor, 'kerjasama:readTied', { idMitra: actor.idUser });
  const kerjasama = (ability: 'mou:read' | 'pks:read') => (can(actor, ability) ? 'semua' : tied ? 'milik' : 'publik');
  return {
    mou: kerjasama('mou:read'),
    pks: kerjasama('pks:read'),
    penjajagan: can(actor, 'penjajagan:search') ? 'semua' : can(actor, 'penjajagan:read', { idUser: actor.idUser }) ? 'milik' : null,
    kegiatan: can(actor, 'content:manage') ? 'semua' : 'publik',
    // the agencies' page is the admins' (level 2 picks agencies in forms, but has no page to open a hit on)
    skpd: can(actor, 'skpd:manage'),
  };
};

/** The last check of one hit, by the policy itself: a row the SQL let through that the policy refuses is dropped. */
export const allowedHit = (actor: PolicyActor | null, scope: Scope, hit: { jenis: string; pemilik: number | null; penuh: boolean }): boolean => {
  if (hit.jenis === 'KESEPAKATAN' || hit.jenis === 'PERJANJIAN') {
    const mode = hit.jenis === 'KESEPAKATAN' ? scope.mou : scope.pks;
    if (!hit.penuh || mode === 'semua') return true;
    return can(actor, 'kerjasama:readTied', { idMitra: hit.pemilik });
  }
  if (hit.jenis === 'PENJAJAKAN') return scope.penjajagan === 'semua' || can(actor, 'penjajagan:read', { idUser: hit.pemilik });
  if (hit.jenis === 'SKPD') return scope.skpd;
  return true;
};
