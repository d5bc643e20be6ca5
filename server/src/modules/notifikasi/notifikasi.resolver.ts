import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { subscribeFor } from '../../common/subscribe-for.js';
import type { Ability } from '../../rules/policy.js';
import type { NotifikasiPayload } from './notifikasi.events.js';
import { NotifikasiService } from './notifikasi.service.js';
import { Notifikasi, PreferensiNotifikasi } from './notifikasi.types.js';

/** The notification centre: every account reads and marks only its own notifications. */
@Resolver(() => Notifikasi)
export class NotifikasiResolver {
  constructor(private readonly notifikasiService: NotifikasiService) {}

  @Authorized<Ability>('notifikasi:read')
  @Query(() => [Notifikasi], {
    description: "The signed-in account's notifications, newest first (at most 100 a page); `sebelum` pages back: those older than that notification.",
  })
  notifikasiSaya(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('belumDibaca', () => Boolean, { defaultValue: false }) belumDibaca: boolean,
    @Arg('sebelum', () => Int, { nullable: true }) sebelum?: number | null,
  ) {
    return this.notifikasiService.list(ctx, limit, belumDibaca, sebelum ?? null);
  }

  @Authorized<Ability>('notifikasi:read')
  @Query(() => Int, { description: "How many of the signed-in account's notifications are unread (the bell's count)." })
  jumlahNotifikasiBelumDibaca(@Ctx() ctx: Context) {
    return this.notifikasiService.unreadCount(ctx);
  }

  @Authorized<Ability>('notifikasi:read')
  @Mutation(() => Notifikasi, { description: 'Marks one of your notifications read.' })
  tandaiNotifikasiDibaca(@Ctx() ctx: Context, @Arg('idNotifikasi', () => Int) idNotifikasi: number) {
    return this.notifikasiService.markRead(ctx, idNotifikasi);
  }

  @Authorized<Ability>('notifikasi:read')
  @Mutation(() => Int, { description: 'Marks all your notifications read; answers how many were unread.' })
  tandaiSemuaNotifikasiDibaca(@Ctx() ctx: Context) {
    return this.notifikasiService.markAllRead(ctx);
  }

  @Authorized<Ability>('notifikasi:read')
  @Mutation(() => [Notifikasi], { description: "Marks your chat notifications of one proposal read (you opened its chat); answers those marked." })
  tandaiChatDibaca(@Ctx() ctx: Context, @Arg('idPenjajagan', () => Int) idPenjajagan: number) {
    return this.notifikasiService.markChatRead(ctx, idPenjajagan);
  }

  @Authorized<Ability>('notifikasi:read')
  @Query(() => [PreferensiNotifikasi], { description: 'Per kind of notification, whether a mail follows it (default yes).' })
  preferensiNotifikasi(@Ctx() ctx: Context) {
    return this.notifikasiService.preferences(ctx);
  }

  @Authorized<Ability>('notifikasi:read')
  @Mutation(() => [PreferensiNotifikasi], { description: 'Chooses whether mails follow the notifications of one kind (pengingat, chat, tahapan).' })
  aturPreferensiNotifikasi(@Ctx() ctx: Context, @Arg('jenis', () => String) jenis: string, @Arg('surel', () => Boolean) surel: boolean) {
    return this.notifikasiService.setPreference(ctx, jenis, surel);
  }

  @Subscription(() => Notifikasi, {
    description:
      "The signed-in account's new notifications, live from every instance. `setelah`: the newest notification the client has read; one stored since, before the subscription started, comes first.",
    subscribe: subscribeFor(['notifikasi:read'], NotifikasiResolver, (r, ctx, args: { setelah?: number | null }) => r.notifikasiService.subscribe(ctx, args.setelah ?? null)),
  })
  notifikasiBaru(@Root() n: NotifikasiPayload, @Arg('setelah', () => Int, { nullable: true }) _setelah?: number | null): Notifikasi {
    return { ...n, dibuat: new Date(n.dibuat), dibaca: null };
  }
}
