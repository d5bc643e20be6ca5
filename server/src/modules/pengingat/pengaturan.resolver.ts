import { hariPengingatMessage, jedaChatValid, PENGINGAT_MESSAGES } from '../../rules/pengingat.js';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { inputError } from '../../common/errors.js';
import type { Ability } from '../../rules/policy.js';
import type { Commit } from '../riwayat/commit.js';
import { readPengaturan } from './pengaturan.js';

@ObjectType('PengaturanPengingat', { description: 'Reminder settings: offsets before tgl_berakhir, the automatic expiry, the sender.' })
class PengaturanPengingatType {
  @Field(() => [Int], { description: 'Days before tgl_berakhir a reminder goes out (0 = on the day).' })
  offsets!: number[];

  @Field(() => Boolean, { description: 'Aktif records become Tidak Aktif the day after tgl_berakhir.' })
  kedaluwarsaOtomatis!: boolean;

  @Field(() => String, { nullable: true, description: 'Sender address of notification mails; null: MAIL_FROM.' })
  pengirim!: string | null;

  @Field(() => Int, { description: 'Minutes before an unread chat reply is also mailed.' })
  jedaChatMenit!: number;
}

@InputType()
class PengaturanPengingatInput {
  @Field(() => [Int])
  offsets!: number[];

  @Field(() => Boolean)
  kedaluwarsaOtomatis!: boolean;

  @Field(() => String, { nullable: true })
  pengirim?: string | null;

  @Field(() => Int)
  jedaChatMenit!: number;
}

// a display name holds no control characters (a line break would start another mail header)
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$|^[^<>\p{Cc}]{1,100}<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/u;

/** Pengaturan Pengingat (admins): stored in pengaturan_pengingat, read by every run. */
@Resolver()
export class PengaturanPengingatResolver {
  constructor(private readonly commit: Commit) {}

  @Authorized<Ability>('pengingat:manage')
  @Query(() => PengaturanPengingatType, { description: 'The reminder settings.' })
  pengaturanPengingat(@Ctx() ctx: Context) {
    return readPengaturan(ctx.em);
  }

  @Authorized<Ability>('pengingat:manage')
  @Mutation(() => PengaturanPengingatType, { description: 'Changes the reminder settings (a Riwayat line).' })
  async ubahPengaturanPengingat(@Ctx() ctx: Context, @Arg('input', () => PengaturanPengingatInput) input: PengaturanPengingatInput) {
    const offsets = [...new Set(input.offsets)].sort((a, b) => b - a);
    // an emptied field is a mistake, not "no reminders": every reminder would stop without a word
    const hari = hariPengingatMessage(offsets);
    if (hari) throw inputError('offsets', hari);
    const pengirim = input.pengirim?.trim() || null;
    if (pengirim && (pengirim.length > 255 || !EMAIL.test(pengirim))) throw inputError('pengirim', 'Alamat pengirim tidak valid (contoh: Kerja Sama <kerjasama@kota.go.id>)');
    if (!jedaChatValid(input.jedaChatMenit)) throw inputError('jedaChatMenit', PENGINGAT_MESSAGES.jeda);
    return this.commit.transaction(ctx, async (em) => {
      await em.getConnection().execute(
        `update pengaturan_pengingat set offsets = string_to_array(?, ',')::int[], kedaluwarsa_otomatis = ?, pengirim = ?, jeda_chat_menit = ? where id = 1`,
        [offsets.join(','), input.kedaluwarsaOtomatis, pengirim, input.jedaChatMenit],
        'all',
        em.getTransactionContext(),
      );
      const result = await readPengaturan(em);
      return {
        result,
        change: { riwayat: `Mengubah pengaturan pengingat: H-${offsets.join(', H-')}; kedaluwarsa otomatis ${input.kedaluwarsaOtomatis ? 'aktif' : 'nonaktif'}` },
      };
    });
  }
}
