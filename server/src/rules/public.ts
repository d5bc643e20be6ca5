/**
 * Public-site constants (SPEC §2.1, §9). Pure and free of zod, so the public pages can import them
 * without pulling the form validation into their bundle.
 */

/** Kesepakatan and Perjanjian tables: rows per page; pagination shows only above this. */
export const KERJASAMA_PUBLIC_PAGE_SIZE = 20;

/** Kegiatan list (/daftar-kegiatan): items per page (SPEC §7: fixed-size paging of 8). */
export const KEGIATAN_PUBLIC_PAGE_SIZE = 8;

/** The 4 latest kegiatan on the home page. */
export const KEGIATAN_HOME_COUNT = 4;

/** Agreement and contract status shown on the public site: 1 Aktif. */
export const KERJASAMA_STATUS_AKTIF = 1;
