import { DELETED, SAVED, UPDATED, type LegacyRoute } from '../route.js';
import { uploadOf } from '../upload.js';
import { id, int, intInput, legacyDate, numbered, offsetOf, pageOf, str, toLegacy, type Params } from '../wire.js';
import { KEGIATAN_PUBLIC_PAGE_SIZE } from '../../rules/kegiatan.js';
import { IMAGE_RULE } from '../../files/upload.js';

/**
 * Content paths of SPEC §7: partner logos, slider, kegiatan, the Mitra account combo and the public
 * `front/*` reads. Image fields are addresses (`/files/<id>/<name>`, public; `?w=640` etc. for a
 * resized copy). The public calls carry a `session` parameter (the date encrypted with a key fixed in
 * the old client); public data needs no session, so it is accepted and ignored.
 */

const PARTNER = 'idPartner partner logo';
const SLIDER = 'idGambar urutan gambar';
const KEGIATAN = 'idKegiatan judul highlight isi status statusText waktu gambar';
const PROFIL = `youtube youtubeUrl youtubeEmbedUrl profile visi misi gambarWalikota gambarOrganisasi fotoPimpinan gambarPengajuan
  pimpinan jabatanPimpinan kalimatPimpinan namaInstansi alamat telepon email website mapsUrl latitude longitude
  instagram facebook twitter youtubeChannel`;

type Row = Record<string, unknown>;


/** The old tables called the image `file` as well as `logo`/`gambar`: both carry the address. */
const partnerRow = (p: Row) => ({ ...p, file: p.logo });
const sliderRow = (s: Row) => ({ ...s, file: s.gambar });
/** A kegiatan's date is `dd-mm-yyyy` (the old pages split it on "-" to name the month). */
const kegiatanRow = (k: Row) => ({ ...k, waktu: typeof k.waktu === 'string' ? legacyDate(k.waktu) : k.waktu });

const kegiatanInput = (p: Params) => ({
  judul: str(p, 'judul'),
  highlight: str(p, 'highlight'),
  isi: str(p, 'isi'),
  status: intInput(p, 'status') ?? intInput(p, 'id_status'),
});

