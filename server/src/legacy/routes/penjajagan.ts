import { DELETED, SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { laporanRoute } from './kerjasama.js';
import { uploadOf } from '../upload.js';
import { dateIn, id, int, intInput, legacyDate, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';
import { PENJAJAGAN_RULE } from '../../files/upload.js';

/**
 * Penjajakan paths of SPEC §7, all under /api/penjajagan/ (DESIGN §1) plus combo/penjajagan.php, and the
 * six that SPEC §7 lists without a folder at /api/ as well (FOLDERLESS). The
 * upload field is `files` (any field name is accepted: one file per request). A chat message posted
 * here runs the same `kirimPesan` mutation, so it reaches every GraphQL subscriber as well.
 *
 * Rows carry `nama_file` (the newest document's name) and `file` (its signed address, valid ≥ 30 min);
 * chat rows carry `tgl_input` with the time (`dd-mm-yyyy HH:MM:SS`, Asia/Jakarta).
 */

const FIELDS = 'idPenjajagan noPenjajagan idUser namaPengaju judul deskripsi idStatus statusText tglInput namaFile fileUrl';
const PESAN = 'id idPenjajagan idUser nama pesan tglInput posisi';

type Row = Record<string, unknown>;

/** The old rows named the proposer `nama` (column Nama) and the file both `nama_file` and `file`. */
const proposalRow = ({ fileUrl, ...p }: Row) => ({ ...p, nama: p.namaPengaju, file: fileUrl ?? null });
const pesanRow = (m: Row) => ({ ...toLegacy(m) as Row, tgl_input: legacyDate(String(m.tglInput), true) });
const idPenjajagan = (p: Params) => int(p, 'id_penjajagan') ?? id(p, 'penjajagan');

const input = (p: Params) => ({
  idUser: int(p, 'id_user'),
  judul: str(p, 'judul'),
  deskripsi: str(p, 'deskripsi'),
  status: intInput(p, 'status') ?? intInput(p, 'id_status'),
});

const folderRoutes: Record<string, LegacyRoute> = {
  'penjajagan/read.php': {
    method: 'GET',
    query: `query LegacyPenjajagans($filter: PenjajaganFilter, $page: PageInput) {
      penjajagans(filter: $filter, page: $page) { total items { ${FIELDS} } } }`,
    variables: ({ params: p }) => ({
      filter: { judul: str(p, 'judul'), status: int(p, 'status') ?? int(p, 'id_status') },
      page: pageOf(p),
    }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.penjajagans.items.map(proposalRow), offsetOf(params))),
      total: d.penjajagans.total,
    }),
  },
  'combo/penjajagan.php': {
    method: 'GET',
    query: `query LegacyPenjajaganCombo($search: String, $id: Int) {
      penjajaganCombo(search: $search, idPenjajagan: $id) { idPenjajagan noPenjajagan judul } }`,
    variables: ({ params: p }) => ({
      search: str(p, 'no_penjajagan') ?? str(p, 'judul') ?? str(p, 'penjajagan'),
      id: int(p, 'id_penjajagan'),
    }),
    result: (d) => ({ data: toLegacy(d.penjajaganCombo), total: d.penjajaganCombo.length }),
  },
  'penjajagan/read_skpd.php': {
    method: 'GET',
    query: `query LegacyPenjajaganSkpd($id: Int!, $page: PageInput) {
      penjajaganSkpds(idPenjajagan: $id, page: $page) { total items { idSkpd skpd kode } } }`,
    variables: ({ params: p }) => ({ id: idPenjajagan(p), page: pageOf(p) }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.penjajaganSkpds.items.map((s: Row) => ({ ...s, namaSkpd: s.skpd })), offsetOf(params))),
      total: d.penjajaganSkpds.total,
    }),
  },
  'penjajagan/read_detail.php': {
    method: 'GET',
    query: `query LegacyPenjajaganPesan($id: Int!, $page: PesanPageInput, $before: Int, $after: Int) {
      penjajaganPesan(idPenjajagan: $id, page: $page, before: $before, after: $after) { total hasMore items { ${PESAN} } } }`,
    variables: ({ params: p }) => {
      const { page, limit } = pageOf(p);
      return { id: idPenjajagan(p), page: { page, limit }, before: int(p, 'before'), after: int(p, 'after') };
    },
    result: (d) => ({
      data: d.penjajaganPesan.items.map(pesanRow),
      total: d.penjajaganPesan.total,
      extra: { has_more: d.penjajaganPesan.hasMore },
    }),
  },
  'penjajagan/add.php': {
    method: 'POST',
    query: `mutation LegacyCreatePenjajagan($input: PenjajaganInput!, $file: Upload) {
      createPenjajagan(input: $input, file: $file) { ${FIELDS} } }`,
    variables: (req) => ({ input: input(req.params), file: uploadOf(req) }),
    upload: PENJAJAGAN_RULE('file'),
    result: (d) => ({ message: SAVED, data: toLegacy(proposalRow(d.createPenjajagan)) }),
  },
  'penjajagan/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdatePenjajagan($id: Int!, $input: PenjajaganInput!, $file: Upload) {
      updatePenjajagan(idPenjajagan: $id, input: $input, file: $file) { ${FIELDS} } }`,
    variables: (req) => ({ id: idPenjajagan(req.params), input: input(req.params), file: uploadOf(req) }),
    upload: PENJAJAGAN_RULE('file'),
    result: (d) => ({ message: UPDATED, data: toLegacy(proposalRow(d.updatePenjajagan)) }),
  },
  'penjajagan/delete.php': {
    method: 'POST',
    query: `mutation LegacyDeletePenjajagan($id: Int!) { deletePenjajagan(idPenjajagan: $id) }`,
    variables: ({ params: p }) => ({ id: idPenjajagan(p) }),
    result: () => ({ message: DELETED }),
  },
  'penjajagan/add_file_baru.php': {
    method: 'POST',
    query: `mutation LegacyAddPenjajaganDokumen($id: Int!, $file: Upload) {
      addPenjajaganDokumen(idPenjajagan: $id, file: $file) { ${FIELDS} } }`,
    variables: (req) => ({ id: idPenjajagan(req.params), file: uploadOf(req) }),
    upload: PENJAJAGAN_RULE('file'),
    result: (d) => ({ message: SAVED, data: toLegacy(proposalRow(d.addPenjajaganDokumen)) }),
  },
  'penjajagan/add_skpd.php': {
    method: 'POST',
    query: `mutation LegacyAddPenjajaganSkpd($id: Int!, $idSkpd: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $idSkpd) { idPenjajagan } }`,
    variables: ({ params: p }) => ({ id: idPenjajagan(p), idSkpd: int(p, 'id_skpd') }),
    result: () => ({ message: SAVED }),
  },
  'penjajagan/delete_skpd.php': {
    method: 'POST',
    query: `mutation LegacyRemovePenjajaganSkpd($id: Int!, $idSkpd: Int!) { removePenjajaganSkpd(idPenjajagan: $id, idSkpd: $idSkpd) { idPenjajagan } }`,
    variables: ({ params: p }) => ({ id: idPenjajagan(p), idSkpd: id(p, 'id_skpd') }),
    result: () => ({ message: DELETED }),
  },
  /** The shared report download (PDF, `format=xlsx`, or `format=json`); status 0 (Baru) is a real filter here. */
  'penjajagan/laporan.php': {
    ...laporanRoute('penjajaganLaporan', 'Penjajagan'),
    variables: ({ params: p }) => ({
      filter: {
        tanggalDari: dateIn(p, 'tanggal_dari'),
        tanggalSampai: dateIn(p, 'tanggal_sampai'),
        status: int(p, 'status') ?? int(p, 'id_status'),
        judul: str(p, 'judul'),
      },
    }),
  },
  'penjajagan/add_detail.php': {
    method: 'POST',
    query: `mutation LegacyKirimPesan($id: Int!, $pesan: String) { kirimPesan(idPenjajagan: $id, pesan: $pesan) { ${PESAN} } }`,
    variables: ({ params: p }) => ({ id: idPenjajagan(p), pesan: p.pesan ?? null }),
    result: (d) => ({ message: SAVED, data: pesanRow(d.kirimPesan) }),
  },
};

/** The writes SPEC §7 names without a folder ("POST add_detail.php"): a client built from its text calls them so. */
const FOLDERLESS = ['add_skpd.php', 'add_detail.php', 'delete_skpd.php', 'edit.php', 'delete.php', 'add_file_baru.php'];

export const penjajaganRoutes: Record<string, LegacyRoute> = {
  ...folderRoutes,
  ...Object.fromEntries(FOLDERLESS.map((name) => [name, folderRoutes[`penjajagan/${name}`]!])),
};
