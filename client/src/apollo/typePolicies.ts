import type { TypePolicies } from '@apollo/client';

/** Normalize by the entity's own id when the selection has it; otherwise keep the object inline. */
const byId =
  (field: string) =>
  (obj: Readonly<Record<string, unknown>>): string | false => {
    const id = obj[field];
    return id === undefined || id === null ? false : `${String(obj.__typename)}:${String(id)}`;
  };

export const typePolicies: TypePolicies = {
  User: { keyFields: byId('idUser') },
  Skpd: { keyFields: byId('idSkpd') },
  Riwayat: { keyFields: byId('idRiwayat') },
  // attachments are replaced wholesale on every refetch (their items have no cache id)
  Mou: { keyFields: byId('idMou'), fields: { dokumen: { merge: false }, gambar: { merge: false } } },
  Pks: { keyFields: byId('idPks'), fields: { dokumen: { merge: false }, gambar: { merge: false } } },
  // dashboard rows carry the id of an agreement OR a contract: never merge them
  DashboardItem: { keyFields: false },
};
