/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What to search: free text (quotes for phrases, `-` to exclude, `or`), kinds, filters, page. */
export type CariInput = {
  halaman?: number | null | undefined;
  /** Only these kinds (every kind the viewer may read by default). */
  jenis?: Array<JenisCari> | null | undefined;
  /** Only agreements and contracts (and their documents) of these statuses: 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. The other kinds have none and are left out. */
  status?: Array<number> | null | undefined;
  /** Only hits found there: DATA (the record's fields), DOKUMEN (the text of its documents), PESAN (a proposal's chat). */
  sumber?: Array<SumberCari> | null | undefined;
  /** Only agreements and contracts (and their documents) starting (Tanggal) on or after this date, yyyy-MM-dd; the other kinds are left out. */
  tanggalDari?: string | null | undefined;
  /** Only agreements and contracts (and their documents) starting on or before this date, yyyy-MM-dd; the other kinds are left out. */
  tanggalSampai?: string | null | undefined;
  teks: string;
  /** Hits per page, at most 50. */
  ukuran?: number | null | undefined;
};

/** Kind of record a search hit belongs to. */
export type JenisCari =
  | 'KEGIATAN'
  | 'KESEPAKATAN'
  | 'PARTNER'
  | 'PENJAJAKAN'
  | 'PERJANJIAN'
  | 'SKPD';

/** Where in the record the words were found. */
export type SumberCari =
  | 'DATA'
  | 'DOKUMEN'
  | 'PESAN';

export type ProfilKontakFragment = { namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null };

export type PublikCariQueryVariables = Exact<{
  input: CariInput;
}>;


export type PublikCariQuery = { cariPublik: { items: Array<{ jenis: JenisCari, id: number, judul: string, potongan: Array<{ teks: string, sorot: boolean }> }> } };

export type PublikBerandaQueryVariables = Exact<{ [key: string]: never; }>;


export type PublikBerandaQuery = { beranda: { fotoPimpinan: string | null, kalimatPimpinan: string, pimpinan: string, jabatanPimpinan: string, gambarPengajuan: string | null, sliders: Array<{ idGambar: number, urutan: number, gambar: string | null }>, kegiatan: Array<{ idKegiatan: number, judul: string, highlight: string, waktu: string, gambar: string | null }>, partners: Array<{ idPartner: number, partner: string, logo: string | null }> } };

export type PublikProfilQueryVariables = Exact<{ [key: string]: never; }>;


export type PublikProfilQuery = { profil: { instagram: string, facebook: string, twitter: string, youtubeChannel: string, youtubeEmbedUrl: string | null, profile: string, visi: string, misi: string, pimpinan: string, jabatanPimpinan: string, gambarWalikota: string | null, gambarOrganisasi: string | null, namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null, peta: { tileUrl: string, atribusi: string } } };

export type PublikKesepakatanQueryVariables = Exact<{
  judul?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type PublikKesepakatanQuery = { kesepakatanPublik: { total: number, items: Array<{ idMou: number, mitra: string, judul: string, deskripsi: string, noKontrak: string, noMitra: string, tglMulai: string, tglBerakhir: string }> } };

export type PublikPerjanjianQueryVariables = Exact<{
  judul?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type PublikPerjanjianQuery = { perjanjianPublik: { total: number, items: Array<{ idPks: number, idMou: number, mitra: string, judul: string, judulMou: string | null, deskripsi: string, noKontrak: string, noMitra: string, tglMulai: string, tglBerakhir: string }> } };

export type PublikKegiatanQueryVariables = Exact<{
  judul?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type PublikKegiatanQuery = { kegiatanPublik: { total: number, items: Array<{ idKegiatan: number, judul: string, highlight: string, waktu: string, gambar: string | null }> } };

export type PublikKegiatanDetailQueryVariables = Exact<{
  idKegiatan: number;
}>;


export type PublikKegiatanDetailQuery = { kegiatanPublikDetail: { idKegiatan: number, judul: string, highlight: string, isi: string, waktu: string, gambar: string | null } };

export const ProfilKontakFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<ProfilKontakFragment, unknown>;
export const PublikCariDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikCari"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CariInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cariPublik"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"potongan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teks"}},{"kind":"Field","name":{"kind":"Name","value":"sorot"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublikCariQuery, PublikCariQueryVariables>;
export const PublikBerandaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikBeranda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beranda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idGambar"}},{"kind":"Field","name":{"kind":"Name","value":"urutan"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fotoPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"kalimatPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarPengajuan"}},{"kind":"Field","name":{"kind":"Name","value":"kegiatan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPartner"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]}}]} as unknown as DocumentNode<PublikBerandaQuery, PublikBerandaQueryVariables>;
export const PublikProfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikProfil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilKontak"}},{"kind":"Field","name":{"kind":"Name","value":"peta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"atribusi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeChannel"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"visi"}},{"kind":"Field","name":{"kind":"Name","value":"misi"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarWalikota"}},{"kind":"Field","name":{"kind":"Name","value":"gambarOrganisasi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<PublikProfilQuery, PublikProfilQueryVariables>;
export const PublikKesepakatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikKesepakatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judul"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kesepakatanPublik"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"judul"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judul"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}}]}}]}}]}}]} as unknown as DocumentNode<PublikKesepakatanQuery, PublikKesepakatanQueryVariables>;
export const PublikPerjanjianDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikPerjanjian"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judul"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"perjanjianPublik"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"judul"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judul"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"judulMou"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}}]}}]}}]}}]} as unknown as DocumentNode<PublikPerjanjianQuery, PublikPerjanjianQueryVariables>;
export const PublikKegiatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikKegiatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judul"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kegiatanPublik"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"judul"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judul"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}}]}}]}}]}}]} as unknown as DocumentNode<PublikKegiatanQuery, PublikKegiatanQueryVariables>;
export const PublikKegiatanDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublikKegiatanDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kegiatanPublikDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idKegiatan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"isi"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}}]}}]}}]} as unknown as DocumentNode<PublikKegiatanDetailQuery, PublikKegiatanDetailQueryVariables>;