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
    "fragment ProfilKontak on Profil {\n  namaInstansi\n  alamat\n  telepon\n  email\n  website\n  mapsUrl\n  latitude\n  longitude\n}": typeof types.ProfilKontakFragmentDoc,
    "query PublikCari($input: CariInput!) {\n  cariPublik(input: $input) {\n    items {\n      jenis\n      id\n      judul\n      potongan {\n        teks\n        sorot\n      }\n    }\n  }\n}": typeof types.PublikCariDocument,
    "query PublikBeranda {\n  beranda {\n    sliders {\n      idGambar\n      urutan\n      gambar\n    }\n    fotoPimpinan\n    kalimatPimpinan\n    pimpinan\n    jabatanPimpinan\n    gambarPengajuan\n    kegiatan {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n    partners {\n      idPartner\n      partner\n      logo\n    }\n  }\n}\n\nquery PublikProfil {\n  profil {\n    ...ProfilKontak\n    peta {\n      tileUrl\n      atribusi\n    }\n    instagram\n    facebook\n    twitter\n    youtubeChannel\n    youtubeEmbedUrl\n    profile\n    visi\n    misi\n    pimpinan\n    jabatanPimpinan\n    gambarWalikota\n    gambarOrganisasi\n  }\n}\n\nquery PublikKesepakatan($judul: String, $page: Int) {\n  kesepakatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idMou\n      mitra\n      judul\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikPerjanjian($judul: String, $page: Int) {\n  perjanjianPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idPks\n      idMou\n      mitra\n      judul\n      judulMou\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikKegiatan($judul: String, $page: Int) {\n  kegiatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n  }\n}\n\nquery PublikKegiatanDetail($idKegiatan: Int!) {\n  kegiatanPublikDetail(idKegiatan: $idKegiatan) {\n    idKegiatan\n    judul\n    highlight\n    isi\n    waktu\n    gambar\n  }\n}": typeof types.PublikBerandaDocument,
};
const documents: Documents = {
    "fragment ProfilKontak on Profil {\n  namaInstansi\n  alamat\n  telepon\n  email\n  website\n  mapsUrl\n  latitude\n  longitude\n}": types.ProfilKontakFragmentDoc,
    "query PublikCari($input: CariInput!) {\n  cariPublik(input: $input) {\n    items {\n      jenis\n      id\n      judul\n      potongan {\n        teks\n        sorot\n      }\n    }\n  }\n}": types.PublikCariDocument,
    "query PublikBeranda {\n  beranda {\n    sliders {\n      idGambar\n      urutan\n      gambar\n    }\n    fotoPimpinan\n    kalimatPimpinan\n    pimpinan\n    jabatanPimpinan\n    gambarPengajuan\n    kegiatan {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n    partners {\n      idPartner\n      partner\n      logo\n    }\n  }\n}\n\nquery PublikProfil {\n  profil {\n    ...ProfilKontak\n    peta {\n      tileUrl\n      atribusi\n    }\n    instagram\n    facebook\n    twitter\n    youtubeChannel\n    youtubeEmbedUrl\n    profile\n    visi\n    misi\n    pimpinan\n    jabatanPimpinan\n    gambarWalikota\n    gambarOrganisasi\n  }\n}\n\nquery PublikKesepakatan($judul: String, $page: Int) {\n  kesepakatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idMou\n      mitra\n      judul\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikPerjanjian($judul: String, $page: Int) {\n  perjanjianPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idPks\n      idMou\n      mitra\n      judul\n      judulMou\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikKegiatan($judul: String, $page: Int) {\n  kegiatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n  }\n}\n\nquery PublikKegiatanDetail($idKegiatan: Int!) {\n  kegiatanPublikDetail(idKegiatan: $idKegiatan) {\n    idKegiatan\n    judul\n    highlight\n    isi\n    waktu\n    gambar\n  }\n}": types.PublikBerandaDocument,
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
export function graphql(source: "fragment ProfilKontak on Profil {\n  namaInstansi\n  alamat\n  telepon\n  email\n  website\n  mapsUrl\n  latitude\n  longitude\n}"): (typeof documents)["fragment ProfilKontak on Profil {\n  namaInstansi\n  alamat\n  telepon\n  email\n  website\n  mapsUrl\n  latitude\n  longitude\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublikCari($input: CariInput!) {\n  cariPublik(input: $input) {\n    items {\n      jenis\n      id\n      judul\n      potongan {\n        teks\n        sorot\n      }\n    }\n  }\n}"): (typeof documents)["query PublikCari($input: CariInput!) {\n  cariPublik(input: $input) {\n    items {\n      jenis\n      id\n      judul\n      potongan {\n        teks\n        sorot\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublikBeranda {\n  beranda {\n    sliders {\n      idGambar\n      urutan\n      gambar\n    }\n    fotoPimpinan\n    kalimatPimpinan\n    pimpinan\n    jabatanPimpinan\n    gambarPengajuan\n    kegiatan {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n    partners {\n      idPartner\n      partner\n      logo\n    }\n  }\n}\n\nquery PublikProfil {\n  profil {\n    ...ProfilKontak\n    peta {\n      tileUrl\n      atribusi\n    }\n    instagram\n    facebook\n    twitter\n    youtubeChannel\n    youtubeEmbedUrl\n    profile\n    visi\n    misi\n    pimpinan\n    jabatanPimpinan\n    gambarWalikota\n    gambarOrganisasi\n  }\n}\n\nquery PublikKesepakatan($judul: String, $page: Int) {\n  kesepakatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idMou\n      mitra\n      judul\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikPerjanjian($judul: String, $page: Int) {\n  perjanjianPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idPks\n      idMou\n      mitra\n      judul\n      judulMou\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikKegiatan($judul: String, $page: Int) {\n  kegiatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n  }\n}\n\nquery PublikKegiatanDetail($idKegiatan: Int!) {\n  kegiatanPublikDetail(idKegiatan: $idKegiatan) {\n    idKegiatan\n    judul\n    highlight\n    isi\n    waktu\n    gambar\n  }\n}"): (typeof documents)["query PublikBeranda {\n  beranda {\n    sliders {\n      idGambar\n      urutan\n      gambar\n    }\n    fotoPimpinan\n    kalimatPimpinan\n    pimpinan\n    jabatanPimpinan\n    gambarPengajuan\n    kegiatan {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n    partners {\n      idPartner\n      partner\n      logo\n    }\n  }\n}\n\nquery PublikProfil {\n  profil {\n    ...ProfilKontak\n    peta {\n      tileUrl\n      atribusi\n    }\n    instagram\n    facebook\n    twitter\n    youtubeChannel\n    youtubeEmbedUrl\n    profile\n    visi\n    misi\n    pimpinan\n    jabatanPimpinan\n    gambarWalikota\n    gambarOrganisasi\n  }\n}\n\nquery PublikKesepakatan($judul: String, $page: Int) {\n  kesepakatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idMou\n      mitra\n      judul\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikPerjanjian($judul: String, $page: Int) {\n  perjanjianPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idPks\n      idMou\n      mitra\n      judul\n      judulMou\n      deskripsi\n      noKontrak\n      noMitra\n      tglMulai\n      tglBerakhir\n    }\n  }\n}\n\nquery PublikKegiatan($judul: String, $page: Int) {\n  kegiatanPublik(judul: $judul, page: $page) {\n    total\n    items {\n      idKegiatan\n      judul\n      highlight\n      waktu\n      gambar\n    }\n  }\n}\n\nquery PublikKegiatanDetail($idKegiatan: Int!) {\n  kegiatanPublikDetail(idKegiatan: $idKegiatan) {\n    idKegiatan\n    judul\n    highlight\n    isi\n    waktu\n    gambar\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;