import type { Context } from '../../common/context.js';
import { findPage, pageWithTotal } from '../../common/find-page.js';
import { paging, type Page } from '../../common/paging.js';
import { containsFilter } from '../kerjasama/kerjasama-list.js';
import { KERJASAMA_PUBLIC_PAGE_SIZE, KERJASAMA_STATUS_AKTIF } from '../../rules/public.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import type { Beranda, MouPublik, PksPublik } from './front.types.js';
import type { KegiatanService } from '../kegiatan/kegiatan.service.js';
import type { PartnerService } from '../partner/partner.service.js';
import type { ProfilService } from '../profil/profil.service.js';
import type { SliderService } from '../slider/slider.service.js';

/** Active rows whose judul contains the search (case-insensitive), for a public table page. */
const publicWhere = (judul?: string | null) => {
  const term = judul?.trim();
  return { idStatus: KERJASAMA_STATUS_AKTIF, ...(term ? containsFilter('judul', term) : {}) };
};

const publicPage = (page?: number | null) => paging({ page: page ?? 1, limit: KERJASAMA_PUBLIC_PAGE_SIZE });

/** Data of the public site's home page, assembled from the content modules. */
export class FrontService {
  constructor(
    private readonly slider: SliderService,
    private readonly kegiatan: KegiatanService,
    private readonly partner: PartnerService,
    private readonly profil: ProfilService,
  ) {}

  async beranda(ctx: Context): Promise<Beranda> {
    const { slider, kegiatan, partner, profil } = this;
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

  /** Active agreements, newest first; only the fields the public may see (as plain rows: no entities). */
  async kesepakatan(ctx: Context, judul?: string | null, page?: number | null): Promise<Page<MouPublik>> {
    const { limit, offset } = publicPage(page);
    const where = publicWhere(judul);
    const [items, total] = await pageWithTotal(ctx.em, Mou, where, { limit, offset }, () =>
      ctx.em
        .createQueryBuilder(Mou)
        .select(['idMou', 'mitra', 'judul', 'deskripsi', 'noKontrak', 'noMitra', 'tglMulai', 'tglBerakhir'])
        .where(where)
        .orderBy({ tglInput: 'desc', idMou: 'desc' })
        .limit(limit)
        .offset(offset)
        .execute<MouPublik[]>('all'),
    );
    return { items, total };
  }

  /** Active contracts with their agreement's title, newest first; only public fields. */
  async perjanjian(ctx: Context, judul?: string | null, page?: number | null): Promise<Page<PksPublik>> {
    const { limit, offset } = publicPage(page);
    const [rows, total] = await findPage(ctx.em, Pks, publicWhere(judul), {
      fields: ['idPks', 'mitra', 'judul', 'deskripsi', 'noKontrak', 'noMitra', 'tglMulai', 'tglBerakhir', 'mou.idMou', 'mou.judul', 'mou.idStatus'],
      populate: ['mou'],
      orderBy: { tglInput: 'desc', idPks: 'desc' },
      limit,
      offset,
    });
    const items = rows.map((p) => ({
      idPks: p.idPks,
      idMou: p.mou.unwrap().idMou,
      mitra: p.mitra,
      judul: p.judul,
      // an agreement the public list does not show (a draft, one under revision) is not named here either
      judulMou: p.mou.unwrap().idStatus === KERJASAMA_STATUS_AKTIF ? p.mou.unwrap().judul : null,
      deskripsi: p.deskripsi,
      noKontrak: p.noKontrak,
      noMitra: p.noMitra,
      tglMulai: p.tglMulai,
      tglBerakhir: p.tglBerakhir,
    }));
    return { items, total };
  }
}
