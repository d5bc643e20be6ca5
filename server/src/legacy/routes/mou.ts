import { SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { id, int, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';
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
      filter: { judul: str(p, 'judul'), status: int(p, 'status') || undefined, noKontrak: str(p, 'no_kontrak'), idMou: int(p, 'id_mou') },
      page: pageOf(p),
    }),
    result: (d, { params }) => ({ data: numbered(d.mous.items, offsetOf(params)).map(row), total: d.mous.total }),
  },
  'combo/mou.php': {
    method: 'GET',
    query: `query LegacyMouCombo($search: String) { mouCombo(search: $search) { idMou noMou judul } }`,
    variables: ({ params: p }) => ({ search: str(p, 'mou') ?? str(p, 'no_mou') }),
    result: (d, { params }) => {
      const wanted = int(params, 'id_mou');
      const items = (d.mouCombo as { idMou: number }[]).filter((m) => wanted === undefined || m.idMou === wanted);
      return { data: toLegacy(items), total: items.length };
    },
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
