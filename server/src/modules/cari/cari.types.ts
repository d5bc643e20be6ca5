import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CARI_TOTAL_MAX } from '../../rules/cari-total.js';

export enum JenisCari {
  KESEPAKATAN = 'KESEPAKATAN',
  PERJANJIAN = 'PERJANJIAN',
  PENJAJAKAN = 'PENJAJAKAN',
  KEGIATAN = 'KEGIATAN',
  PARTNER = 'PARTNER',
  SKPD = 'SKPD',
}
registerEnumType(JenisCari, { name: 'JenisCari', description: 'Kind of record a search hit belongs to.' });

export enum SumberCari {
  /** The record's own fields. */
  DATA = 'DATA',
  /** The text of one of its documents (PDF, DOCX, XLSX, or OCR of a scan). */
  DOKUMEN = 'DOKUMEN',
  /** A chat message of a proposal. */
  PESAN = 'PESAN',
}
registerEnumType(SumberCari, { name: 'SumberCari', description: 'Where in the record the words were found.' });

@ObjectType({ description: 'A piece of a snippet; `sorot` pieces are the matched words (render as text, never as HTML).' })
export class PotonganTeks {
  @Field(() => String)
  teks!: string;

  @Field(() => Boolean)
  sorot!: boolean;
}

@ObjectType({ description: 'One search hit.' })
export class HasilCari {
  @Field(() => JenisCari)
  jenis!: JenisCari;

  @Field(() => Int, { description: 'The record: id_mou, id_pks, id_penjajagan, id_kegiatan, id_partner or id_skpd.' })
  id!: number;

  @Field(() => String, { description: 'The record title (judul, or the name).' })
  judul!: string;

  @Field(() => SumberCari)
  sumber!: SumberCari;

  @Field(() => String, { nullable: true, description: 'The document of a DOKUMEN hit.' })
  idFile?: string | null;

  @Field(() => String, { nullable: true })
  namaFile?: string | null;

  @Field(() => String, { nullable: true, description: 'A link to open the document of a DOKUMEN hit, for this viewer.' })
  urlFile?: string | null;

  @Field(() => [PotonganTeks], { description: 'A snippet around the match (ts_headline), split at the highlighted words.' })
  potongan!: PotonganTeks[];

  @Field(() => Float)
  peringkat!: number;
}

@ObjectType({ description: 'A page of search hits, best first.' })
export class HalamanCari {
  @Field(() => [HasilCari])
  items!: HasilCari[];

  @Field(() => Int, {
    description:
      `Hits in total, at most ${CARI_TOTAL_MAX} (${CARI_TOTAL_MAX}: that many or more). Exact unless \`totalPerkiraan\`: then at least the hits read and about the index statistics' estimate, to two significant figures.`,
  })
  total!: number;

  @Field(() => Boolean, { description: 'The total is an estimate: there were more matches than were read and ranked. Page on until a page comes back short.' })
  totalPerkiraan!: boolean;

  @Field(() => Boolean, { description: 'No exact hit: these are the hits of the nearest words of titles (typo tolerance).' })
  mirip!: boolean;

  @Field(() => Int, { description: 'Documents this viewer may read whose text is not readable (yet): their words cannot be found.' })
  belumTerbaca!: number;
}

@InputType({ description: 'What to search: free text (quotes for phrases, `-` to exclude, `or`), kinds, filters, page.' })
export class CariInput {
  @Field(() => String)
  teks!: string;

  @Field(() => [JenisCari], { nullable: true, description: 'Only these kinds (every kind the viewer may read by default).' })
  jenis?: JenisCari[] | null;

  @Field(() => [SumberCari], { nullable: true, description: 'Only hits found there: DATA (the record\'s fields), DOKUMEN (the text of its documents), PESAN (a proposal\'s chat).' })
  sumber?: SumberCari[] | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'Only agreements and contracts (and their documents) of these statuses: 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. The other kinds have none and are left out.',
  })
  status?: number[] | null;

  @Field(() => String, { nullable: true, description: 'Only agreements and contracts (and their documents) starting (Tanggal) on or after this date, yyyy-MM-dd; the other kinds are left out.' })
  tanggalDari?: string | null;

  @Field(() => String, { nullable: true, description: 'Only agreements and contracts (and their documents) starting on or before this date, yyyy-MM-dd; the other kinds are left out.' })
  tanggalSampai?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  halaman?: number;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'Hits per page, at most 50.' })
  ukuran?: number;
}

@ObjectType({ description: "A document the viewer may read whose text the search cannot (yet) read, and why." })
export class DokumenBelumTerbaca {
  @Field(() => JenisCari, { description: 'The kind of record the document belongs to.' })
  jenis!: JenisCari;

  @Field(() => Int, { description: 'The record: id_mou, id_pks or id_penjajagan.' })
  id!: number;

  @Field(() => String, { description: 'The record title.' })
  judul!: string;

  @Field(() => String)
  idFile!: string;

  @Field(() => String)
  namaFile!: string;

  @Field(() => String, { nullable: true, description: 'A link to open the document, for this viewer.' })
  urlFile?: string | null;

  @Field(() => String, { description: "Why it is not read: 'Menunggu dibaca', 'Sedang dibaca', or the reader's reason (a scan without OCR, a corrupt or locked file)." })
  keterangan!: string;
}
