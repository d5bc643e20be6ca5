import { DELETED, SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { id, int, intInput, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';

const FIELDS = 'idSkpd skpd kode status statusText';

const skpdInput = (p: Params) => ({ skpd: str(p, 'skpd'), kode: intInput(p, 'kode'), status: intInput(p, 'status') });

export const skpdRoutes: Record<string, LegacyRoute> = {
  'skpd/read.php': {
    method: 'GET',
    query: `query LegacySkpds($filter: SkpdFilter, $page: PageInput) { skpds(filter: $filter, page: $page) { total items { ${FIELDS} } } }`,
    variables: ({ params: p }) => ({ filter: { skpd: str(p, 'skpd'), status: int(p, 'status') }, page: pageOf(p) }),
    result: (d, { params }) => ({ data: toLegacy(numbered(d.skpds.items, offsetOf(params))), total: d.skpds.total }),
  },
  'combo/skpd.php': {
    method: 'GET',
    // with id_skpd that agency (and its name when given), not a filter of the picker's first 20
    query: `query LegacySkpdCombo($search: String, $idSkpd: Int) { skpdCombo(search: $search, idSkpd: $idSkpd) { idSkpd skpd } }`,
    variables: ({ params: p }) => ({ search: str(p, 'skpd'), idSkpd: intInput(p, 'id_skpd') }),
    result: (d) => ({ data: toLegacy(d.skpdCombo), total: d.skpdCombo.length }),
  },
  'skpd/add.php': {
    method: 'POST',
    query: `mutation LegacyCreateSkpd($input: SkpdInput!) { createSkpd(input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ input: skpdInput(p) }),
    result: (d) => ({ message: SAVED, data: toLegacy(d.createSkpd) }),
  },
  'skpd/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdateSkpd($idSkpd: Int!, $input: SkpdInput!) { updateSkpd(idSkpd: $idSkpd, input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ idSkpd: id(p, 'id_skpd'), input: skpdInput(p) }),
    result: (d) => ({ message: UPDATED, data: toLegacy(d.updateSkpd) }),
  },
  'skpd/delete.php': {
    method: 'POST',
    query: `mutation LegacyDeleteSkpd($idSkpd: Int!) { deleteSkpd(idSkpd: $idSkpd) }`,
    variables: ({ params: p }) => ({ idSkpd: id(p, 'id_skpd') }),
    result: () => ({ message: DELETED }),
  },
};
