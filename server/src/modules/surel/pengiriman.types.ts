import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many mails wait, were sent and failed after their last try.' })
export class RingkasanSurel {
  @Field(() => Int)
  antri!: number;

  @Field(() => Int)
  terkirim!: number;

  @Field(() => Int)
  gagal!: number;
}

@ObjectType({ description: 'A mail that failed after its last try: its address, subject, tries and the last error.' })
export class SurelGagal {
  @Field(() => Int)
  idSurel!: number;

  @Field(() => String)
  ke!: string;

  @Field(() => String)
  subjek!: string;

  @Field(() => Int)
  percobaan!: number;

  @Field(() => String, { nullable: true })
  galat!: string | null;

  @Field(() => Date)
  dibuat!: Date;
}

@ObjectType({ description: 'The mail channel as the admins watch it: the counts and the latest failed mails.' })
export class PengirimanSurel {
  @Field(() => RingkasanSurel)
  ringkasan!: RingkasanSurel;

  @Field(() => [SurelGagal], { description: 'The latest 50 failed mails, newest first.' })
  gagal!: SurelGagal[];
}
