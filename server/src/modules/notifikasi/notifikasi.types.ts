import { Field, Int, ObjectType } from 'type-graphql';
import { ADMINS, ALL_LEVELS, Level, PARTNERS } from '../../rules/levels.js';

/** Kinds of notification; each account chooses per kind whether a mail follows. */
export const JENIS_NOTIFIKASI = ['pengingat', 'chat', 'tahapan', 'monev'] as const;
export type JenisNotifikasi = (typeof JENIS_NOTIFIKASI)[number];

/**
 * The levels that receive each kind (reminders: everyone tied to a record; chat replies: the admins and the
 * proposal's partner; stage changes: the linked agencies' accounts; monev: evaluations due or late for the
 * admins, implementation reports due or late for the linked agencies' accounts): an account is offered only
 * its kinds' choices.
 */
export const PENERIMA_NOTIFIKASI: Record<JenisNotifikasi, readonly number[]> = {
  pengingat: ALL_LEVELS,
  chat: [...ADMINS, ...PARTNERS],
  tahapan: [Level.Skpd],
  monev: [...ADMINS, Level.Skpd],
};

@ObjectType({ description: 'An in-app notification of the signed-in account.' })
export class Notifikasi {
  @Field(() => Int)
  idNotifikasi!: number;

  @Field(() => String, {
    description: 'pengingat (an agreement or contract ending), chat (a reply in a proposal), tahapan (a stage change) or monev (an evaluation or implementation report due or late).',
  })
  jenis!: string;

  @Field(() => String)
  judul!: string;

  @Field(() => String)
  pesan!: string;

  @Field(() => String, { description: 'Where the notification leads in the app (a path).' })
  tautan!: string;

  @Field(() => Date)
  dibuat!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was read; null: unread.' })
  dibaca!: Date | null;
}

@ObjectType({ description: 'Whether mails follow the notifications of one kind.' })
export class PreferensiNotifikasi {
  @Field(() => String)
  jenis!: string;

  @Field(() => Boolean)
  surel!: boolean;
}
