/** The dates of every admin screen: one implementation with the public site's and the server's (rules/dates). */
export { formatTanggal, formatWaktu } from '@rules/dates';
