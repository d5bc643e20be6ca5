import { DELETED, SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { id, int, intInput, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';

const FIELDS = 'idUser nama username email hp idLevel textLevel idSkpd skpdText tglDaftar idStatus statusText';

const userInput = (p: Params) => ({
  nama: str(p, 'nama'),
  username: str(p, 'username'),
  email: str(p, 'email'),
  idLevel: int(p, 'id_level'),
  idSkpd: int(p, 'id_skpd'),
  hp: str(p, 'hp'),
  status: intInput(p, 'status') ?? intInput(p, 'id_status'),
  password: str(p, 'password') ?? '',
});

export const userRoutes: Record<string, LegacyRoute> = {
  'user/read.php': {
    method: 'GET',
    query: `query LegacyUsers($filter: UserFilter, $page: PageInput) { users(filter: $filter, page: $page) { total items { ${FIELDS} } } }`,
    variables: ({ params: p }) => ({
      filter: {
        username: str(p, 'username') ?? str(p, 'akun'),
        status: int(p, 'status') ?? int(p, 'id_status'),
        level: int(p, 'level') ?? int(p, 'id_level'),
      },
      page: pageOf(p),
    }),
    result: (d, { params }) => ({ data: toLegacy(numbered(d.users.items, offsetOf(params))), total: d.users.total }),
  },
  'user/add.php': {
    method: 'POST',
    query: `mutation LegacyCreateUser($input: CreateUserInput!) { createUser(input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ input: userInput(p) }),
    result: (d) => ({ message: SAVED, data: toLegacy(d.createUser) }),
  },
  'user/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdateUser($idUser: Int!, $input: UpdateUserInput!) { updateUser(idUser: $idUser, input: $input) { ${FIELDS} } }`,
    variables: ({ params: p }) => ({ idUser: id(p, 'id_user'), input: userInput(p) }),
    result: (d) => ({ message: UPDATED, data: toLegacy(d.updateUser) }),
  },
  'user/delete.php': {
    method: 'POST',
    query: `mutation LegacyDeleteUser($idUser: Int!) { deleteUser(idUser: $idUser) }`,
    variables: ({ params: p }) => ({ idUser: id(p, 'id_user') }),
    result: () => ({ message: DELETED }),
  },
};
