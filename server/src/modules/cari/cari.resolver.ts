import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { asksField } from '../../common/selection.js';
import type { Ability } from '../../rules/policy.js';
import { CariService } from './cari.service.js';
import { CariInput, DokumenBelumTerbaca, HalamanCari } from './cari.types.js';

/** Whether the query asks how many hits there are (else the planner's estimate is not asked for). */
const asksTotal = (info: GraphQLResolveInfo) => asksField(info, 'total') || asksField(info, 'totalPerkiraan');

@Resolver()
export class CariResolver {
  constructor(private readonly cariService: CariService) {}

  @Authorized<Ability>('cari:read')
  @Query(() => HalamanCari, {
    description:
      'Search everything the viewer may read: agreements, contracts, proposals with their chat, news, partners, agencies and ' +
      "the text of their documents (PDF, DOCX, XLSX, OCR of scans). Indonesian stemming, websearch syntax ('\"frasa\"', '-kata', 'or').",
  })
  cari(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo, @Arg('input', () => CariInput) input: CariInput) {
    return this.cariService.cari(ctx, input, asksTotal(info));
  }

  @Authorized<Ability>('cari:read')
  @Query(() => [DokumenBelumTerbaca], {
    description: "The viewer's documents whose text the search cannot (yet) read (`belumTerbaca` counts them), newest first, at most 100, each with why.",
  })
  dokumenBelumTerbaca(@Ctx() ctx: Context) {
    return this.cariService.belumTerbaca(ctx);
  }

  @Query(() => HalamanCari, {
    description: 'The public search: active agreements and contracts (public fields only), published news and partners. No documents.',
  })
  cariPublik(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo, @Arg('input', () => CariInput) input: CariInput) {
    return this.cariService.cariPublik(ctx, input, asksTotal(info));
  }
}
