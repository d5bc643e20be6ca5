import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { EvaluasiMonev, LaporanMonev } from './monev.entity.js';

@ObjectType({ description: 'One evaluation period of a record with everything filed for it (every version, newest first).' })
export class MonevPeriode {
  @Field(() => Int)
  periode!: number;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  mulai!: string;

  @Field(() => String, { description: 'yyyy-MM-dd: the evaluation is due on this day.' })
  jatuhTempo!: string;

  @Field(() => [LaporanMonev])
  laporan!: LaporanMonev[];

  @Field(() => [EvaluasiMonev])
  evaluasi!: EvaluasiMonev[];
}

/** The agreement or contract a monev item is about. */
@ObjectType()
export abstract class MonevRecord {
  @Field(() => String, { description: 'mou or pks.' })
  jenis!: string;

  @Field(() => Int)
  idRecord!: number;

  @Field(() => String)
  judul!: string;
}

@ObjectType({ description: 'The monev history of an agreement or contract (its detail page).' })
export class MonevRiwayat extends MonevRecord {
  @Field(() => Boolean, { description: 'Whether its schedule runs (status 1 Aktif).' })
  aktif!: boolean;

  @Field(() => [MonevPeriode], { description: 'Periods that have started, newest first.' })
  periode!: MonevPeriode[];

  @Field(() => Boolean, { description: 'Reports and evaluations may be filed: it runs (Aktif) or ran (Tidak Aktif).' })
  terbuka!: boolean;

  @Field(() => Boolean, { description: 'An evaluation recommending Hentikan awaits the admins’ follow-up.' })
  dihentikan!: boolean;
}

@ObjectType({ description: 'A due or overdue evaluation (Tugas Saya).' })
export class MonevTugas extends MonevRecord {
  @Field(() => Int)
  periode!: number;

  @Field(() => String)
  mulai!: string;

  @Field(() => String)
  jatuhTempo!: string;

  @Field(() => String, { description: 'terlambat or jatuh_tempo.' })
  status!: string;

  @Field(() => String, { description: 'Terlambat or Jatuh Tempo.' })
  statusText!: string;
}

@ObjectType({ description: 'An open follow-up of a Hentikan evaluation (admins’ Tugas Saya).' })
export class MonevTindakLanjut extends MonevRecord {
  @Field(() => Int)
  idTindakLanjut!: number;

  @Field(() => Int)
  periode!: number;

  @Field(() => String, { nullable: true })
  catatan!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'The monev dashboard card.' })
export class MonevRingkasan {
  @Field(() => Int, { description: 'Evaluations due within the next days (not yet late).' })
  jatuhTempo!: number;

  @Field(() => Int, { description: 'Evaluations past their due date and not done.' })
  terlambat!: number;

  @Field(() => Int, { description: 'Periods whose due date has passed.' })
  wajib!: number;

  @Field(() => Int, { description: 'Of those, evaluated on or before the due date.' })
  tepatWaktu!: number;

  @Field(() => Float, { nullable: true, description: 'tepatWaktu / wajib × 100, one decimal; null when nothing was due yet.' })
  persenTepatWaktu!: number | null;

  @Field(() => Int, { description: 'Open follow-ups of Hentikan evaluations.' })
  tindakLanjutTerbuka!: number;
}

@InputType({ description: 'The implementation report (agency or partner) of one period.' })
export class LaporMonevInput {
  @Field(() => Int, { nullable: true, description: 'The agreement (or idPks).' })
  idMou?: number;

  @Field(() => Int, { nullable: true, description: 'The contract (or idMou).' })
  idPks?: number;

  @Field(() => Int, { nullable: true })
  periode?: number;

  @Field(() => String, { nullable: true, description: 'Kegiatan yang dilaksanakan.' })
  kegiatan?: string;

  @Field(() => String, { nullable: true })
  target?: string;

  @Field(() => String, { nullable: true })
  capaian?: string;

  @Field(() => Float, { nullable: true, description: '0–100.' })
  persentase?: number;

  @Field(() => Float, { nullable: true, description: 'Rupiah, not negative.' })
  nilaiRealisasi?: number;

  @Field(() => String, { nullable: true })
  kendala?: string;

  @Field(() => String, { nullable: true })
  tindakLanjut?: string;
}

@InputType({ description: 'The admins’ evaluation of one period.' })
export class EvaluasiMonevInput {
  @Field(() => Int, { nullable: true })
  idMou?: number;

  @Field(() => Int, { nullable: true })
  idPks?: number;

  @Field(() => Int, { nullable: true })
  periode?: number;

  @Field(() => Int, { nullable: true, description: '1–5.' })
  nilaiManfaat?: number;

  @Field(() => Int, { nullable: true, description: '1–5.' })
  nilaiKomitmen?: number;

  @Field(() => Int, { nullable: true, description: '1–5.' })
  nilaiPelaksanaan?: number;

  @Field(() => String, { nullable: true, description: 'LANJUTKAN, PERLUAS or HENTIKAN.' })
  rekomendasi?: string;

  @Field(() => String, { nullable: true })
  catatan?: string;
}
