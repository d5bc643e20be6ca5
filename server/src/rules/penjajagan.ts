/**
 * Penjajakan (exploratory proposals) and their chat: statuses, limits, field rules with SPEC §5
 * messages, and who may do what (SPEC §6, penjajagan-access.ts, re-exported here). Pure: shared by the
 * server (authoritative) and the client (which only uses them to decide what to show).
 */
import { z } from 'zod';
import { statusField } from './status.js';
import { canEditJudul } from './penjajagan-access.js';
import { laporanFilterSchema } from './laporan.js';

export const PENJAJAGAN_STATUS = { Baru: 0, Proses: 1, Disetujui: 2, TidakDisetujui: 3 } as const;
export const PENJAJAGAN_STATUS_TEXT: Record<number, string> = {
  0: 'Baru',
  1: 'Proses',
  2: 'Disetujui',
  3: 'Tidak Disetujui',
};
export const PENJAJAGAN_STATUSES: readonly number[] = [0, 1, 2, 3];
export const penjajaganStatusText = (status: number): string => PENJAJAGAN_STATUS_TEXT[status] ?? '-';

/** SPEC §9. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_MAX_LENGTH = 200;
/** Messages one account may send per minute (all instances share the counter). */
export const CHAT_RATE = { max: 20, windowSeconds: 60 } as const;
export const PENJAJAGAN_FILE_MAX_MB = 5;
/** Documents one proposal may hold, and proposals one partner may submit a day: generous, but not unbounded storage and OCR work. */
export const MAX_DOKUMEN_PENJAJAGAN = 30;
export const PENJAJAGAN_PER_HARI = { max: 20, windowSeconds: 24 * 60 * 60 } as const;
export const DOKUMEN_PENUH_MESSAGE = `Maksimal ${MAX_DOKUMEN_PENJAJAGAN} dokumen untuk satu penjajakan`;
export const PENJAJAGAN_PER_HARI_MESSAGE = `Paling banyak ${PENJAJAGAN_PER_HARI.max} penjajakan diajukan dalam sehari. Silakan coba lagi besok.`;
export const PENJAJAGAN_FILE_EXTENSIONS: readonly string[] = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'xls', 'xlsx', 'zip', 'rar'];

export * from './penjajagan-access.js';

export type Posisi = 'left' | 'right';
/** Chat bubbles: the viewer's own messages on the right, everyone else's on the left. */
export const posisiOf = (viewerId: number | undefined, senderId: number | null | undefined): Posisi =>
  viewerId !== undefined && senderId === viewerId ? 'right' : 'left';

// ---- field rules (SPEC §5 Penjajakan, Chat message) ----

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
export const JUDUL_MAX = 255;
export const DESKRIPSI_MAX = 10_000;

const idUser = z.number({ error: 'Mitra tidak boleh kosong' }).int('Mitra tidak boleh kosong').positive('Mitra tidak boleh kosong');
const judul = required('Judul tidak boleh kosong').max(JUDUL_MAX, `Maksimal ${JUDUL_MAX} karakter`);
const deskripsi = required('Deskripsi tidak boleh kosong').max(DESKRIPSI_MAX, `Maksimal ${DESKRIPSI_MAX} karakter`);
const status = statusField(PENJAJAGAN_STATUSES);

/** Create: the partner, title and description (status always starts at 0 Baru; the file is checked apart). */
export const createPenjajaganSchema = z.object({ idUser, judul, deskripsi });
export type CreatePenjajaganFields = z.infer<typeof createPenjajaganSchema>;

/**
 * Edit (levels 1, 99). Level 1 must send the title; for others it is locked: an absent or empty title
 * keeps the current one (the service refuses a different one).
 */
export const updatePenjajaganSchema = (level: number) =>
  z.object({
    idUser,
    judul: canEditJudul(level) ? judul : z.string().trim().max(JUDUL_MAX, `Maksimal ${JUDUL_MAX} karakter`).nullish(),
    deskripsi,
    status,
  });
export type UpdatePenjajaganFields = z.infer<ReturnType<typeof updatePenjajaganSchema>>;

export const pesanSchema = z.object({
  pesan: required('Pesan tidak boleh kosong').max(CHAT_MAX_LENGTH, `Maksimal ${CHAT_MAX_LENGTH} karakter`),
});

export const JUDUL_LOCKED_MESSAGE = 'Judul tidak dapat diubah';

/** Export dialog (levels 1, 99): a date range on the submission date is required; status 0–3 and judul narrow it. */
export const penjajaganLaporanSchema = laporanFilterSchema(PENJAJAGAN_STATUSES, JUDUL_MAX);
export type PenjajaganLaporanFields = z.infer<typeof penjajaganLaporanSchema>;