export const contentRoutes: Record<string, LegacyRoute> = {
  // ---- Mitra logos (screen Mitra) ----
  'partner/read.php': {
    method: 'GET',
    query: `query LegacyPartners($page: PageInput) { partners(page: $page) { total items { ${PARTNER} } } }`,
    variables: ({ params: p }) => ({ page: pageOf(p) }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.partners.items.map(partnerRow), offsetOf(params))),
      total: d.partners.total,
    }),
  },
  'partner/add.php': {
    method: 'POST',
    query: `mutation LegacyCreatePartner($input: PartnerInput!, $file: Upload) { createPartner(input: $input, file: $file) { ${PARTNER} } }`,
    variables: (req) => ({ input: { partner: str(req.params, 'partner') ?? str(req.params, 'nama') }, file: uploadOf(req) }),
    upload: IMAGE_RULE('file'),
    result: (d) => ({ message: SAVED, data: toLegacy(partnerRow(d.createPartner)) }),
  },
  'partner/delete.php': {
    method: 'POST',
    query: `mutation LegacyDeletePartner($idPartner: Int!) { deletePartner(idPartner: $idPartner) }`,
    variables: ({ params: p }) => ({ idPartner: id(p, 'id_partner') }),
    result: () => ({ message: DELETED }),
  },

  // ---- Mitra accounts (agreement form autocomplete) ----
  'combo/mitra.php': {
    method: 'GET',
    // with id_mitra that partner (and its name when given), not a filter of the picker's first 20
    query: `query LegacyMitraCombo($search: String, $idMitra: Int) { mitraCombo(search: $search, idMitra: $idMitra) { idUser nama } }`,
    variables: ({ params: p }) => ({ search: str(p, 'nama') ?? str(p, 'mitra'), idMitra: intInput(p, 'id_mitra') }),
    result: (d) => ({ data: toLegacy(d.mitraCombo), total: d.mitraCombo.length }),
  },

  // ---- Slider (screen GAMBAR) ----
  'slider/read.php': {
    method: 'GET',
    query: `query LegacySliders($page: PageInput) { sliders(page: $page) { total items { ${SLIDER} } } }`,
    variables: ({ params: p }) => ({ page: pageOf(p) }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.sliders.items.map(sliderRow), offsetOf(params))),
      total: d.sliders.total,
    }),
  },
  'slider/add.php': {
    method: 'POST',
    query: `mutation LegacyCreateSlider($input: SliderInput!, $file: Upload) { createSlider(input: $input, file: $file) { ${SLIDER} } }`,
    variables: (req) => ({ input: { urutan: int(req.params, 'urutan') }, file: uploadOf(req) }),
    upload: IMAGE_RULE('file'),
    result: (d) => ({ message: SAVED, data: toLegacy(sliderRow(d.createSlider)) }),
  },
  'slider/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdateSlider($idGambar: Int!, $input: SliderInput!, $file: Upload) { updateSlider(idGambar: $idGambar, input: $input, file: $file) { ${SLIDER} } }`,
    variables: (req) => ({ idGambar: id(req.params, 'id_gambar'), input: { urutan: int(req.params, 'urutan') }, file: uploadOf(req) }),
    upload: IMAGE_RULE('file'),
    result: (d) => ({ message: UPDATED, data: toLegacy(sliderRow(d.updateSlider)) }),
  },
  'slider/delete.php': {
    method: 'POST',
    query: `mutation LegacyDeleteSlider($idGambar: Int!) { deleteSlider(idGambar: $idGambar) }`,
    variables: ({ params: p }) => ({ idGambar: id(p, 'id_gambar') }),
    result: () => ({ message: DELETED }),
  },

  // ---- Kegiatan (admin) ----
  'kegiatan/read.php': {
    method: 'GET',
    query: `query LegacyKegiatans($filter: KegiatanFilter, $page: PageInput) { kegiatans(filter: $filter, page: $page) { total items { ${KEGIATAN} namaUser } } }`,
    variables: ({ params: p }) => ({ filter: { judul: str(p, 'judul'), status: int(p, 'status') }, page: pageOf(p) }),
    result: (d, { params }) => ({
      data: toLegacy(numbered(d.kegiatans.items.map(kegiatanRow), offsetOf(params))),
      total: d.kegiatans.total,
    }),
  },
  'kegiatan/add.php': {
    method: 'POST',
    query: `mutation LegacyCreateKegiatan($input: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $input, gambar: $gambar) { ${KEGIATAN} namaUser } }`,
    variables: (req) => ({ input: kegiatanInput(req.params), gambar: uploadOf(req) }),
    upload: IMAGE_RULE('gambar'),
    result: (d) => ({ message: SAVED, data: toLegacy(kegiatanRow(d.createKegiatan)) }),
  },
  'kegiatan/edit.php': {
    method: 'POST',
    query: `mutation LegacyUpdateKegiatan($idKegiatan: Int!, $input: KegiatanInput!, $gambar: Upload) { updateKegiatan(idKegiatan: $idKegiatan, input: $input, gambar: $gambar) { ${KEGIATAN} namaUser } }`,
    variables: (req) => ({ idKegiatan: id(req.params, 'id_kegiatan'), input: kegiatanInput(req.params), gambar: uploadOf(req) }),
    upload: IMAGE_RULE('gambar'),
    result: (d) => ({ message: UPDATED, data: toLegacy(kegiatanRow(d.updateKegiatan)) }),
  },
  'kegiatan/delete.php': {
    method: 'POST',
    // `judul` is sent too (the old server named it in its log); Riwayat takes the stored title instead.
    query: `mutation LegacyDeleteKegiatan($idKegiatan: Int!) { deleteKegiatan(idKegiatan: $idKegiatan) }`,
    variables: ({ params: p }) => ({ idKegiatan: id(p, 'id_kegiatan') }),
    result: () => ({ message: DELETED }),
  },

  // ---- Public site (no login; `session` accepted and ignored) ----
  'front/read_profile.php': {
    method: 'GET',
    query: `query LegacyProfil { profil { ${PROFIL} } }`,
    variables: () => ({}),
    result: (d) => {
      const { youtubeEmbedUrl, youtube, ...rest } = d.profil as Row;
      // The old page put `youtube` into an <iframe>: give the embed address; the bare id travels too.
      return { data: toLegacy({ ...rest, youtube: youtubeEmbedUrl ?? '', youtubeId: youtube }) };
    },
  },
  'front/read_home.php': {
    method: 'GET',
    query: `query LegacyBeranda {
      beranda {
        sliders { ${SLIDER} }
        fotoPimpinan kalimatPimpinan pimpinan jabatanPimpinan gambarPengajuan
        kegiatan { idKegiatan judul waktu highlight gambar }
        partners { ${PARTNER} }
      }
    }`,
    variables: () => ({}),
    result: (d) => {
      const b = d.beranda;
      return {
        data: toLegacy({
          dataSlider: b.sliders.map(sliderRow),
          fotoPimpinan: b.fotoPimpinan,
          kalimatPimpinan: b.kalimatPimpinan,
          pimpinan: b.pimpinan,
          jabatanPimpinan: b.jabatanPimpinan,
          gambarPengajuan: b.gambarPengajuan,
          dataBerita: b.kegiatan.map(kegiatanRow),
          partner: b.partners.map(partnerRow),
        }),
      };
    },
  },
  'front/read_kegiatan.php': {
    method: 'GET',
    query: `query LegacyKegiatanPublik($judul: String, $page: Int) { kegiatanPublik(judul: $judul, page: $page) { total items { ${KEGIATAN} } } }`,
    variables: ({ params: p }) => ({ judul: str(p, 'judul'), page: int(p, 'page') ?? 1 }),
    result: (d, { params }) => ({
      data: toLegacy(
        numbered(d.kegiatanPublik.items.map(kegiatanRow), (Math.max(int(params, 'page') ?? 1, 1) - 1) * KEGIATAN_PUBLIC_PAGE_SIZE),
      ),
      total: d.kegiatanPublik.total,
    }),
  },
  'front/read_kegiatan_detail.php': {
    method: 'GET',
    query: `query LegacyKegiatanDetail($idKegiatan: Int!) { kegiatanPublikDetail(idKegiatan: $idKegiatan) { ${KEGIATAN} } }`,
    variables: ({ params: p }) => ({ idKegiatan: id(p, 'id') || id(p, 'id_kegiatan') }),
    result: (d) => ({ data: toLegacy(kegiatanRow(d.kegiatanPublikDetail)) }),
  },
};
