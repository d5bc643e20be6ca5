import { describe, expect, it } from 'vitest';
import { normaliseSocial, normaliseUrl, profilSchema } from './profil.js';

describe('profil addresses as offices type them (issue 16)', () => {
  it('gives an address without a scheme https://', () => {
    expect(normaliseUrl('kota.go.id/kerjasama')).toBe('https://kota.go.id/kerjasama');
    expect(normaliseUrl('http://kota.go.id')).toBe('http://kota.go.id');
    expect(normaliseUrl('')).toBe('');
    expect(normaliseUrl('bukan alamat')).toBe('bukan alamat');
  });

  it('turns a handle into the profile address of its site, and leaves addresses as addresses', () => {
    expect(normaliseSocial('instagram', '@kotaku')).toBe('https://www.instagram.com/kotaku');
    expect(normaliseSocial('instagram', 'kerjasama.kota')).toBe('https://www.instagram.com/kerjasama.kota');
    expect(normaliseSocial('facebook', 'kerjasamakota')).toBe('https://www.facebook.com/kerjasamakota');
    expect(normaliseSocial('twitter', '@kerjasama_kota')).toBe('https://x.com/kerjasama_kota');
    expect(normaliseSocial('youtubeChannel', '@kerjasamakota')).toBe('https://www.youtube.com/@kerjasamakota');
    expect(normaliseSocial('instagram', 'instagram.com/kotaku')).toBe('https://instagram.com/kotaku');
    expect(normaliseSocial('instagram', 'https://www.instagram.com/kotaku')).toBe('https://www.instagram.com/kotaku');
  });

  it('accepts handles and scheme-less addresses in the shared rule, and still refuses nonsense', () => {
    const r = profilSchema.safeParse({ instagram: '@kotaku', facebook: 'kotaku', website: 'kota.go.id', contohDokumenUrl: 'drive.google.com/x' });
    expect(r.success && r.data).toMatchObject({
      instagram: 'https://www.instagram.com/kotaku',
      facebook: 'https://www.facebook.com/kotaku',
      website: 'https://kota.go.id',
      contohDokumenUrl: 'https://drive.google.com/x',
    });
    expect(profilSchema.safeParse({ instagram: 'dua kata' }).success).toBe(false);
    expect(profilSchema.safeParse({ website: 'javascript:alert(1)' }).success).toBe(false);
  });
});
