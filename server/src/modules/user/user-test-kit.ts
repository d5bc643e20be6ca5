import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

export const FIELDS = 'idUser nama username email hp idLevel textLevel idSkpd skpdText tglDaftar idStatus statusText';
export const USERS = `query($f: UserFilter, $p: PageInput) { users(filter: $f, page: $p) { total items { idUser username idLevel idStatus } } }`;
export const USER = `query($id: Int!) { user(idUser: $id) { ${FIELDS} } }`;
const CREATE = `mutation($i: CreateUserInput!) { createUser(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteUser(idUser: $id) }`;
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

export const PASSWORD = 'Rahasia#1';
let seq = 0;
/** A complete, valid CreateUserInput with a unique Akun and e-mail. */
export const validInput = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  const username = `pengguna${seq}`;
  return { nama: `Pengguna Uji ${seq}`, username, email: `${username}@example.id`, idLevel: 3, hp: '0812345', status: 1, password: PASSWORD, ...overrides };
};

export interface UsersWorld {
  app: TestApp;
  /** The seeded level-99 admin's token (account 1). */
  admin: string;
  /** An active agency for level-2 accounts. */
  idSkpd: number;
}

/**
 * The world of the account tests: a test app started before the calling file's tests (with an agency,
 * and a phone number on the seeded admin, which the edit form requires), and the operations they share.
 */
export const usersWorld = () => {
  const world = {} as UsersWorld;
  beforeAll(async () => {
    world.app = await createTestApp();
    world.admin = await world.app.login();
    const [s] = await world.app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji', 10, 1) returning id_skpd`);
    world.idSkpd = s.id_skpd;
    await world.app.sql(`update users set hp = '081200000' where id_user = 1`);
  });
  afterAll(() => world.app.close());

  const create = (input: Record<string, unknown>, token = world.admin) => world.app.gql(CREATE, { i: input }, token);
  const update = (id: number, input: Record<string, unknown>, token = world.admin) => world.app.gql(UPDATE, { id, i: input }, token);
  const remove = (id: number, token = world.admin) => world.app.gql(DELETE, { id }, token);
  /** Creates an account through the API and returns it. */
  const created = async (overrides: Record<string, unknown> = {}) => {
    const r = await create(validInput(overrides));
    expect(r.errors).toBeUndefined();
    return r.data!.createUser as Record<string, any>;
  };
  /** The form values of a stored account, as the edit dialog would send them back. */
  const formOf = async (idUser: number, overrides: Record<string, unknown> = {}) => {
    const [u] = await world.app.sql('select * from users where id_user = $1', [idUser]);
    return { nama: u.nama, username: u.username, email: u.email, idLevel: u.id_level, idSkpd: u.id_skpd, hp: u.hp, status: u.id_status, password: '', ...overrides };
  };
  const row = async (idUser: number) => (await world.app.sql('select * from users where id_user = $1', [idUser]))[0];
  const count = async (table: string, where = 'true') => (await world.app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
    const canLogin = async (username: string, password: string) => (await world.app.gql(LOGIN, { i: { username, password } })).data?.login != null;
  return { world, create, update, remove, created, formOf, row, count, lastRiwayat: () => lastRiwayat(world.app), canLogin };
};
