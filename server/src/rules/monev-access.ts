/**
 * Who files, reads and adds evidence to monitoring reports (SPEC §6): the row rules `can()` asks (policy.ts),
 * apart from the reports' schemas so that the client's shell loads no validation library. Re-exported by monev.ts.
 */
import { ADMINS, Level, PARTNERS } from './levels.js';

/** Who files a report: the agency (SKPD) or the partner. */
export const PELAPOR = { skpd: 'Instansi (SKPD)', mitra: 'Mitra' } as const;
export type Pelapor = keyof typeof PELAPOR;

/** What a report is filed on: whether the actor's agency is linked to it, whether it is the partner's own. */
export interface MonevResource {
  skpdTerkait: boolean;
  milikMitra: boolean;
}

/** Who files a report: admins for any record, level 2 for records of its agency, a partner for its own. */
export const canLaporMonev = (actor: { idLevel: number }, r: MonevResource): boolean =>
  ADMINS.includes(actor.idLevel) || (actor.idLevel === Level.Skpd && r.skpdTerkait) || (PARTNERS.includes(actor.idLevel) && r.milikMitra);

/** Who reads a record's monev history: the same people who may file on it. */
export const canReadMonev = canLaporMonev;

/**
 * Who adds evidence (documents, photos) to a filed report: admins to any; otherwise whoever may file on the
 * record, on a report of its own side (a linked agency on the agencies' reports, the partner on its own).
 */
export const canTambahBuktiMonev = (actor: { idLevel: number }, r: MonevResource & { pelapor: Pelapor }): boolean =>
  canLaporMonev(actor, r) && (ADMINS.includes(actor.idLevel) || pelaporOf(actor.idLevel) === r.pelapor);

/** The reporter kind of an actor's report. */
export const pelaporOf = (level: number): Pelapor => (PARTNERS.includes(level) ? 'mitra' : 'skpd');
