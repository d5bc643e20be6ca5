import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gqlUpload, jpeg, png } from '../../test/uploads.js';

const BERANDA = `query {
  beranda {
    sliders { idGambar urutan gambar }
    fotoPimpinan kalimatPimpinan pimpinan jabatanPimpinan gambarPengajuan
    kegiatan { idKegiatan judul waktu highlight gambar }
    partners { idPartner partner logo }
  }
}`;

describe('front (public home page data)', () => {
  let app: TestApp;
  let admin: string;

  const ok = async (query: string, variables: Record<string, unknown>, file: Record<string, Awaited<ReturnType<typeof png>>>) => {
    const r = await gqlUpload(app, query, variables, file, admin);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  it('is readable anonymously and is never empty on a fresh install', async () => {
    const r = await app.gql(BERANDA);
    expect(r.errors).toBeUndefined();
    expect(r.data!.beranda).toMatchObject({ sliders: [], kegiatan: [], partners: [], fotoPimpinan: null, gambarPengajuan: null, pimpinan: 'Wali Kota' });
    expect(r.data!.beranda.kalimatPimpinan.length).toBeGreaterThan(20);
  });

  it('returns sliders in ascending urutan, the leader, the submission image, the 4 latest active kegiatan and partners', async () => {
    for (const urutan of [3, 1, 2]) {
      await ok(`mutation($i: SliderInput!, $file: Upload) { createSlider(input: $i, file: $file) { idGambar } }`, { i: { urutan } }, { file: await jpeg(`s${urutan}.jpg`) });
    }
    for (let i = 1; i <= 6; i++) {
      const status = i === 6 ? 2 : 1;
      const d = await ok(
        `mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }`,
        { i: { judul: `Kegiatan ${i}`, highlight: `Sorotan ${i}`, isi: `<p>Isi ${i}</p>`, status } },
        { gambar: await png(`k${i}.png`) },
      );
      await app.sql(`update kegiatan set waktu = now() - interval '1 hour' * (10 - $1::int) where id_kegiatan = $2`, [i, d.createKegiatan.idKegiatan]);
    }
    for (const name of ['Bank Daerah', 'Universitas Kota']) {
      await ok(`mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { idPartner } }`, { i: { partner: name } }, { file: await png() });
    }
    await ok(`mutation($file: Upload) { uploadProfilGambar(jenis: PIMPINAN, file: $file) { fotoPimpinan } }`, {}, { file: await jpeg('walikota.jpg') });
    await ok(`mutation($file: Upload) { uploadProfilGambar(jenis: PENGAJUAN, file: $file) { gambarPengajuan } }`, {}, { file: await png('ajukan.png') });
    expect((await app.gql(`mutation { updateProfil(input: { pimpinan: "Budi Santoso", kalimatPimpinan: "Mari bekerja sama." }) { pimpinan } }`, {}, admin)).errors).toBeUndefined();

    const r = await app.gql(BERANDA);
    expect(r.errors).toBeUndefined();
    const b = r.data!.beranda;
    expect(b.sliders.map((s: { urutan: number }) => s.urutan)).toEqual([1, 2, 3]);
    expect(b.sliders.every((s: { gambar: string }) => /^\/files\/.+\.jpg$/.test(s.gambar))).toBe(true);
    expect(b.kegiatan.map((k: { judul: string }) => k.judul)).toEqual(['Kegiatan 5', 'Kegiatan 4', 'Kegiatan 3', 'Kegiatan 2']);
    expect(b.kegiatan[0]).toMatchObject({ highlight: 'Sorotan 5', gambar: expect.stringMatching(/k5\.png$/) });
    expect(b.partners.map((p: { partner: string }) => p.partner)).toEqual(['Bank Daerah', 'Universitas Kota']);
    expect(b.partners.every((p: { logo: string }) => p.logo.startsWith('/files/'))).toBe(true);
    expect(b).toMatchObject({ pimpinan: 'Budi Santoso', kalimatPimpinan: 'Mari bekerja sama.', jabatanPimpinan: 'Wali Kota' });
    expect(b.fotoPimpinan).toMatch(/walikota\.jpg$/);
    expect(b.gambarPengajuan).toMatch(/ajukan\.png$/);
    for (const url of [b.fotoPimpinan, b.gambarPengajuan, b.sliders[0].gambar, b.kegiatan[0].gambar, b.partners[0].logo]) {
      expect((await fetch(`${app.url}${url}`)).status).toBe(200);
    }
  });
});
