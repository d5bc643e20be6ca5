/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Skpds($filter: SkpdFilter, $page: PageInput) {\n  skpds(filter: $filter, page: $page) {\n    total\n    items {\n      idSkpd\n      skpd\n      kode\n      status\n      statusText\n    }\n  }\n}\n\nquery SkpdCombo($search: String) {\n  skpdCombo(search: $search) {\n    idSkpd\n    skpd\n  }\n}\n\nmutation CreateSkpd($input: SkpdInput!) {\n  createSkpd(input: $input) {\n    idSkpd\n  }\n}\n\nmutation UpdateSkpd($idSkpd: Int!, $input: SkpdInput!) {\n  updateSkpd(idSkpd: $idSkpd, input: $input) {\n    idSkpd\n    skpd\n    kode\n    status\n    statusText\n  }\n}\n\nmutation DeleteSkpd($idSkpd: Int!) {\n  deleteSkpd(idSkpd: $idSkpd)\n}": typeof types.SkpdsDocument,
    "query Users($filter: UserFilter, $page: PageInput) {\n  users(filter: $filter, page: $page) {\n    total\n    items {\n      idUser\n      nama\n      username\n      email\n      hp\n      idLevel\n      textLevel\n      idSkpd\n      skpdText\n      tglDaftar\n      idStatus\n      statusText\n    }\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    idUser\n  }\n}\n\nmutation UpdateUser($idUser: Int!, $input: UpdateUserInput!) {\n  updateUser(idUser: $idUser, input: $input) {\n    idUser\n    nama\n    username\n    email\n    hp\n    idLevel\n    textLevel\n    idSkpd\n    skpdText\n    idStatus\n    statusText\n  }\n}\n\nmutation DeleteUser($idUser: Int!) {\n  deleteUser(idUser: $idUser)\n}": typeof types.UsersDocument,
    "query Riwayat($search: String, $page: PageInput) {\n  riwayat(search: $search, page: $page) {\n    total\n    items {\n      idRiwayat\n      namaUser\n      aksi\n      waktu\n    }\n  }\n}": typeof types.RiwayatDocument,
    "fragment SessionUser on User {\n  idUser\n  nama\n  username\n  idLevel\n  textLevel\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "query Skpds($filter: SkpdFilter, $page: PageInput) {\n  skpds(filter: $filter, page: $page) {\n    total\n    items {\n      idSkpd\n      skpd\n      kode\n      status\n      statusText\n    }\n  }\n}\n\nquery SkpdCombo($search: String) {\n  skpdCombo(search: $search) {\n    idSkpd\n    skpd\n  }\n}\n\nmutation CreateSkpd($input: SkpdInput!) {\n  createSkpd(input: $input) {\n    idSkpd\n  }\n}\n\nmutation UpdateSkpd($idSkpd: Int!, $input: SkpdInput!) {\n  updateSkpd(idSkpd: $idSkpd, input: $input) {\n    idSkpd\n    skpd\n    kode\n    status\n    statusText\n  }\n}\n\nmutation DeleteSkpd($idSkpd: Int!) {\n  deleteSkpd(idSkpd: $idSkpd)\n}": types.SkpdsDocument,
    "query Users($filter: UserFilter, $page: PageInput) {\n  users(filter: $filter, page: $page) {\n    total\n    items {\n      idUser\n      nama\n      username\n      email\n      hp\n      idLevel\n      textLevel\n      idSkpd\n      skpdText\n      tglDaftar\n      idStatus\n      statusText\n    }\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    idUser\n  }\n}\n\nmutation UpdateUser($idUser: Int!, $input: UpdateUserInput!) {\n  updateUser(idUser: $idUser, input: $input) {\n    idUser\n    nama\n    username\n    email\n    hp\n    idLevel\n    textLevel\n    idSkpd\n    skpdText\n    idStatus\n    statusText\n  }\n}\n\nmutation DeleteUser($idUser: Int!) {\n  deleteUser(idUser: $idUser)\n}": types.UsersDocument,
    "query Riwayat($search: String, $page: PageInput) {\n  riwayat(search: $search, page: $page) {\n    total\n    items {\n      idRiwayat\n      namaUser\n      aksi\n      waktu\n    }\n  }\n}": types.RiwayatDocument,
    "fragment SessionUser on User {\n  idUser\n  nama\n  username\n  idLevel\n  textLevel\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}": types.SessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Skpds($filter: SkpdFilter, $page: PageInput) {\n  skpds(filter: $filter, page: $page) {\n    total\n    items {\n      idSkpd\n      skpd\n      kode\n      status\n      statusText\n    }\n  }\n}\n\nquery SkpdCombo($search: String) {\n  skpdCombo(search: $search) {\n    idSkpd\n    skpd\n  }\n}\n\nmutation CreateSkpd($input: SkpdInput!) {\n  createSkpd(input: $input) {\n    idSkpd\n  }\n}\n\nmutation UpdateSkpd($idSkpd: Int!, $input: SkpdInput!) {\n  updateSkpd(idSkpd: $idSkpd, input: $input) {\n    idSkpd\n    skpd\n    kode\n    status\n    statusText\n  }\n}\n\nmutation DeleteSkpd($idSkpd: Int!) {\n  deleteSkpd(idSkpd: $idSkpd)\n}"): (typeof documents)["query Skpds($filter: SkpdFilter, $page: PageInput) {\n  skpds(filter: $filter, page: $page) {\n    total\n    items {\n      idSkpd\n      skpd\n      kode\n      status\n      statusText\n    }\n  }\n}\n\nquery SkpdCombo($search: String) {\n  skpdCombo(search: $search) {\n    idSkpd\n    skpd\n  }\n}\n\nmutation CreateSkpd($input: SkpdInput!) {\n  createSkpd(input: $input) {\n    idSkpd\n  }\n}\n\nmutation UpdateSkpd($idSkpd: Int!, $input: SkpdInput!) {\n  updateSkpd(idSkpd: $idSkpd, input: $input) {\n    idSkpd\n    skpd\n    kode\n    status\n    statusText\n  }\n}\n\nmutation DeleteSkpd($idSkpd: Int!) {\n  deleteSkpd(idSkpd: $idSkpd)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users($filter: UserFilter, $page: PageInput) {\n  users(filter: $filter, page: $page) {\n    total\n    items {\n      idUser\n      nama\n      username\n      email\n      hp\n      idLevel\n      textLevel\n      idSkpd\n      skpdText\n      tglDaftar\n      idStatus\n      statusText\n    }\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    idUser\n  }\n}\n\nmutation UpdateUser($idUser: Int!, $input: UpdateUserInput!) {\n  updateUser(idUser: $idUser, input: $input) {\n    idUser\n    nama\n    username\n    email\n    hp\n    idLevel\n    textLevel\n    idSkpd\n    skpdText\n    idStatus\n    statusText\n  }\n}\n\nmutation DeleteUser($idUser: Int!) {\n  deleteUser(idUser: $idUser)\n}"): (typeof documents)["query Users($filter: UserFilter, $page: PageInput) {\n  users(filter: $filter, page: $page) {\n    total\n    items {\n      idUser\n      nama\n      username\n      email\n      hp\n      idLevel\n      textLevel\n      idSkpd\n      skpdText\n      tglDaftar\n      idStatus\n      statusText\n    }\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    idUser\n  }\n}\n\nmutation UpdateUser($idUser: Int!, $input: UpdateUserInput!) {\n  updateUser(idUser: $idUser, input: $input) {\n    idUser\n    nama\n    username\n    email\n    hp\n    idLevel\n    textLevel\n    idSkpd\n    skpdText\n    idStatus\n    statusText\n  }\n}\n\nmutation DeleteUser($idUser: Int!) {\n  deleteUser(idUser: $idUser)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Riwayat($search: String, $page: PageInput) {\n  riwayat(search: $search, page: $page) {\n    total\n    items {\n      idRiwayat\n      namaUser\n      aksi\n      waktu\n    }\n  }\n}"): (typeof documents)["query Riwayat($search: String, $page: PageInput) {\n  riwayat(search: $search, page: $page) {\n    total\n    items {\n      idRiwayat\n      namaUser\n      aksi\n      waktu\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  idUser\n  nama\n  username\n  idLevel\n  textLevel\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}"): (typeof documents)["fragment SessionUser on User {\n  idUser\n  nama\n  username\n  idLevel\n  textLevel\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;