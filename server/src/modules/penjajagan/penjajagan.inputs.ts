import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the Penjajakan list.' })
export class PenjajaganFilter {
  @Field(() => String, { nullable: true, description: 'Judul contains (case-insensitive).' })
  judul?: string;

  @Field(() => Int, { nullable: true, description: '0 Baru, 1 Proses, 2 Disetujui, 3 Tidak Disetujui.' })
  status?: number;
}

@InputType({
  description:
    'Penjajakan form. idUser (the partner): chosen by levels 1/99; a partner may omit it or send its own id. ' +
    'status is used only on edit (levels 1/99); a new proposal always starts at 0 Baru.',
})
export class PenjajaganInput {
  @Field(() => Int, { nullable: true })
  idUser?: number;

  @Field(() => String, { nullable: true, description: 'On edit only level 1 may change it; others may omit it.' })
  judul?: string;

  @Field(() => String, { nullable: true })
  deskripsi?: string;

  @Field(() => Int, { nullable: true })
  status?: number;
}

@InputType({ description: 'Chat paging. Newest first by default; `before`/`after` are message-id cursors.' })
export class PesanPageInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  limit?: number;
}
