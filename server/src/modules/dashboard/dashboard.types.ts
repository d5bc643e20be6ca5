import { LocalDateResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

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
}
