import type { PossibleTypesMap, TypePolicies } from '@apollo/client';
import generated from '../generated/possibleTypes';

/**
 * The object types of each interface (Kerjasama: Mou, Pks), generated from the schema. Give it to every
 * InMemoryCache: without it the cache does not match fragments on an interface and drops their fields.
 */
export const possibleTypes: PossibleTypesMap = generated.possibleTypes;

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
  // these carry the id of an agreement OR a contract (a search hit: of any kind), so "agreement 3" and
  // "contract 3" share an id: never merge them (merged, one showed twice and the other not at all)
  DashboardItem: { keyFields: false },
  KerjasamaMenunggu: { keyFields: false },
  HasilCari: { keyFields: false },
};
