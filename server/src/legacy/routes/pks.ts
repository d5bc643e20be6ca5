import { SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { id, int, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';
import { attachmentRoutes, kerjaSamaInput, KLASIFIKASI_FIELDS, withStatus } from './kerjasama.js';

/** Every field of SPEC §3 Contract, with the agreement's counterparts suffixed _mou. */
const FIELDS =
  'idPks idMou judul judulMou mitra mitraMou tglMulai tglMulaiMou tglBerakhir tglBerakhirMou tglInput deskripsi deskripsiMou ' +
  'noKontrak noKontrakMou noMitra noMitraMou nilai namaTtdMitra jabatanTtdMitra namaTtd jabatanTtd keterangan ' +
  'idStatus statusText idStatusMou statusTextMou' + KLASIFIKASI_FIELDS;

/** pks/add.php's id_user is ignored: the actor is always the token's account. */
const pksInput = (p: Params) => ({ idMou: int(p, 'id_mou'), ...kerjaSamaInput(p) });

const row = (m: Record<string, unknown>) => withStatus(toLegacy(m) as Record<string, unknown>);

export const pksRoutes: Record<string, LegacyRoute> = {
  'pks/read.php': {
    method: 'GET',
    query: `query LegacyPkss($filter: PksFilter, $page: PageInput) { pkss(filter: $filter, page: $page) { total items { ${FIELDS} } } }`,
    variables: ({ params: p }) => ({
      filter: {
        judul: str(p, 'judul'),
        status: int(p, 'status') || undefined,
        noKontrak: str(p, 'no_kontrak'),
        idMou: int(p, 'id_mou'),
        idPks: int(p, 'id_pks'),
      },
      page: pageOf(p),
    }),
    result: (d, { params }) => ({ data: numbered(d.pkss.items, offsetOf(params)).map(row), total: d.pkss.total }),
  },
  'pks/add.php': {
    method: 'POST',
    query: `mutation LegacyCreatePks($input: PksInput!) { createPks(input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ input: pksInput(p) }),
    result: (d) => ({ message: SAVED, data: row(d.createPks) }),
  },
  'pks/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdatePks($idPks: Int!, $input: PksInput!) { updatePks(idPks: $idPks, input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ idPks: id(p, 'id_pks'), input: pksInput(p) }),
    result: (d) => ({ message: UPDATED, data: row(d.updatePks) }),
  },
  ...attachmentRoutes({ folder: 'pks', Name: 'Pks', idArg: 'idPks' }),
};
