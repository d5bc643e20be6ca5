import { claimForDelete } from '../../common/claim.js';
import type { Context } from '../../common/context.js';
import { publicContentChanged } from '../../common/cache-hints.js';
import { notFound } from '../../common/errors.js';
import { paging, type Page, type PageInput } from '../../common/paging.js';
import type { FilesService } from '../../files/files.service.js';
import { registerPublicFileKind } from '../../files/files.service.js';
import { nextId, ownedFileUrl, removeOwnedFilesLater } from '../../files/owned-images.js';
import { validateWithUpload } from '../../files/upload-input.js';
import { IMAGE_RULE } from '../../files/upload.js';
import { partnerSchema } from '../../rules/partner.js';
import type { Commit } from '../riwayat/commit.js';
import type { PartnerInput } from './partner.inputs.js';
import { Partner, PARTNER_LOGO } from './partner.entity.js';

registerPublicFileKind(PARTNER_LOGO);

type Upload = Parameters<typeof validateWithUpload>[2];

/** Partner logos of the home page (screen Mitra). Reading is public; writes are for levels 1 and 99. */
export class PartnerService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
  ) {}

  async list(ctx: Context, pageInput?: PageInput | null): Promise<Page<Partner>> {
    const { limit, offset, order } = paging(pageInput);
    const [items, total] = await ctx.em.findAndCount(Partner, {}, { orderBy: { idPartner: order }, limit, offset });
    return { items, total };
  }

  /** Every logo for the home page, oldest first, bounded. */
  all(ctx: Context, limit = 100): Promise<Partner[]> {
    return ctx.em.find(Partner, {}, { orderBy: { idPartner: 'asc' }, limit });
  }

  logoUrl(ctx: Context, partner: Partner): Promise<string | null> {
    return ownedFileUrl(ctx, this.files, PARTNER_LOGO, partner.idPartner);
  }

  async create(ctx: Context, input: PartnerInput, upload: Upload): Promise<Partner> {
    const { fields, file } = await validateWithUpload(partnerSchema, input, upload, IMAGE_RULE('file'), true);
    const idPartner = await nextId(ctx.em, 'partner_id_partner_seq');
    const partner = ctx.em.create(Partner, { idPartner, partner: fields.partner });
    this.files.store(ctx.em, PARTNER_LOGO, idPartner, file!);
    await this.commit.write(ctx, { riwayat: `Menambah mitra "${partner.partner}"`, events: [publicContentChanged('partner', idPartner)] });
    return partner;
  }

  async delete(ctx: Context, idPartner: number): Promise<boolean> {
    const partner = await ctx.em.findOne(Partner, { idPartner });
    if (!partner) throw notFound('Mitra');
    return this.commit.transaction(ctx, async (em) => {
      await claimForDelete(em, Partner, { idPartner }, 'Mitra');
      em.remove(em.getReference(Partner, idPartner));
      await removeOwnedFilesLater(em, PARTNER_LOGO, idPartner);
      return { result: true, change: { riwayat: `Menghapus mitra "${partner.partner}"`, events: [publicContentChanged('partner', idPartner)] } };
    });
  }
}
