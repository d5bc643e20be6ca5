// The notification centre's statements without their service (the bench measures BELL from the built server).

export const COLUMNS = 'id_notifikasi as "idNotifikasi", jenis, judul, pesan, tautan, dibuat, dibaca';

/** The bell's page: the header asks for the unread count and the latest 10. */
export const BELL_SIZE = 10;

/**
 * The bell in one statement: the unread count (kept per account by triggers, migration notifikasi_belum)
 * and the latest notifications by the `(id_user, id_notifikasi desc)` index.
 */
export const BELL = `select coalesce((select jumlah from notifikasi_belum where id_user = ?), 0) as n,
  coalesce((select json_agg(t) from (select ${COLUMNS} from notifikasi where id_user = ? order by id_notifikasi desc limit ${BELL_SIZE}) t), '[]') as terbaru`;


/** A chat reply's notification key: one per message and recipient (chat-notifikasi.ts). */
export const kunciChat = (idPesan: number, idUser: number): string => `chat:${idPesan}:u${idUser}`;
/** SQL: the message id inside a chat notification's key (`n.kunci`), as kunciChat writes it. */
export const ID_PESAN_DARI_KUNCI = `substring(n.kunci from '^chat:(\\d+):u')::int`;
