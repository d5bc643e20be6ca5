import type { LegacyRoute } from '../route.js';
import { int, numbered, str, toLegacy, type Params } from '../wire.js';
import { KERJASAMA_PUBLIC_PAGE_SIZE } from '../../rules/public.js';

/**
 * The public agreement and contract tables (SPEC §7 Public): `page` and `judul` in, 20 active rows per
 * page out, public fields only. `session` (the date encrypted with the old client's key) is accepted and
 * ignored, as on the other `front/*` paths; so is a stale token: these are public queries.
 */

const MOU = 'idMou mitra judul deskripsi noKontrak noMitra tglMulai tglBerakhir';
const PKS = 'idPks idMou mitra judul judulMou deskripsi noKontrak noMitra tglMulai tglBerakhir';

const pageParam = (p: Params) => Math.max(int(p, 'page') ?? 1, 1);

export const frontRoutes: Record<string, LegacyRoute> = {
  'front/read_mou.php': {
    method: 'GET',
    query: `query LegacyKesepakatanPublik($judul: String, $page: Int) { kesepakatanPublik(judul: $judul, page: $page) { total items { ${MOU} } } }`,
    variables: ({ params: p }) => ({ judul: str(p, 'judul'), page: pageParam(p) }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.kesepakatanPublik.items, (pageParam(params) - 1) * KERJASAMA_PUBLIC_PAGE_SIZE)),
      total: d.kesepakatanPublik.total,
    }),
  },
  'front/read_pks.php': {
    method: 'GET',
    query: `query LegacyPerjanjianPublik($judul: String, $page: Int) { perjanjianPublik(judul: $judul, page: $page) { total items { ${PKS} } } }`,
    variables: ({ params: p }) => ({ judul: str(p, 'judul'), page: pageParam(p) }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.perjanjianPublik.items, (pageParam(params) - 1) * KERJASAMA_PUBLIC_PAGE_SIZE)),
      total: d.perjanjianPublik.total,
    }),
  },
};
