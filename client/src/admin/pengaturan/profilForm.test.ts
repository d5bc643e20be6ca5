import { describe, expect, it } from 'vitest';
import type { ProfilData } from './profilForm';
import { profilFormFrom, profilInput, validateProfilForm } from './profilForm';

const PROFIL: ProfilData = {
  youtube: 'dQw4w9WgXcQ',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  profile: '<p>Profil</p>',
  visi: '<p>Visi</p>',
  misi: '<ol><li>Misi</li></ol>',
  gambarWalikota: null,
  gambarOrganisasi: null,
  fotoPimpinan: null,
  gambarPengajuan: null,
  pimpinan: 'Budi',
  jabatanPimpinan: 'Kepala Bagian',
  kalimatPimpinan: 'Mari bekerja sama',
  namaInstansi: 'Bagian Kerja Sama',
  alamat: 'Jl. Merdeka 1',
  telepon: '021-123',
  email: 'kerjasama@kota.go.id',
  website: 'https://kota.go.id',
  mapsUrl: '',
  latitude: -6.2,
  longitude: null,
  instagram: '',
  facebook: '',
  twitter: '',
  youtubeChannel: '',
  contohDokumenUrl: '',
  diubah: '2025-01-05T07:00:00.000Z',
};

describe('profil settings form', () => {
  it('starts from the stored profile and sends every field back', () => {
    const values = profilFormFrom(PROFIL);
    expect(values.youtube).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(values.latitude).toBe('-6.2');
    const input = profilInput({ ...values, longitude: '106,8', telepon: ' 021 ' });
    expect(input).toMatchObject({ latitude: -6.2, longitude: 106.8, telepon: '021', misi: '<ol><li>Misi</li></ol>' });
    expect(validateProfilForm(values)).toEqual({});
  });

  it('mirrors the server messages', () => {
    const values = profilFormFrom(PROFIL);
    expect(
      validateProfilForm({ ...values, youtube: 'https://vimeo.com/1', email: 'bukan-email', visi: '<p><br /></p>', pimpinan: '', latitude: '100' }),
    ).toEqual({
      youtube: 'Tautan YouTube tidak valid',
      email: 'Tolong masukkan alamat email dengan benar',
      visi: 'Visi tidak boleh kosong',
      pimpinan: 'Nama Pimpinan tidak boleh kosong',
      latitude: 'Lintang harus di antara -90 dan 90',
    });
  });
});
