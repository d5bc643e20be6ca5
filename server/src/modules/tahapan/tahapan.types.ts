import { LocalDateResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TAHAPAN, type TahapanKode } from '../../rules/tahapan.js';
import { LampiranDokumen } from '../kerjasama/lampiran.js';

/** The stages as a GraphQL enum (names as in rules/tahapan.ts). */
export const Tahapan = Object.fromEntries(TAHAPAN.map((t) => [t, t])) as { [K in TahapanKode]: K };
registerEnumType(Tahapan, { name: 'Tahapan', description: 'Stage (tahapan) of an agreement or a contract.' });

export enum JenisKerjasama {
  MOU = 'mou',
  PKS = 'pks',
}
registerEnumType(JenisKerjasama, { name: 'JenisKerjasama', description: 'Kesepakatan (MOU) or Perjanjian (PKS).' });

@ObjectType({ description: 'The stage of an agreement or contract and what may follow it.' })
export class TahapanInfo {
  @Field(() => Tahapan)
  tahapan!: TahapanKode;

  @Field(() => String)
  tahapanText!: string;

  @Field(() => Int, { description: 'Send it back with ubahTahapan: a move made on an older version is refused (CONFLICT).' })
  versi!: number;

  @Field(() => Boolean, { description: 'Membebani APBD (then the DPRD must approve).' })
  membebaniApbd!: boolean;

  @Field(() => Boolean, { description: 'Belum dianggarkan in the current APBD (then the DPRD must approve).' })
  belumDianggarkan!: boolean;

  @Field(() => LocalDateResolver, { nullable: true, description: 'Tanggal penandatanganan.' })
  tglTtd!: string | null;

  @Field(() => [Tahapan], { description: 'The stages a person may move it to now.' })
  bisaKe!: TahapanKode[];

  @Field(() => String, {
    nullable: true,
    description: 'A visible warning: a contract ending after its agreement, or still in Pelaksanaan under an agreement that was stopped or ended.',
  })
  peringatan!: string | null;
}

@ObjectType({ description: 'One line of the timeline: a move of the stage, who made it and its documents.' })
export class TahapanLogItem {
  @Field(() => Int)
  idLog!: number;

  @Field(() => Tahapan, { nullable: true })
  dari!: TahapanKode | null;

  @Field(() => Tahapan)
  ke!: TahapanKode;

  @Field(() => String)
  keText!: string;

  @Field(() => Boolean, { description: 'A status set directly (the form or legacy edit.php), not through a gate.' })
  manual!: boolean;

  @Field(() => String, { nullable: true, description: 'The note; null for an internal note in the partner\'s view (the line itself stays).' })
  catatan!: string | null;

  @Field(() => Boolean, { description: 'An internal note: never shown to the partner.' })
  internal!: boolean;

  @Field(() => [String], { description: 'The budget flags the move set or cleared, e.g. "Tanda Membebani APBD dihapus".' })
  perubahanTanda!: string[];

  @Field(() => String)
  namaAktor!: string;

  @Field(() => String, { description: 'The actor\'s level, in words.' })
  levelAktor!: string;

  @Field(() => String, { nullable: true })
  skpdAktor!: string | null;

  @Field(() => Date)
  waktu!: Date;

  @Field(() => String, { nullable: true })
  nomorSurat!: string | null;

  @Field(() => LocalDateResolver, { nullable: true })
  tanggalSurat!: string | null;

  @Field(() => LocalDateResolver, { nullable: true })
  tanggalTtd!: string | null;

  @Field(() => [LampiranDokumen])
  dokumen!: LampiranDokumen[];
}

@InputType({ description: 'A move of the stage; the gate of the target stage decides which fields are needed.' })
export class UbahTahapanInput {
  @Field(() => JenisKerjasama)
  jenis!: JenisKerjasama;

  @Field(() => Int, { description: 'idMou or idPks.' })
  id!: number;

  @Field(() => Tahapan)
  ke!: TahapanKode;

  @Field(() => Int, { description: 'The versi of TahapanInfo the person saw.' })
  versi!: number;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters; required for Revisi, Dihentikan and when a budget flag is cleared.' })
  catatan?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Hide the note from the partner.' })
  internal?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Nomor surat persetujuan DPRD (at most 100 characters).' })
  nomorSurat?: string | null;

  @Field(() => String, { nullable: true, description: 'Tanggal surat persetujuan DPRD (yyyy-MM-dd, not after today).' })
  tanggalSurat?: string | null;

  @Field(() => String, { nullable: true, description: 'Tanggal penandatanganan (yyyy-MM-dd, not after today).' })
  tanggalTtd?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A contract signed on the mayor\'s behalf: needs idSuratKuasa. A contract whose signer (jabatanTtd) is not the head of region always is, whatever this says.',
  })
  atasNama?: boolean | null;

  @Field(() => String, { nullable: true, description: 'The power of attorney: the idFile of one of the contract\'s documents (addPksDokumen).' })
  idSuratKuasa?: string | null;

  @Field(() => Boolean, { nullable: true })
  membebaniApbd?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  belumDianggarkan?: boolean | null;
}

@ObjectType({ description: 'An agreement tied to the partner\'s account, as the partner sees its progress.' })
export class KerjasamaSaya {
  @Field(() => Int)
  idMou!: number;

  @Field(() => String)
  judul!: string;

  @Field(() => String)
  noKontrak!: string;

  @Field(() => LocalDateResolver)
  tglMulai!: string;

  @Field(() => LocalDateResolver)
  tglBerakhir!: string;

  @Field(() => TahapanInfo)
  tahapan!: TahapanInfo;

  @Field(() => [TahapanLogItem], { description: 'Without internal notes.' })
  timeline!: TahapanLogItem[];
}
