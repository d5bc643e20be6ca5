import type { LegacyRoute } from '../route.js';
import { numbered, offsetOf, pageOf, str, toLegacy } from '../wire.js';

export const riwayatRoutes: Record<string, LegacyRoute> = {
  'history/read.php': {
    method: 'GET',
    query: `query LegacyRiwayat($search: String, $page: PageInput) { riwayat(search: $search, page: $page) { total items { idRiwayat namaUser aksi waktu } } }`,
    variables: ({ params: p }) => ({ search: str(p, 'search') ?? str(p, 'cari') ?? str(p, 'nama'), page: pageOf(p) }),
    result: (d, { params }) => ({ data: toLegacy(numbered(d.riwayat.items, offsetOf(params))), total: d.riwayat.total }),
  },
};
