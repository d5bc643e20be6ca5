import { LocalDateResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { InheritCache } from '../../common/cache-hints.js';
import { PageOf } from '../../common/paging.js';
import { Kegiatan } from '../kegiatan/kegiatan.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Slider } from '../slider/slider.entity.js';

@InheritCache()
@ObjectType({ description: 'Everything the public home page (/beranda) shows, in one round trip.' })
export class Beranda {
  @Field(() => [Slider], { description: 'Slider pictures in ascending urutan.' })
  sliders!: Slider[];

  @Field(() => String, { nullable: true, description: 'Leader photo address (public; `?w=` for a resized copy).' })
  fotoPimpinan!: string | null;

  @Field(() => String)
  kalimatPimpinan!: string;

  @Field(() => String)
  pimpinan!: string;

  @Field(() => String)
  jabatanPimpinan!: string;

  @Field(() => String, { nullable: true, description: 'Cooperation-submission image address.' })
  gambarPengajuan!: string | null;

  @Field(() => [Kegiatan], { description: 'The 4 latest active kegiatan, newest first.' })
  kegiatan!: Kegiatan[];

  @Field(() => [Partner], { description: 'Partner logos.' })
  partners!: Partner[];
}

/** The numbers and dates the public site shows of an agreement or a contract. */
@ObjectType()
export abstract class KerjasamaPublik {
  @Field(() => String)
  noKontrak!: string;

  @Field(() => String)
  noMitra!: string;

  @Field(() => LocalDateResolver)
  tglMulai!: string;

  @Field(() => LocalDateResolver)
  tglBerakhir!: string;
}

/**
 * An active agreement as the public site lists it (/kerjasama/kesepakatan, front/read_mou.php). Only
 * public fields: no value (nilai), signers or internal notes.
 */
@InheritCache()
@ObjectType({ description: 'An active Kesepakatan as the public site shows it (no nilai, signers or keterangan).' })
export class MouPublik extends KerjasamaPublik {
  @Field(() => Int)
  idMou!: number;

  @Field(() => String)
  mitra!: string;

  @Field(() => String, { description: 'Judul Kesepakatan.' })
  judul!: string;

  @Field(() => String, { description: 'Ruang lingkup / tentang.' })
  deskripsi!: string;
}

/** An active contract as the public site lists it (/kerjasama/perjanjian, front/read_pks.php). */
@InheritCache()
@ObjectType({ description: 'An active Perjanjian as the public site shows it, with its agreement’s title.' })
export class PksPublik extends KerjasamaPublik {
  @Field(() => Int)
  idPks!: number;

  @Field(() => Int)
  idMou!: number;

  @Field(() => String)
  mitra!: string;

  @Field(() => String, { description: 'Judul Perjanjian.' })
  judul!: string;

  @Field(() => String, { nullable: true, description: 'Judul Kesepakatan the contract belongs to; null while that agreement is not public (not Aktif).' })
  judulMou!: string | null;

  @Field(() => String)
  deskripsi!: string;
}

export const MouPublikPage = PageOf(MouPublik, 'MouPublik');
export const PksPublikPage = PageOf(PksPublik, 'PksPublik');
