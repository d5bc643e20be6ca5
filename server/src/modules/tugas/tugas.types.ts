import { Field, Int, ObjectType } from 'type-graphql';
import type { TahapanKode } from '../../rules/tahapan.js';
import { MonevTugas } from '../monev/monev.types.js';
import { JenisKerjasama, Tahapan } from '../tahapan/tahapan.types.js';
import { PenjajaganMenunggu, PertimbanganMenunggu } from '../tkksd/tkksd.types.js';

@ObjectType({ description: 'A proposal whose reviews are all in and waits for the admin\'s decision.' })
export class KeputusanMenunggu extends PenjajaganMenunggu {
  @Field(() => Int, { description: 'How many pertimbangan were given.' })
  jumlahPertimbangan!: number;
}

@ObjectType({ description: 'An agreement or contract waiting for an admin\'s action at its stage.' })
export class KerjasamaMenunggu {
  @Field(() => JenisKerjasama)
  jenis!: JenisKerjasama;

  @Field(() => Int)
  id!: number;

  @Field(() => String)
  judul!: string;

  @Field(() => String)
  noKontrak!: string;

  @Field(() => Tahapan)
  tahapan!: TahapanKode;

  @Field(() => String)
  tahapanText!: string;
}

@ObjectType({ description: 'Tugas Saya: what waits for the signed-in staff member.' })
export class TugasSaya {
  @Field(() => Int, { description: 'Everything below, counted (the header shows it).' })
  jumlah!: number;

  @Field(() => [PertimbanganMenunggu], { description: 'Reviews asked of me (level 2).' })
  pertimbangan!: PertimbanganMenunggu[];

  @Field(() => [KeputusanMenunggu], { description: 'Proposals to decide (admins).' })
  keputusan!: KeputusanMenunggu[];

  @Field(() => [KerjasamaMenunggu], { description: 'Agreements and contracts before Pelaksanaan (admins).' })
  kerjasama!: KerjasamaMenunggu[];

  @Field(() => [MonevTugas], {
    description: 'Monitoring & Evaluasi due within the next days or late (monevTugas): evaluations (admins), implementation reports of its agency’s records (level 2).',
  })
  monev!: MonevTugas[];
}
