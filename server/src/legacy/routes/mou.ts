import { SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { id, int, intInput, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';
import { attachmentRoutes, kerjaSamaInput, KLASIFIKASI_FIELDS, withStatus } from './kerjasama.js';

/** Every field of SPEC §3 Agreement (snake_case on the wire, dates dd-mm-yyyy). */
const FIELDS =
  'idMou idPenjajagan noPenjajagan idMouLama noKontrakMouLama idMitra mitra tglMulai tglBerakhir tglInput judul deskripsi ' +
  'noKontrak noMitra nilai namaTtdMitra jabatanTtdMitra namaTtd jabatanTtd keterangan idStatus statusText jumlahPks' + KLASIFIKASI_FIELDS;

/** mou/add.php's id_user is ignored: the actor is always the token's account. */
const mouInput = (p: Params) => ({
  idPenjajagan: int(p, 'id_penjajagan'),
  idMitra: int(p, 'id_mitra'),
  idMouLama: int(p, 'id_mou_lama'),
  ...kerjaSamaInput(p),
});

const row = (m: Record<string, unknown>) => withStatus(toLegacy(m) as Record<string, unknown>);

export const mouRoutes: Record<string, LegacyRoute> = {
  'mou/read.php': {
    method: 'GET',
    query: `query LegacyMous($filter: MouFilter, $page: PageInput) { mous(filter: $filter, page: $page) { total items { ${FIELDS} } } }`,
    variables: ({ params: p }) => ({
      filter: { judul: str(p, 'judul'), status: int(p, 'status') || undefined, noKontrak: str(p, 'no_kontrak'), idMou: intInput(p, 'id_mou') },
      page: pageOf(p),
    }),
    result: (d, { params }) => ({ data: numbered(d.mous.items, offsetOf(params)).map(row), total: d.mous.total }),
  },
  'combo/mou.php': {
    method: 'GET',
    // with id_mou the agreement itself (and its number when given), not a filter of the picker's first 20
    query: `query LegacyMouCombo($search: String, $idMou: Int) { mouCombo(search: $search, idMou: $idMou) { idMou noMou judul } }`,
    variables: ({ params: p }) => ({ search: str(p, 'mou') ?? str(p, 'no_mou'), idMou: intInput(p, 'id_mou') }),
    result: (d) => ({ data: toLegacy(d.mouCombo), total: d.mouCombo.length }),
  },
  'mou/add.php': {
    method: 'POST',
    query: `mutation LegacyCreateMou($input: MouInput!) { createMou(input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ input: mouInput(p) }),
    result: (d) => ({ message: SAVED, data: row(d.createMou) }),
  },
  'mou/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdateMou($idMou: Int!, $input: MouInput!) { updateMou(idMou: $idMou, input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ idMou: id(p, 'id_mou'), input: mouInput(p) }),
    result: (d) => ({ message: UPDATED, data: row(d.updateMou) }),
  },
  ...attachmentRoutes({ folder: 'mou', Name: 'Mou', idArg: 'idMou' }),
};
