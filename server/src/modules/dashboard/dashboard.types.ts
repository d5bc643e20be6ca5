import { LocalDateResolver } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An agreement or contract about to expire (dashboard tables).' })
export class DashboardItem {
  @Field(() => Int, { description: 'Row number.' })
  no!: number;

  @Field(() => Int, { description: 'id_mou or id_pks.' })
  id!: number;

  @Field(() => String)
  judul!: string;

  @Field(() => String)
  noKontrak!: string;

  @Field(() => LocalDateResolver, { description: 'Tgl. Berakhir.' })
  tglAkhir!: string;
}

@ObjectType({ description: 'Active agreements and contracts ending in one month.' })
export class BerakhirPerBulan {
  @Field(() => String, { description: 'yyyy-MM' })
  bulan!: string;

  @Field(() => String, { description: 'Month in Indonesian, e.g. "Januari 2027".' })
  label!: string;

  @Field(() => Int)
  mou!: number;

  @Field(() => Int)
  pks!: number;
}

@ObjectType({ description: 'Agreements and contracts of one group (a jenis kerja sama or an urusan) that ran in the dashboard year.' })
export class DashboardKelompok {
  @Field(() => String, { nullable: true, description: 'KSDD, KSDPK, KSDPL or KSDLL, or the urusan name; null: not classified.' })
  kode!: string | null;

  @Field(() => String, { description: 'Indonesian label, e.g. "KSDD — Kerja Sama Daerah dengan Daerah Lain" or "Belum diklasifikasi".' })
  label!: string;

  @Field(() => Int)
  kesepakatan!: number;

  @Field(() => Int)
  perjanjian!: number;
}

@ObjectType({ description: 'Average evaluation ratings (1–5) of the evaluations made in one month.' })
export class NilaiEvaluasiBulan {
  @Field(() => String, { description: 'yyyy-MM' })
  bulan!: string;

  @Field(() => String, { description: 'Month in Indonesian, e.g. "Januari 2027".' })
  label!: string;

  @Field(() => Int, { description: 'Evaluations made in the month.' })
  jumlah!: number;

  @Field(() => Float, { nullable: true, description: 'Average benefit rating; null when no evaluation was made.' })
  manfaat!: number | null;

  @Field(() => Float, { nullable: true, description: 'Average partner-commitment rating.' })
  komitmen!: number | null;

  @Field(() => Float, { nullable: true, description: 'Average implementation rating.' })
  pelaksanaan!: number | null;

  @Field(() => Float, { nullable: true, description: 'The average of the three averages.' })
  rataRata!: number | null;
}

@ObjectType({ description: 'Admin dashboard (beranda): Aktif and Akan Habis counts, the soon-to-expire lists and a chart.' })
export class Dashboard {
  @Field(() => Int, { description: 'Agreements with status Aktif.' })
  totalMou!: number;

  @Field(() => Int, { description: 'Akan Habis: Aktif agreements ending between today and today + jendelaHari.' })
  totalMouExpired!: number;

  @Field(() => Int, { description: 'Contracts with status Aktif.' })
  totalPks!: number;

  @Field(() => Int, { description: 'Akan Habis: Aktif contracts ending between today and today + jendelaHari.' })
  totalPksExpired!: number;

  @Field(() => Int, { description: 'The expiry window in days (EXPIRY_WINDOW_DAYS, default 90).' })
  jendelaHari!: number;

  @Field(() => [DashboardItem], { description: 'The first Akan Habis agreements, soonest first.' })
  dataMou!: DashboardItem[];

  @Field(() => [DashboardItem], { description: 'The first Akan Habis contracts, soonest first.' })
  dataPks!: DashboardItem[];

  @Field(() => [BerakhirPerBulan], { description: 'Aktif agreements and contracts ending per month, this month and the 11 after it.' })
  berakhirPerBulan!: BerakhirPerBulan[];

  @Field(() => Int, { description: 'The calendar year of perJenis and perUrusan: records that ran in it, as the yearly Laporan Pelaksanaan counts them.' })
  tahun!: number;

  @Field(() => [DashboardKelompok], { description: 'Agreements and contracts that ran in the year, by jenis kerja sama (equal to the yearly report).' })
  perJenis!: DashboardKelompok[];

  @Field(() => [DashboardKelompok], { description: 'Agreements and contracts that ran in the year, by urusan pemerintahan; a record counts once for each of its urusan.' })
  perUrusan!: DashboardKelompok[];

  @Field(() => [NilaiEvaluasiBulan], { description: 'Average evaluation ratings per month, the 11 months before this one and this month.' })
  nilaiEvaluasi!: NilaiEvaluasiBulan[];
}
