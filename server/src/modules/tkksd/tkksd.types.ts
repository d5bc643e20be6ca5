import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PENDAPAT, type Pendapat as PendapatKode } from '../../rules/tkksd.js';

export const Pendapat = Object.fromEntries(PENDAPAT.map((p) => [p, p])) as { [K in PendapatKode]: K };
registerEnumType(Pendapat, { name: 'Pendapat', description: 'A TKKSD reviewer\'s pertimbangan: Setuju, Setuju dengan catatan, Tidak Setuju.' });

@ObjectType({ description: 'A reviewer asked for a pertimbangan on a proposal, and the pertimbangan once given.' })
export class PertimbanganItem {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  idUser!: number;

  @Field(() => String)
  namaPeninjau!: string;

  @Field(() => String, { nullable: true })
  skpd!: string | null;

  @Field(() => Pendapat, { nullable: true, description: 'Null while it waits.' })
  pendapat!: PendapatKode | null;

  @Field(() => String, { nullable: true })
  pendapatText!: string | null;

  @Field(() => String)
  catatan!: string;

  @Field(() => Date)
  tglMinta!: Date;

  @Field(() => Date, { nullable: true })
  tglIsi!: Date | null;
}

@ObjectType({ description: 'The admin\'s decision on a proposal after the TKKSD review.' })
export class KeputusanItem {
  @Field(() => Boolean)
  disetujui!: boolean;

  @Field(() => String)
  alasan!: string;

  @Field(() => String)
  namaAktor!: string;

  @Field(() => Date)
  waktu!: Date;
}

@ObjectType({ description: 'A level 2 account of an agency linked to the proposal: who may be asked to review.' })
export class CalonPeninjau {
  @Field(() => Int)
  idUser!: number;

  @Field(() => String)
  nama!: string;

  @Field(() => String)
  skpd!: string;
}

/** A proposal as a to-do list names it (Tugas Saya). */
@ObjectType()
export abstract class PenjajaganMenunggu {
  @Field(() => Int)
  idPenjajagan!: number;

  @Field(() => String)
  noPenjajagan!: string;

  @Field(() => String)
  judul!: string;
}

@ObjectType({ description: 'A proposal waiting for the signed-in reviewer\'s pertimbangan.' })
export class PertimbanganMenunggu extends PenjajaganMenunggu {
  @Field(() => Date)
  tglMinta!: Date;
}

@InputType()
export class PertimbanganInput {
  @Field(() => Int)
  idPenjajagan!: number;

  @Field(() => Pendapat, { nullable: true })
  pendapat?: PendapatKode | null;

  @Field(() => String, { nullable: true })
  catatan?: string | null;
}

@InputType()
export class KeputusanInput {
  @Field(() => Int)
  idPenjajagan!: number;

  @Field(() => Boolean, { description: 'true: Disetujui (status 2); false: Tidak Disetujui (status 3).' })
  disetujui!: boolean;

  @Field(() => String, { nullable: true })
  alasan?: string | null;
}
