import { isBlankHtml } from '@rules/kegiatan';
import { profilSchema } from '@rules/profil';
import { fieldErrors } from '@rules/validation';
import type { ProfilInput, ProfilSettingsFragment } from '../../generated/graphql';

export type ProfilData = ProfilSettingsFragment;

/** Every editable text of the profile as the form holds it (strings; coordinates too). */
export const PROFIL_TEXT_FIELDS = [
  'youtube',
  'profile',
  'visi',
  'misi',
  'pimpinan',
  'jabatanPimpinan',
  'kalimatPimpinan',
  'namaInstansi',
  'alamat',
  'telepon',
  'email',
  'website',
  'mapsUrl',
  'latitude',
  'longitude',
  'instagram',
  'facebook',
  'twitter',
  'youtubeChannel',
  'contohDokumenUrl',
] as const;
export type ProfilField = (typeof PROFIL_TEXT_FIELDS)[number];
export type ProfilFormValues = Record<ProfilField, string>;

export const RICH_FIELDS = ['profile', 'visi', 'misi'] as const;

export const profilFormFrom = (p: ProfilData): ProfilFormValues => ({
  youtube: p.youtubeUrl ?? p.youtube ?? '',
  profile: p.profile,
  visi: p.visi,
  misi: p.misi,
  pimpinan: p.pimpinan,
  jabatanPimpinan: p.jabatanPimpinan,
  kalimatPimpinan: p.kalimatPimpinan,
  namaInstansi: p.namaInstansi,
  alamat: p.alamat,
  telepon: p.telepon,
  email: p.email,
  website: p.website,
  mapsUrl: p.mapsUrl,
  latitude: p.latitude === null || p.latitude === undefined ? '' : String(p.latitude),
  longitude: p.longitude === null || p.longitude === undefined ? '' : String(p.longitude),
  instagram: p.instagram,
  facebook: p.facebook,
  twitter: p.twitter,
  youtubeChannel: p.youtubeChannel,
  contohDokumenUrl: p.contohDokumenUrl,
});

/** '' → null (clears it); "-6,2" and "-6.2" both read as a number; anything else stays NaN for the message. */
const coordinate = (s: string): number | null => {
  const v = s.trim().replace(',', '.');
  return v === '' ? null : Number(v);
};

/** The whole form as an update (every field sent; the server keeps the rules). */
export const profilInput = (v: ProfilFormValues): ProfilInput => {
  const input: ProfilInput = {};
  for (const key of PROFIL_TEXT_FIELDS) {
    if (key === 'latitude' || key === 'longitude') input[key] = coordinate(v[key]);
    else if ((RICH_FIELDS as readonly string[]).includes(key)) input[key] = isBlankHtml(v[key]) ? '' : v[key];
    else input[key] = v[key].trim();
  }
  return input;
};

/** The server's messages (@rules/profil) for the form; empty when it may be sent. */
export const validateProfilForm = (v: ProfilFormValues): Record<string, string> => {
  const result = profilSchema.safeParse(profilInput(v));
  return result.success ? {} : fieldErrors(result.error);
};
