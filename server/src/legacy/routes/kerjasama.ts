/**
 * What agreements (mou/*.php) and contracts (pks/*.php) share on the legacy wire: the form fields, the
 * document, gallery and agency sub-lists, and the report download.
 */
import { renderLaporan } from '../../modules/laporan/laporan.render.js';
import { toUpload } from '../upload.js';
import { DELETED, SAVED, type LegacyRoute } from '../route.js';
import { dateIn, id, int, intInput, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';
import { DOCUMENT_RULE, IMAGE_RULE } from '../../files/upload.js';
import { InputError } from '../../common/errors.js';

/**
 * A decimal parameter (nilai) as a PHP form sends it: digits with at most two decimals (sen) after a point.
 * Empty is absent (the service says the field must be filled), a minus sign is the service's to refuse
 * ("tidak boleh negatif"); other text, hex or exponent forms, and Indonesian thousands separators (is
 * '1.500' one and a half or fifteen hundred? three digits after the point are never sen) are refused.
 */
export const num = (p: Params, name: string): number | undefined => {
  const v = str(p, name)?.trim();
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(v)) throw new InputError({ [name]: 'Nilai tidak valid' });
  return Number(v);
};

/** The form fields shared by mou/add.php, mou/edit.php, pks/add.php and pks/edit.php. */
export const kerjaSamaInput = (p: Params) => ({
  mitra: str(p, 'mitra'),
  tglMulai: dateIn(p, 'tgl_mulai'),
  tglBerakhir: dateIn(p, 'tgl_berakhir'),
  judul: str(p, 'judul'),
  deskripsi: str(p, 'deskripsi'),
  noKontrak: str(p, 'no_kontrak'),
  noMitra: str(p, 'no_mitra'),
  nilai: num(p, 'nilai'),
  namaTtdMitra: str(p, 'nama_ttd_mitra'),
  jabatanTtdMitra: str(p, 'jabatan_ttd_mitra'),
  namaTtd: str(p, 'nama_ttd'),
  jabatanTtd: str(p, 'jabatan_ttd'),
  keterangan: str(p, 'keterangan'),
  status: intInput(p, 'status') ?? intInput(p, 'id_status'),
});

/** The classification (issue 19) asked with every agreement and contract row. */
export const KLASIFIKASI_FIELDS = ' klasifikasi { jenis kategoriMitra negara daftarUrusan { idUrusan nama } }';

type LegacyKlasifikasi = { jenis: string; kategori_mitra: string; negara: string | null; daftar_urusan: { id_urusan: number; nama: string }[] } | null;

/**
 * Extra fields beyond SPEC §3 (issue 19): jenis_kerja_sama, kategori_mitra, negara, id_urusan (ids) and
 * urusan (names, comma-separated); null and [] for a record not classified yet.
 */
const flatKlasifikasi = <T extends object>(row: T) => {
  if (!('klasifikasi' in row)) return row;
  const { klasifikasi, ...rest } = row as T & { klasifikasi: LegacyKlasifikasi };
  const k = klasifikasi;
  return {
    ...rest,
    jenis_kerja_sama: k?.jenis ?? null,
    kategori_mitra: k?.kategori_mitra ?? null,
    negara: k?.negara ?? null,
    id_urusan: k?.daftar_urusan.map((u) => u.id_urusan) ?? [],
    urusan: k ? k.daftar_urusan.map((u) => u.nama).join(', ') : null,
  };
};

/** The legacy row also carries `status` (= id_status), the name the edit form uses, and the classification's fields. */
export const withStatus = <T extends { id_status?: unknown }>(row: T) => ({ ...flatKlasifikasi(row), status: row.id_status });

interface Names {
  /** `mou` or `pks`: the path folder. */
  folder: 'mou' | 'pks';
  /** `Mou` or `Pks`: GraphQL names (mou(idMou), addMouDokumen, …). */
  Name: 'Mou' | 'Pks';
  /** `idMou` or `idPks`. */
  idArg: 'idMou' | 'idPks';
}

const paged = <T extends object>(items: T[], p: Params) => {
  const offset = offsetOf(p);
  const { limit } = pageOf(p);
  return numbered(items.slice(offset, offset + Math.min(Math.max(limit, 1), 100)), offset);
};

