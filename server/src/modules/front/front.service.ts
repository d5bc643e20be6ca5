import type { Context } from '../../app/context.js';
import type { Beranda } from './front.types.js';

/** Data of the public site's home page, assembled from the content modules. */
export class FrontService {
  async beranda(ctx: Context): Promise<Beranda> {
    const { slider, kegiatan, partner, profil } = ctx.services;
    // Sequential: one EntityManager per request runs one query at a time; image addresses are then
    // fetched by the field resolvers in one batched query.
    const sliders = await slider.forHome(ctx);
    const latest = await kegiatan.latest(ctx);
    const partners = await partner.all(ctx);
    const p = await profil.get(ctx);
    const [fotoPimpinan, gambarPengajuan] = await Promise.all([profil.gambarUrl(ctx, 'PIMPINAN'), profil.gambarUrl(ctx, 'PENGAJUAN')]);
    return {
      sliders,
      fotoPimpinan,
      kalimatPimpinan: p.kalimatPimpinan,
      pimpinan: p.pimpinan,
      jabatanPimpinan: p.jabatanPimpinan,
      gambarPengajuan,
      kegiatan: latest,
      partners,
    };
  }
}
