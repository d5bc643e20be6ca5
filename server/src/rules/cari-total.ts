/**
 * The largest total a search tells (the server caps it, the dialog reads it): a total of this many means this
 * many or more. Apart from rules/cari.ts so that the client's search dialog does not load zod with it.
 */
export const CARI_TOTAL_MAX = 1000;
