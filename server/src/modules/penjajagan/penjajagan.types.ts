import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A document of a proposal. The newest one is the proposal\'s file (nama_file).' })
export class PenjajaganDokumen {
  @Field(() => String)
  id!: string;

  @Field(() => String, { description: 'The uploaded file name.' })
  namaFile!: string;

  @Field(() => String, { description: 'Signed address under /files (valid ≥ 30 minutes).' })
  url!: string;

  @Field(() => String)
  mime!: string;

  @Field(() => Int)
  size!: number;

  @Field(() => Date)
  tglInput!: Date;
}

@ObjectType({ description: 'A chat message as one viewer sees it.' })
export class PesanPenjajagan {
  @Field(() => Int, { description: 'Message id: the cursor for `before` (older) and `after` (catch-up).' })
  id!: number;

  @Field(() => Int)
  idPenjajagan!: number;

  @Field(() => Int, { nullable: true, description: 'The sender; null when that account was deleted.' })
  idUser!: number | null;

  @Field(() => String, { description: 'Nama of the sender.' })
  nama!: string;

  @Field(() => String)
  pesan!: string;

  @Field(() => Date)
  tglInput!: Date;

  @Field(() => String, { description: "'right' for the viewer's own messages, 'left' for everyone else's." })
  posisi!: 'left' | 'right';
}

@ObjectType({ description: 'A page of chat messages.' })
export class PesanPenjajaganPage {
  @Field(() => [PesanPenjajagan], {
    description: 'Newest first; with `after`, oldest first (messages newer than that id, for catch-up).',
  })
  items!: PesanPenjajagan[];

  @Field(() => Int, { description: 'All messages of the proposal.' })
  total!: number;

  @Field(() => Boolean, { description: 'More messages beyond this page in the same direction (Read More / continue catch-up).' })
  hasMore!: boolean;
}

@ObjectType({ description: 'Something changed on a proposal; lists refetch. Staff get every event, a partner its own.' })
export class PenjajaganEvent {
  @Field(() => Int)
  idPenjajagan!: number;

  @Field(() => String)
  noPenjajagan!: string;

  @Field(() => String, { description: "'tambah' | 'ubah' | 'hapus' | 'dokumen' | 'skpd'" })
  aksi!: string;

  @Field(() => Int, { description: 'Status after the change.' })
  idStatus!: number;

  @Field(() => Int, { description: 'The partner (owner) after the change.' })
  idUser!: number;
}

/** What travels through NOTIFY for a chat message (small; `posisi` is computed per subscriber). */
export interface PesanEventPayload {
  id: number;
  idPenjajagan: number;
  idUser: number | null;
  nama: string;
  pesan: string;
  tglInput: string;
  /** The proposal's owner when the message was sent: a partner receives only its own proposals' messages. */
  ownerId: number;
}

/** What travels through NOTIFY for a change of a proposal. */
export interface PenjajaganEventPayload {
  idPenjajagan: number;
  noPenjajagan: string;
  aksi: string;
  idStatus: number;
  idUser: number;
  /** The partners told of it (the owner; staff are told of every change). */
  owners: number[];
  /** Only for the partners named (a proposal moved away from a partner is gone from that partner's list), not staff. */
  hanyaPemilik?: boolean;
}

