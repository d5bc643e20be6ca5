import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { LampiranDokumen } from '../kerjasama/lampiran.js';
import { MonevBuktiService } from './monev-bukti.service.js';
import { EvaluasiMonev, LaporanMonev } from './monev.entity.js';
import { MonevService } from './monev.service.js';
import { EvaluasiMonevInput, LaporMonevInput, MonevRingkasan, MonevRiwayat, MonevTindakLanjut, MonevTugas } from './monev.types.js';

/** Monitoring and evaluation (issue 19). Row rules (linked agency, the partner's own record) in MonevService. */
@Resolver()
export class MonevResolver {
  constructor(private readonly monev: MonevService) {}

  @Authorized<Ability>('monev:read')
  @Query(() => MonevRiwayat, { description: 'The monev history of one agreement (idMou) or contract (idPks): admins, its linked agency, its partner.' })
  monevRiwayat(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int, { nullable: true }) idMou?: number,
    @Arg('idPks', () => Int, { nullable: true }) idPks?: number,
  ) {
    return this.monev.riwayat(ctx, { idMou, idPks });
  }

  @Authorized<Ability>('monev:jadwal')
  @Query(() => [MonevTugas], { description: 'Tugas Saya: due and overdue evaluations (admins) or implementation reports (level 2, its agency), at most 200.' })
  monevTugas(@Ctx() ctx: Context) {
    return this.monev.tugas(ctx);
  }

  @Authorized<Ability>('monev:evaluasi')
  @Query(() => [MonevTindakLanjut], { description: 'Open follow-ups of Hentikan evaluations (admins).' })
  monevTindakLanjut(@Ctx() ctx: Context) {
    return this.monev.tindakLanjut(ctx);
  }

  @Authorized<Ability>('monev:jadwal')
  @Query(() => MonevRingkasan, { description: 'The monev dashboard card: due, late and on-time evaluations (level 2: its agency).' })
  monevRingkasan(@Ctx() ctx: Context) {
    return this.monev.ringkasan(ctx);
  }

  @Authorized<Ability>('monev:lapor')
  @Mutation(() => LaporanMonev, { description: 'Files an implementation report for a started period (a new version when one exists).' })
  laporMonev(@Ctx() ctx: Context, @Arg('input', () => LaporMonevInput) input: LaporMonevInput) {
    return this.monev.lapor(ctx, input);
  }

  @Authorized<Ability>('monev:evaluasi')
  @Mutation(() => EvaluasiMonev, { description: 'The admins’ evaluation of a started period; Hentikan opens a follow-up.' })
  evaluasiMonev(@Ctx() ctx: Context, @Arg('input', () => EvaluasiMonevInput) input: EvaluasiMonevInput) {
    return this.monev.evaluasi(ctx, input);
  }

  @Authorized<Ability>('monev:evaluasi')
  @Mutation(() => Boolean, { description: 'Closes a follow-up of a Hentikan evaluation.' })
  selesaikanTindakLanjutMonev(@Ctx() ctx: Context, @Arg('idTindakLanjut', () => Int) idTindakLanjut: number) {
    return this.monev.selesaikanTindakLanjut(ctx, idTindakLanjut);
  }
}

/** Evidence of implementation reports: LaporanMonev.bukti and tambahBuktiMonev (row rules in MonevService). */
@Resolver(() => LaporanMonev)
export class LaporanMonevBuktiResolver {
  constructor(private readonly service: MonevBuktiService) {}

  // A report is reached only through operations that checked its record (monevRiwayat: monev:read with its
  // row rule; laporMonev), like its other fields: here, any signed-in account that got the report.
  @Authorized()
  @FieldResolver(() => [LampiranDokumen], { description: 'Evidence documents and photos, oldest first, each with a link signed for the viewer.' })
  bukti(@Ctx() ctx: Context, @Root() laporan: LaporanMonev) {
    return this.service.bukti(ctx, laporan);
  }

  @Authorized<Ability>('monev:bukti')
  @Mutation(() => LampiranDokumen, {
    description:
      'Adds an evidence file to a filed implementation report (its own side: the linked agency or the partner; admins any): pdf, jpg, jpeg, png, doc, docx, xls or xlsx by content, at most 10 MB, at most 10 per report.',
  })
  tambahBuktiMonev(
    @Ctx() ctx: Context,
    @Arg('idLaporan', () => Int) idLaporan: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.service.tambah(ctx, idLaporan, file);
  }
}
