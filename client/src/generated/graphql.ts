/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CreateUserInput = {
  email?: string | null | undefined;
  /** No. HP; only digits are kept. */
  hp?: string | null | undefined;
  idLevel?: number | null | undefined;
  /** Required when idLevel is 2. */
  idSkpd?: number | null | undefined;
  nama?: string | null | undefined;
  /** Required on create; on update empty keeps the current password. */
  password?: string | null | undefined;
  status?: number | null | undefined;
  /** Akun. */
  username?: string | null | undefined;
};

/** Masuk Sistem. `username` accepts the Akun or the e-mail address. */
export type LoginInput = {
  /** ALTCHA payload (base64) from GET /api/captcha/challenge. */
  captcha?: string | null | undefined;
  password?: string | null | undefined;
  username?: string | null | undefined;
};

/** Paging of a list: page number from 1, page size (max 100) and order. */
export type PageInput = {
  limit?: number | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
};

/** Buat Akun: self-registration of an external party (levels 3, 4, 5). */
export type RegisterInput = {
  captcha?: string | null | undefined;
  /** E-mail; also the Akun used to log in. */
  email?: string | null | undefined;
  /** 3 Pihak Ketiga, 4 Pemerintah Daerah or 5 Pihak Sinergi. */
  idLevel?: number | null | undefined;
  /** Nama Instansi; becomes the account name. */
  instansi?: string | null | undefined;
  jabatan?: string | null | undefined;
  noTelp?: string | null | undefined;
  password?: string | null | undefined;
};

/** Filters of the Instansi list. */
export type SkpdFilter = {
  /** Nama instansi contains (case-insensitive). */
  skpd?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif. */
  status?: number | null | undefined;
};

/** Instansi form: skpd, kode and status are required (SPEC §5). */
export type SkpdInput = {
  kode?: number | null | undefined;
  skpd?: string | null | undefined;
  status?: number | null | undefined;
};

/** Urutan data; bawaan DESC (terbaru dulu). */
export type SortOrder =
  | 'ASC'
  | 'DESC';

export type UpdateUserInput = {
  email?: string | null | undefined;
  /** No. HP; only digits are kept. */
  hp?: string | null | undefined;
  idLevel?: number | null | undefined;
  /** Required when idLevel is 2. */
  idSkpd?: number | null | undefined;
  nama?: string | null | undefined;
  /** Required on create; on update empty keeps the current password. */
  password?: string | null | undefined;
  status?: number | null | undefined;
  /** Akun. */
  username?: string | null | undefined;
};

/** Filters of the Pengguna list. */
export type UserFilter = {
  level?: number | null | undefined;
  /** 0 Belum Aktivasi, 1 Aktif, 2 Tidak Aktif. */
  status?: number | null | undefined;
  /** Akun contains (case-insensitive). */
  username?: string | null | undefined;
};

export type SkpdsQueryVariables = Exact<{
  filter?: SkpdFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SkpdsQuery = { skpds: { total: number, items: Array<{ idSkpd: number, skpd: string, kode: number, status: number, statusText: string }> } };

export type SkpdComboQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SkpdComboQuery = { skpdCombo: Array<{ idSkpd: number, skpd: string }> };

export type CreateSkpdMutationVariables = Exact<{
  input: SkpdInput;
}>;


export type CreateSkpdMutation = { createSkpd: { idSkpd: number } };

export type UpdateSkpdMutationVariables = Exact<{
  idSkpd: number;
  input: SkpdInput;
}>;


export type UpdateSkpdMutation = { updateSkpd: { idSkpd: number, skpd: string, kode: number, status: number, statusText: string } };

export type DeleteSkpdMutationVariables = Exact<{
  idSkpd: number;
}>;


export type DeleteSkpdMutation = { deleteSkpd: boolean };

export type UsersQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type UsersQuery = { users: { total: number, items: Array<{ idUser: number, nama: string, username: string, email: string | null, hp: string | null, idLevel: number, textLevel: string, idSkpd: number | null, skpdText: string | null, tglDaftar: string, idStatus: number, statusText: string }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { idUser: number } };

export type UpdateUserMutationVariables = Exact<{
  idUser: number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { idUser: number, nama: string, username: string, email: string | null, hp: string | null, idLevel: number, textLevel: string, idSkpd: number | null, skpdText: string | null, idStatus: number, statusText: string } };

export type DeleteUserMutationVariables = Exact<{
  idUser: number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type RiwayatQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RiwayatQuery = { riwayat: { total: number, items: Array<{ idRiwayat: number, namaUser: string, aksi: string, waktu: string }> } };

export type SessionUserFragment = { idUser: number, nama: string, username: string, idLevel: number, textLevel: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { idUser: number, nama: string, username: string, idLevel: number, textLevel: string } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { idUser: number, nama: string, username: string, idLevel: number, textLevel: string } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: string };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: string };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const SkpdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Skpds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SkpdFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skpds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]}}]} as unknown as DocumentNode<SkpdsQuery, SkpdsQueryVariables>;
export const SkpdComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SkpdCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skpdCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<SkpdComboQuery, SkpdComboQueryVariables>;
export const CreateSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkpdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}}]}}]}}]} as unknown as DocumentNode<CreateSkpdMutation, CreateSkpdMutationVariables>;
export const UpdateSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkpdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]} as unknown as DocumentNode<UpdateSkpdMutation, UpdateSkpdMutationVariables>;
export const DeleteSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}]}]}}]} as unknown as DocumentNode<DeleteSkpdMutation, DeleteSkpdMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hp"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpdText"}},{"kind":"Field","name":{"kind":"Name","value":"tglDaftar"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hp"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpdText"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const RiwayatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Riwayat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riwayat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idRiwayat"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}},{"kind":"Field","name":{"kind":"Name","value":"aksi"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}}]}}]}}]}}]} as unknown as DocumentNode<RiwayatQuery, RiwayatQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;