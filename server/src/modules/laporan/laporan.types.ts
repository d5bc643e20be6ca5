import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum LaporanFormat {
  PDF = 'PDF',
  XLSX = 'XLSX',
}
registerEnumType(LaporanFormat, { name: 'LaporanFormat', description: 'Report document format.' });

@InputType({ description: 'Export dialog (SPEC §5): a date range (yyyy-MM-dd) is required; status and judul narrow it.' })
export class LaporanFilter {
  @Field(() => String, { nullable: true, description: 'Tgl. Dari, yyyy-MM-dd (start date on or after).' })
  tanggalDari?: string;

  @Field(() => String, { nullable: true, description: 'Tgl. Sampai, yyyy-MM-dd (start date on or before).' })
  tanggalSampai?: string;

  @Field(() => Int, { nullable: true })
  status?: number;

  @Field(() => String, { nullable: true, description: 'Judul contains (case-insensitive).' })
  judul?: string;
}

/** A report as a table: what the PDF and XLSX renderers draw, and what the app may preview. */
@ObjectType({ description: 'A report (laporan) as a titled table.' })
export class Laporan {
  @Field(() => String, { description: 'Heading, e.g. "Laporan Kesepakatan (MOU)".' })
  judul!: string;

  @Field(() => [String], { description: 'Lines under the heading: the period in Indonesian, the filters.' })
  keterangan!: string[];

  @Field(() => [String])
  kolom!: string[];

  @Field(() => [[String]])
  baris!: string[][];

  @Field(() => Int, { description: 'Rows that matched (may exceed the rows shown, see dipotong).' })
  total!: number;

  @Field(() => Boolean, { description: 'True when only the first rows are included (MAX_LAPORAN_ROWS).' })
  dipotong!: boolean;

  @Field(() => String, { description: 'Suggested file name without extension.' })
  namaFile!: string;
}
