/**
 * Tugas Saya (issue 17): what waits for the signed-in staff member — the reviews asked of a level 2
 * account; for admins, the proposals whose reviews are all in, and the agreements and contracts still
 * before Pelaksanaan (their next move is an admin's); and the monev periods due or late (issue 19 §2):
 * the admins' evaluations, a level 2 account's agency reports, as the monev feature lists them.
 */
import type { Context } from '../../common/context.js';
import { can } from '../../rules/policy.js';
import { TAHAPAN_TEXT, type TahapanKode } from '../../rules/tahapan.js';
import type { MonevService } from '../monev/monev.service.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';
import type { TkksdService } from '../tkksd/tkksd.service.js';
import type { KeputusanMenunggu, KerjasamaMenunggu, TugasSaya } from './tugas.types.js';

/** Stages whose next move waits for an admin. */
const MENUNGGU: readonly TahapanKode[] = ['DRAF', 'REVISI', 'PEMBAHASAN', 'PERSETUJUAN_DPRD', 'SIAP_DITANDATANGANI'];
const LIMIT = 100;

/** A record's stage in SQL: the recorded one, or the one its status shows (rules/tahapan.ts tahapanOfStatus). */
const stageSql = (jenis: 'mou' | 'pks', key: string) => `
  select '${jenis}' as jenis, r.${key} as id, r.judul, r.no_kontrak as "noKontrak",
         coalesce(t.tahapan, case r.id_status when 1 then 'PELAKSANAAN' when 2 then 'BERAKHIR' when 4 then 'PEMBAHASAN' when 5 then 'REVISI' else 'DRAF' end) as tahapan,
         r.tgl_input
    from ${jenis} r left join tahapan_kerjasama t on t.jenis = '${jenis}' and t.id_record = r.${key}`;

export class TugasService {
  constructor(
    private readonly tkksd: TkksdService,
    /** The monev feature's due list (its schedule, scope and "today"), never a copy of it. */
    private readonly monev: Pick<MonevService, 'tugas'>,
  ) {}

  async tugas(ctx: Context): Promise<TugasSaya> {
    const pertimbangan = can(ctx.actor, 'tkksd:review') ? await this.tkksd.menunggu(ctx) : [];
    const admin = can(ctx.actor, 'tahapan:write');
    const [keputusan, kerjasama] = admin ? await Promise.all([this.keputusan(ctx), this.kerjasama(ctx)]) : [[], []];
    const monevTugas = can(ctx.actor, 'monev:jadwal') ? await this.monev.tugas(ctx) : [];
    return {
      jumlah: pertimbangan.length + keputusan.length + kerjasama.length + monevTugas.length,
      pertimbangan,
      keputusan,
      kerjasama,
      monev: monevTugas,
    };
  }

  private keputusan(ctx: Context): Promise<KeputusanMenunggu[]> {
    return ctx.em.execute<KeputusanMenunggu[]>(
      `select j.id_penjajagan as "idPenjajagan", j.no_penjajagan as "noPenjajagan", j.judul, count(p.id)::int as "jumlahPertimbangan"
         from penjajagan j join pertimbangan p on p.id_penjajagan = j.id_penjajagan
        where not exists (select 1 from keputusan_penjajagan k where k.id_penjajagan = j.id_penjajagan)
        group by j.id_penjajagan
       having bool_and(p.pendapat is not null)
        order by max(p.tgl_isi) limit ${LIMIT}`,
    );
  }

  private async kerjasama(ctx: Context): Promise<KerjasamaMenunggu[]> {
    const rows = await ctx.em.execute<(Omit<KerjasamaMenunggu, 'tahapanText' | 'jenis'> & { jenis: 'mou' | 'pks' })[]>(
      `select jenis, id, judul, "noKontrak", tahapan from (${stageSql('mou', 'id_mou')} union all ${stageSql('pks', 'id_pks')}) x
        where tahapan in (${MENUNGGU.map(() => '?').join(',')}) order by tgl_input desc limit ${LIMIT}`,
      [...MENUNGGU],
    );
    return rows.map((r) => ({ ...r, jenis: r.jenis === 'mou' ? JenisKerjasama.MOU : JenisKerjasama.PKS, tahapanText: TAHAPAN_TEXT[r.tahapan] }));
  }
}
