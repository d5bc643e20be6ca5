/**
 * Who may do what (SPEC §6), in one vocabulary: `can(actor, ability, resource?)`. The levels are mapped to
 * abilities here and nowhere else. The schema's `@Authorized(ability)` on every operation, subscription
 * and guarded field asks it (common/auth-checker.ts); services ask it for row rules (a partner and its
 * own proposals); the client asks the same function which buttons and menu entries to show — never the
 * protection.
 */
import { canDeleteUser, canEditUser } from './access.js';
import { ADMINS, ALL_LEVELS, Level, PARTNERS, STAFF } from './levels.js';
import { canViewPenjajagan, canWritePenjajagan } from './penjajagan-access.js';
import { canDraftPks } from './pks-draft.js';
import { canLaporMonev, canReadMonev, canTambahBuktiMonev } from './monev-access.js';

export interface PolicyActor {
  idUser: number;
  idLevel: number;
  /** Set when the request came with a personal access token (modules/token-akses) rather than a session. */
  accessToken?: { write: boolean } | null;
}

interface Rule {
  /** The levels that have the ability at all. */
  levels: readonly number[];
  /** Decides per record when one is given (the record's own rules, e.g. ownership). */
  row?: (actor: PolicyActor, resource: never) => boolean;
  /** The record's own account has the ability too (its e-mail and phone). */
  self?: boolean;
  /** Only with a session (a signed-in person), never with a personal access token. */
  sessionOnly?: boolean;
}

function ownsRecord(actor: PolicyActor, resource: unknown): boolean {
  return typeof resource === 'object' && resource !== null && (resource as { idUser?: unknown }).idUser === actor.idUser;
}

/** An agreement (or a contract, through its agreement) whose partner account is the actor. */
function tiedToPartner(actor: PolicyActor, resource: { idMitra?: unknown }): boolean {
  return resource.idMitra === actor.idUser;
}

const rules = {
  // Kesepakatan (MOU) and Perjanjian (PKS): office staff read, admins write (level 2 is read-only).
  'mou:read': { levels: STAFF },
  'mou:write': { levels: ADMINS },
  'mou:report': { levels: ADMINS },
  'pks:read': { levels: STAFF },
  'pks:write': { levels: ADMINS },
  // Create PKS (SPEC §6: 1, 2, 99): level 2 submits a draft for an agreement its own agency is linked to.
  'pks:draft': { levels: STAFF, row: canDraftPks },
  'pks:report': { levels: ADMINS },
  'dashboard:read': { levels: STAFF },
  // Partner accounts and agencies offered by the forms' comboboxes.
  'mitra:search': { levels: STAFF },
  'skpd:search': { levels: STAFF },
  'skpd:manage': { levels: ADMINS },
  // Penjajakan: staff see every proposal, a partner its own; admins and the owning partner write to it.
  'penjajagan:read': { levels: ALL_LEVELS, row: canViewPenjajagan },
  'penjajagan:search': { levels: STAFF },
  'penjajagan:write': { levels: [...ADMINS, ...PARTNERS], row: canWritePenjajagan },
  'penjajagan:manage': { levels: ADMINS },
  'penjajagan:editJudul': { levels: [Level.Admin] },
  'penjajagan:report': { levels: ADMINS },
  // Accounts: admins manage them, within the rules of canEditUser / canDeleteUser.
  'user:manage': { levels: ADMINS },
  'user:edit': { levels: ADMINS, row: canEditUser },
  'user:delete': { levels: ADMINS, row: canDeleteUser },
  'user:contact': { levels: ADMINS, self: true },
  // The public site's content and the audit log.
  'content:manage': { levels: ADMINS },
  'riwayat:read': { levels: ADMINS },
  // Personal access tokens (Token Akses): every account manages its own, only from a session; admins may
  // let a token of theirs write (and it writes only while they are still admins).
  'token:manage': { levels: ALL_LEVELS, row: ownsRecord, sessionOnly: true },
  'token:write': { levels: ADMINS },
  // The schema by introspection in production (GraphiQL); everyone reads the SDL at /graphql/schema.graphql.
  'schema:introspect': { levels: STAFF },
  // Search (issue 20): every signed-in account searches what it may read (modules/cari); a partner finds the
  // agreements and contracts tied to its account (mou.id_mitra) with their documents.
  'cari:read': { levels: ALL_LEVELS },
  'kerjasama:readTied': { levels: PARTNERS, row: tiedToPartner },
  // Monev (issue 19): admins, level 2 for records its agency is linked to and a partner for its own records
  // file implementation reports and read a record's monev history; admins evaluate; staff see the schedule.
  'monev:read': { levels: [...STAFF, ...PARTNERS], row: canReadMonev },
  'monev:lapor': { levels: [...STAFF, ...PARTNERS], row: canLaporMonev },
  // Evidence on a filed report: its own side (the agencies' or the partner's), and admins.
  'monev:bukti': { levels: [...STAFF, ...PARTNERS], row: canTambahBuktiMonev },
  'monev:evaluasi': { levels: ADMINS },
  'monev:jadwal': { levels: STAFF },
  'monev:laporan': { levels: ADMINS },
  // Notifications (issue 18): every account reads, marks and subscribes to its own only (the service's queries
  // are bound to the actor), and chooses per kind whether a mail follows.
  'notifikasi:read': { levels: ALL_LEVELS },
  'pengingat:manage': { levels: ADMINS },
  // The private calendar URL: every account its own, from a session only (the feed itself needs only its token).
  'kalender:manage': { levels: ALL_LEVELS, sessionOnly: true },
  // Stages of agreements and contracts (issue 17): admins move them through their gates; a partner follows
  // the agreements tied to its account (stage and timeline without internal notes).
  'tahapan:write': { levels: ADMINS },
  'tahapan:mine': { levels: PARTNERS },
  // TKKSD review of proposals: admins ask reviewers and decide; level 2 gives the pertimbangan asked of it.
  'tkksd:read': { levels: STAFF },
  'tkksd:manage': { levels: ADMINS },
  'tkksd:review': { levels: [Level.Skpd] },
  // Tugas Saya: what waits for the signed-in staff member.
  'tugas:read': { levels: STAFF },
  // Unduh Draf: a template filled from an agreement or contract.
  'draf:unduh': { levels: STAFF },
  // The office's own .docx templates replacing the shipped ones (issue 17).
  'templat:manage': { levels: ADMINS },
  // Addenda of agreements and contracts.
  'adendum:write': { levels: ADMINS },
} satisfies Record<string, Rule>;

export type Ability = keyof typeof rules;

/** Every ability and the levels that have it (the access matrix and the docs read this). */
export const ABILITIES: Readonly<Record<Ability, readonly number[]>> = Object.fromEntries(
  Object.entries(rules).map(([ability, rule]) => [ability, rule.levels]),
) as Record<Ability, readonly number[]>;


/**
 * Whether `actor` may do `ability` — on `resource` when given (then its row rule decides too). Nobody
 * signed out has any ability.
 */
export const can = (actor: PolicyActor | null | undefined, ability: Ability, resource?: unknown): boolean => {
  if (!actor) return false;
  const rule: Rule = rules[ability];
  if (rule.sessionOnly && actor.accessToken) return false;
  if (!rule.levels.includes(actor.idLevel)) return rule.self === true && ownsRecord(actor, resource);
  return resource === undefined || !rule.row || rule.row(actor, resource as never);
};

/** Abilities a record's own account has even signed out (an answer to its own login). */
export const allowsSelf = (ability: Ability): boolean => (rules[ability] as Rule).self === true;
