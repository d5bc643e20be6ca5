import type { FieldPolicy, PossibleTypesMap, Reference, TypePolicies } from '@apollo/client';
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

/**
 * The bell's notifications, newest first: an older page (`sebelum`) is added after what is shown; the newest
 * page read again (a live update, a mark) replaces the top and keeps the older pages where it joins them.
 * Where it does not (more new ones came than a page holds) only the new page is kept: nothing missing between.
 */
const notifikasiSaya: FieldPolicy<Reference[]> = {
  keyArgs: ['belumDibaca'],
  merge(existing = [], incoming, { args, readField }) {
    const id = (n: Reference) => readField<number>('idNotifikasi', n) ?? 0;
    if (args?.['sebelum'] != null) {
      const shown = new Set(existing.map(id));
      return [...existing, ...incoming.filter((n) => !shown.has(id(n)))];
    }
    const oldest = incoming.at(-1);
    if (!oldest || incoming.length < (args?.['limit'] ?? 0)) return incoming;
    const joins = existing.some((n) => id(n) >= id(oldest));
    return joins ? [...incoming, ...existing.filter((n) => id(n) < id(oldest))] : incoming;
  },
};

export const typePolicies: TypePolicies = {
  Query: { fields: { notifikasiSaya } },
  Notifikasi: { keyFields: byId('idNotifikasi') },
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