export const attachmentRoutes = ({ folder, Name, idArg }: Names): Record<string, LegacyRoute> => {
  const idParam = folder === 'mou' ? 'id_mou' : 'id_pks';
  const single = folder;
  const idOf = (p: Params) => ({ [idArg]: id(p, idParam) });
  return {
    [`${folder}/read_file.php`]: {
      method: 'GET',
      query: `query Legacy${Name}Dokumen($${idArg}: Int!) { ${single}(${idArg}: $${idArg}) { dokumen { idFile namaFile url mime ukuran tglUpload } } }`,
      variables: ({ params }) => idOf(params),
      result: (d, { params }) => ({ data: toLegacy(paged(d[single].dokumen, params)), total: d[single].dokumen.length }),
    },
    [`${folder}/read_gambar.php`]: {
      method: 'GET',
      query: `query Legacy${Name}Gambar($${idArg}: Int!) { ${single}(${idArg}: $${idArg}) { gambar { idFile namaGambar url mime ukuran tglUpload } } }`,
      variables: ({ params }) => idOf(params),
      result: (d, { params }) => ({ data: toLegacy(paged(d[single].gambar, params)), total: d[single].gambar.length }),
    },
    [`${folder}/read_skpd.php`]: {
      method: 'GET',
      query: `query Legacy${Name}Skpd($${idArg}: Int!) { ${single}(${idArg}: $${idArg}) { skpd { idSkpd skpd } } }`,
      variables: ({ params }) => idOf(params),
      result: (d, { params }) => {
        const rows = (d[single].skpd as { idSkpd: number; skpd: string }[]).map((s) => ({ idSkpd: s.idSkpd, namaSkpd: s.skpd, skpd: s.skpd }));
        return { data: toLegacy(paged(rows, params)), total: rows.length };
      },
    },
    [`${folder}/delete.php`]: {
      method: 'POST',
      query: `mutation LegacyDelete${Name}($${idArg}: Int!) { delete${Name}(${idArg}: $${idArg}) }`,
      variables: ({ params }) => idOf(params),
      result: () => ({ message: DELETED }),
    },
    [`${folder}/add_file.php`]: {
      method: 'POST',
      query: `mutation LegacyAdd${Name}Dokumen($${idArg}: Int!, $file: Upload) { add${Name}Dokumen(${idArg}: $${idArg}, file: $file) { idFile namaFile url } }`,
      variables: ({ params, file }) => ({ ...idOf(params), file: file ? toUpload(file) : null }),
      upload: DOCUMENT_RULE(),
      result: (d) => ({ message: SAVED, data: toLegacy(d[`add${Name}Dokumen`]) }),
    },
    [`${folder}/add_image.php`]: {
      method: 'POST',
      query: `mutation LegacyAdd${Name}Gambar($${idArg}: Int!, $file: Upload) { add${Name}Gambar(${idArg}: $${idArg}, file: $file) { idFile namaGambar url } }`,
      variables: ({ params, file }) => ({ ...idOf(params), file: file ? toUpload(file) : null }),
      upload: IMAGE_RULE(),
      result: (d) => ({ message: SAVED, data: toLegacy(d[`add${Name}Gambar`]) }),
    },
    [`${folder}/add_skpd.php`]: {
      method: 'POST',
      query: `mutation LegacyAdd${Name}Skpd($${idArg}: Int!, $idSkpd: Int) { add${Name}Skpd(${idArg}: $${idArg}, idSkpd: $idSkpd) { idSkpd skpd } }`,
      variables: ({ params }) => ({ ...idOf(params), idSkpd: int(params, 'id_skpd') }),
      result: (d) => {
        const s = d[`add${Name}Skpd`] as { idSkpd: number; skpd: string };
        return { message: SAVED, data: toLegacy({ idSkpd: s.idSkpd, namaSkpd: s.skpd, skpd: s.skpd }) };
      },
    },
    [`${folder}/delete_file.php`]: {
      method: 'POST',
      query: `mutation LegacyRemove${Name}Dokumen($${idArg}: Int!, $idFile: String, $namaFile: String) { remove${Name}Dokumen(${idArg}: $${idArg}, idFile: $idFile, namaFile: $namaFile) }`,
      variables: ({ params }) => ({ ...idOf(params), idFile: str(params, 'id_file'), namaFile: str(params, 'nama_file') }),
      result: () => ({ message: DELETED }),
    },
    [`${folder}/delete_gambar.php`]: {
      method: 'POST',
      query: `mutation LegacyRemove${Name}Gambar($${idArg}: Int!, $idFile: String, $namaGambar: String) { remove${Name}Gambar(${idArg}: $${idArg}, idFile: $idFile, namaGambar: $namaGambar) }`,
      variables: ({ params }) => ({ ...idOf(params), idFile: str(params, 'id_file'), namaGambar: str(params, 'nama_gambar') }),
      result: () => ({ message: DELETED }),
    },
    [`${folder}/delete_skpd.php`]: {
      method: 'POST',
      query: `mutation LegacyRemove${Name}Skpd($${idArg}: Int!, $idSkpd: Int!) { remove${Name}Skpd(${idArg}: $${idArg}, idSkpd: $idSkpd) }`,
      variables: ({ params }) => ({ ...idOf(params), idSkpd: id(params, 'id_skpd') }),
      result: () => ({ message: DELETED }),
    },
    [`${folder}/laporan.php`]: laporanRoute(`${single}Laporan`, Name),
  };
};

/**
 * `laporan.php` (status, judul, tanggal_dari, tanggal_sampai, format=pdf|xlsx|json): the report document;
 * `format=json` answers with the table as JSON instead. Shared with penjajagan/laporan.php.
 */
export const laporanRoute = (field: string, Name: string): LegacyRoute => ({
  method: 'GET',
  query: `query Legacy${Name}Laporan($filter: LaporanFilter) { ${field}(filter: $filter) { judul keterangan kolom baris total dipotong namaFile } }`,
  variables: ({ params: p }) => ({
    filter: {
      tanggalDari: dateIn(p, 'tanggal_dari'),
      tanggalSampai: dateIn(p, 'tanggal_sampai'),
      status: int(p, 'status') || undefined,
      judul: str(p, 'judul'),
    },
  }),
  result: (d) => ({ data: d[field], total: d[field].total }),
  download: async (d, { params }) => {
    const format = str(params, 'format')?.toLowerCase();
    if (format === 'json') return null;
    return renderLaporan(d[field], format === 'xlsx' || format === 'excel' ? 'xlsx' : 'pdf');
  },
});
