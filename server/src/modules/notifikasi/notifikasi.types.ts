import { Field, Int, ObjectType } from 'type-graphql';

/** Kinds of notification; each account chooses per kind whether a mail follows. */
export const JENIS_NOTIFIKASI = ['pengingat', 'chat', 'tahapan'] as const;
export type JenisNotifikasi = (typeof JENIS_NOTIFIKASI)[number];

@ObjectType({ description: 'An in-app notification of the signed-in account.' })
export class Notifikasi {
  @Field(() => Int)
  idNotifikasi!: number;

  @Field(() => String, { description: 'pengingat (an agreement or contract ending) or chat (a reply in a proposal).' })
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
