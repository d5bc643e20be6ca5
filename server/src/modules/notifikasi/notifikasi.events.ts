import { defineEvent } from '../../common/events.js';

/** A stored notification, as it travels to its recipient's open sessions (routed by the recipient's id). */
export interface NotifikasiPayload {
  idNotifikasi: number;
  idUser: number;
  jenis: string;
  judul: string;
  pesan: string;
  tautan: string;
  dibuat: string;
}

/** A notification was stored for an account: its sessions on every instance show it at once. */
export const NotifikasiBaru = defineEvent<NotifikasiPayload>('NOTIFIKASI_BARU', { changesPublicData: false });
