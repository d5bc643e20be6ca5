/**
 * Profil and contact settings (SPEC §1, §2.1 /profile, /kontak, footer; §3 Profile). Pure: shared by the
 * server and the client. An update is partial: a field left out stays as it is; for optional fields an
 * empty value (or null) clears it, required ones answer "… tidak boleh kosong".
 */
import { z } from 'zod';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts, live) or of a bare id; null otherwise. */
export const youtubeId = (value: string): string | null => {
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
};

export const youtubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
/** Privacy-enhanced embed address (the only frame origin the site's CSP allows besides youtube.com). */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;

/** An absolute http(s) address. */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`).optional();

/** Optional text: null or '' clears it (stored as ''). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v === null ? '' : v));

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** An address as offices type it: one without a scheme (`kota.go.id/x`) gets https://. */
export const normaliseUrl = (value: string): string => {
  const v = value.trim();
  return v === '' || SCHEME.test(v) || !/^[^\s/]+\.[^\s]/.test(v) ? v : `https://${v}`;
};

/** Where a handle lives on each social site. */
export const SOCIAL_PROFILE: Record<'instagram' | 'facebook' | 'twitter' | 'youtubeChannel', (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  youtubeChannel: (h) => `https://www.youtube.com/@${h}`,
};

/** A social profile as offices type it: a handle (`@kotaku`, `kotaku`, `kerjasama.kota`) or an address. */
export const normaliseSocial = (site: keyof typeof SOCIAL_PROFILE, value: string): string => {
  const v = value.trim();
  const handle = /^@?([A-Za-z0-9._-]{1,100})$/.exec(v);
  return handle && !SCHEME.test(v) ? SOCIAL_PROFILE[site](handle[1]!) : normaliseUrl(v);
};

const optionalUrl = (message: string, max = 500, normalise: (v: string) => string = normaliseUrl) =>
  optionalText(max)
    .transform((v) => (v === undefined ? v : normalise(v)))
    .refine((v) => v === undefined || v === '' || isHttpUrl(v), message);

const socialUrl = (site: keyof typeof SOCIAL_PROFILE, message: string) => optionalUrl(message, 500, (v) => normaliseSocial(site, v));

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).nullish();

export const RICH_TEXT_MAX = 50_000;

export const profilSchema = z.object({
  /** A YouTube link or id, stored as the id; '' or null removes the video. */
  youtube: z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v.trim() === '') return null;
      const id = youtubeId(v);
      if (!id) {
        ctx.addIssue({ code: 'custom', message: 'Tautan YouTube tidak valid' });
        return z.NEVER;
      }
      return id;
    }),
  profile: requiredText('Profil tidak boleh kosong', RICH_TEXT_MAX * 2),
  visi: requiredText('Visi tidak boleh kosong', RICH_TEXT_MAX * 2),
  misi: requiredText('Misi tidak boleh kosong', RICH_TEXT_MAX * 2),
  pimpinan: requiredText('Nama Pimpinan tidak boleh kosong', 255),
  jabatanPimpinan: optionalText(255),
  kalimatPimpinan: requiredText('Kalimat Pimpinan tidak boleh kosong', 1000),
  namaInstansi: requiredText('Nama Instansi tidak boleh kosong', 255),
  alamat: requiredText('Alamat tidak boleh kosong', 500),
  telepon: optionalText(50),
  email: optionalText(255).refine(
    (v) => v === undefined || v === '' || z.email().safeParse(v).success,
    'Tolong masukkan alamat email dengan benar',
  ),
  website: optionalUrl('Alamat situs tidak valid'),
  mapsUrl: optionalUrl('Tautan peta tidak valid', 1000),
  latitude: coordinate(90, 'Lintang harus di antara -90 dan 90'),
  longitude: coordinate(180, 'Bujur harus di antara -180 dan 180'),
  instagram: socialUrl('instagram', 'Tautan Instagram tidak valid'),
  facebook: socialUrl('facebook', 'Tautan Facebook tidak valid'),
  twitter: socialUrl('twitter', 'Tautan X/Twitter tidak valid'),
  youtubeChannel: socialUrl('youtubeChannel', 'Tautan kanal YouTube tidak valid'),
  /** The example-documents folder opened by the Penjajakan 'Contoh Dokumen' button. */
  contohDokumenUrl: optionalUrl('Tautan Contoh Dokumen tidak valid', 1000),
});
export type ProfilFields = z.infer<typeof profilSchema>;

/** The images of the profile and home page, with the words used in Riwayat and messages. */
export const PROFIL_GAMBAR_LABEL = {
  WALIKOTA: 'gambar Wali Kota',
  ORGANISASI: 'gambar Struktur Organisasi',
  PIMPINAN: 'foto pimpinan',
  PENGAJUAN: 'gambar pengajuan kerja sama',
} as const;
export type ProfilGambarJenis = keyof typeof PROFIL_GAMBAR_LABEL;
