/**
 * Limits of the free texts people write on the lifecycle (a reviewer's note, a decision's reason, an
 * addendum's note), with their Indonesian message. Pure: shared by the server (authoritative) and the client.
 */

/** A note or reason: the pertimbangan note, the decision's reason (alasan), an addendum's catatan. */
export const CATATAN_MAX = 2000;

export const maksimalKarakter = (max: number): string => `Maksimal ${max} karakter`;
