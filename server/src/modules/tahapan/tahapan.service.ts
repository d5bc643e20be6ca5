/**
 * Stages of agreements and contracts (issue 17): the moves through their gates, the seed's status that
 * follows the stage, the timeline, and a status set directly by an admin recorded as a manual move. Every
 * move commits with its timeline line, its documents and its Riwayat line in one transaction, under a lock
 * of the record's row and a version check, so of two concurrent moves exactly one wins.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { ChangeAction } from '../../common/change.js';
import type { Context } from '../../common/context.js';
import { conflict, InputError, notFound } from '../../common/errors.js';
import { batchLoader, groupBy } from '../../common/loader.js';
import type { FilesService } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import { checkUpload, DOCUMENT_RULE } from '../../files/upload.js';
import { tanggalIndonesia, todayIso } from '../../common/dates.js';
import { levelText } from '../../rules/levels.js';
import { mouStatusText } from '../../rules/mou.js';
import {
  AKHIR_TANPA_LANJUTAN,
  GERBANG,
  indukSudahBerakhir,
  NEXT_TAHAPAN,
  perubahanTanda,
  perubahanTandaText,
  pindahTidakBoleh,
  STATUS_OF_TAHAPAN,
  TAHAPAN_MESSAGES as M,
  statusTerkunci,
  TAHAPAN_TERKUNCI,
  TAHAPAN_TEXT,
  tahapanBerikut,
  tahapanOfStatus,
  tandaDihapus,
  type TahapanKode,
} from '../../rules/tahapan.js';
import { FILE_KIND, toDokumen } from '../kerjasama/lampiran.js';
import type { Diperpanjang } from '../kerjasama/status-hook.js';
import { MouChanged } from '../mou/mou.events.js';
import { PksChanged } from '../pks/pks.events.js';
import type { Commit } from '../riwayat/commit.js';
import type { KabarService } from '../notifikasi/kabar.service.js';
import { User } from '../user/user.entity.js';
import { gerbang, perluSuratKuasa } from './tahapan.gate.js';
import { TahapanKerjasama, TahapanLog, type JenisKerjasama } from './tahapan.entity.js';
import { PERINGATAN_PKS, PKS_PELAKSANAAN, SKPD_TERKAIT, SQL_OF, TAHAPAN_MOU, type RecordRow } from './tahapan.sql.js';
import type { KerjasamaSaya, TahapanInfo, TahapanLogItem, UbahTahapanInput } from './tahapan.types.js';
import { Mou } from '../mou/mou.entity.js';

export const TAHAPAN_DOKUMEN = 'tahapan.dokumen';
const NOUN: Record<JenisKerjasama, string> = { mou: 'kesepakatan', pks: 'perjanjian' };
/** "Tanda … dihapus" inside a sentence (the Riwayat line). */
const kecil = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export class TahapanService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
    /** Notifications (issue 17): the linked agencies' accounts hear of every stage move, in-app and by mail as they chose. */
    private readonly kabar: KabarService,
  ) {}

  // ---- reads ----

  /** The stage rows of records of one kind (one query per tick); absent ones are derived from the status. */
  private stateOf(ctx: Context, jenis: JenisKerjasama, id: number): Promise<TahapanKerjasama | null> {
    return batchLoader<number, TahapanKerjasama | null>(
      ctx,
      `tahapan:${jenis}`,
      async (ids) => {
        const rows = await ctx.em.find(TahapanKerjasama, { jenis, idRecord: { $in: [...ids] } });
        return new Map(rows.map((r) => [r.idRecord, r]));
      },
      () => null,
    ).load(id);
  }

  /** `tglBerakhir`: Berakhir is offered from that day on (the move refuses it before, tahapan.gate.ts). */
  async info(
    ctx: Context,
    jenis: JenisKerjasama,
    record: { id: number; idStatus: number; tglBerakhir: string | null; peringatan?: () => Promise<string | null> },
  ): Promise<TahapanInfo> {
    const row = await this.stateOf(ctx, jenis, record.id);
    const s = row ?? { tahapan: tahapanOfStatus(record.idStatus), versi: 0, membebaniApbd: false, belumDianggarkan: false, tglTtd: null };
    return {
      tahapan: s.tahapan,
      tahapanText: TAHAPAN_TEXT[s.tahapan],
      versi: s.versi,
      membebaniApbd: s.membebaniApbd,
      belumDianggarkan: s.belumDianggarkan,
      tglTtd: s.tglTtd ?? null,
      bisaKe: tahapanBerikut(s).filter((t) => t !== 'BERAKHIR' || !record.tglBerakhir || record.tglBerakhir <= todayIso()),
      peringatan: record.peringatan ? await record.peringatan() : null,
    };
  }

  /**
   * The timeline, oldest first. `publik` is the partner's view: every move is there (what happened and when is
   * the partner's business too), only the notes marked internal are left out.
   */
  async timeline(ctx: Context, jenis: JenisKerjasama, id: number, publik = false): Promise<TahapanLogItem[]> {
    const logs = await ctx.em.find(TahapanLog, { jenis, idRecord: id }, { orderBy: { waktu: 'asc', idLog: 'asc' } });
    const kuasa = logs.filter((l) => l.idSuratKuasa).map((l) => l.idSuratKuasa!);
    const found = logs.length
      ? await ctx.em.find(
          StoredFile,
          { $or: [{ ownerKind: TAHAPAN_DOKUMEN, ownerId: { $in: logs.map((l) => l.idLog) } }, ...(kuasa.length ? [{ id: { $in: kuasa } }] : [])] },
          { orderBy: { createdAt: 'asc' } },
        )
      : [];
    const files = groupBy(
      found.filter((f) => f.ownerKind === TAHAPAN_DOKUMEN),
      (f) => f.ownerId,
    );
    const byId = new Map(found.map((f) => [f.id, f]));
    return logs.map((l) => ({
      idLog: l.idLog,
      dari: l.dari ?? null,
      ke: l.ke,
      keText: TAHAPAN_TEXT[l.ke],
      manual: l.manual,
      catatan: publik && l.internal ? null : l.catatan,
      internal: l.internal,
      perubahanTanda: perubahanTandaText({
        ...(l.membebaniApbd != null && { membebaniApbd: l.membebaniApbd }),
        ...(l.belumDianggarkan != null && { belumDianggarkan: l.belumDianggarkan }),
      }),
      namaAktor: l.namaAktor,
      levelAktor: l.levelAktor === 0 ? 'Otomatis' : levelText(l.levelAktor),
      skpdAktor: l.skpdAktor ?? null,
      waktu: l.waktu,
      nomorSurat: l.nomorSurat ?? null,
      tanggalSurat: l.tanggalSurat ?? null,
      tanggalTtd: l.tanggalTtd ?? null,
      dokumen: [...(files.get(l.idLog) ?? []), ...(l.idSuratKuasa && byId.has(l.idSuratKuasa) ? [byId.get(l.idSuratKuasa)!] : [])].map((f) =>
        toDokumen(this.files, f, ctx.actor),
      ),
    }));
  }

  /** The partner's agreements (tied to its account), newest first, with stage and public timeline. */
  async milikSaya(ctx: Context): Promise<KerjasamaSaya[]> {
    const mous = await ctx.em.find(Mou, { akunMitra: ctx.actor!.idUser }, { orderBy: { tglInput: 'desc', idMou: 'desc' } });
    return Promise.all(
      mous.map(async (m) => ({
        idMou: m.idMou,
        judul: m.judul,
        noKontrak: m.noKontrak,
        tglMulai: m.tglMulai,
        tglBerakhir: m.tglBerakhir,
        tahapan: await this.info(ctx, 'mou', { id: m.idMou, idStatus: m.idStatus, tglBerakhir: m.tglBerakhir }),
        timeline: await this.timeline(ctx, 'mou', m.idMou, true),
      })),
    );
  }

  // ---- writes ----

  /** Who the timeline names: the actor's name, level and agency as they are now. */
  private async aktor(em: EntityManager, ctx: Context) {
    const user = await em.findOne(User, { idUser: ctx.actor!.idUser }, { populate: ['skpd'] });
    return {
      idUser: ctx.actor!.idUser,
      namaAktor: user?.nama ?? ctx.actor!.nama,
      levelAktor: user?.idLevel ?? ctx.actor!.idLevel,
      skpdAktor: user?.skpd?.unwrap().skpd ?? null,
    };
  }

  private async state(em: EntityManager, jenis: JenisKerjasama, id: number, status: number): Promise<TahapanKerjasama> {
    return (
      (await em.findOne(TahapanKerjasama, { jenis, idRecord: id }, { refresh: true })) ??
      em.create(TahapanKerjasama, { jenis, idRecord: id, tahapan: tahapanOfStatus(status) })
    );
  }

  /** A move through the gate of `input.ke`; answers the record's stage as it is after the move. */
  async ubah(ctx: Context, input: UbahTahapanInput, dokumen?: Promise<FileUpload> | null, suratKuasa?: Promise<FileUpload> | null): Promise<TahapanInfo> {
    const { jenis, id, ke } = input;
    const dok = dokumen ? await checkUpload(dokumen, DOCUMENT_RULE('dokumen')) : null;
    const kuasa = suratKuasa ? await checkUpload(suratKuasa, DOCUMENT_RULE('suratKuasa')) : null;
    const notified = await this.commit.transaction(ctx, async (em) => {
      const [row] = await em.execute<RecordRow[]>(SQL_OF[jenis], [id]);
      if (!row) throw notFound(jenis === 'mou' ? 'Kesepakatan' : 'Perjanjian');
      const s = await this.state(em, jenis, id, row.id_status);
      if (s.versi !== input.versi) throw conflict(M.konflik);
      const tanda = perubahanTanda(s, input);
      Object.assign(s, tanda);
      if (!NEXT_TAHAPAN[s.tahapan].includes(ke)) throw new InputError({ ke: pindahTidakBoleh(s.tahapan, ke) });
      const errors = { ...(await this.indukBelumDilaksanakan(em, input, row)), ...gerbang({ input, s, row, dok, kuasa, dihapus: tandaDihapus(tanda), hariIni: todayIso() }) };
      if (Object.keys(errors).length) throw new InputError(errors);
      // an uploaded power of attorney joins the contract's documents, where one is otherwise chosen from
      const kuasaBaru = perluSuratKuasa(input, row) && kuasa ? this.files.store(em, FILE_KIND.pksDokumen, id, kuasa) : null;
      if (kuasaBaru) await em.flush(); // its id is the database's
      const idSuratKuasa = kuasaBaru ? kuasaBaru.id : perluSuratKuasa(input, row) ? await this.suratKuasa(em, id, input.idSuratKuasa!) : null;
      const dari = s.tahapan;
      await this.pindah(em, jenis, id, s, ke);
      if (ke === 'PELAKSANAAN') s.tglTtd = input.tanggalTtd!.trim();
      const log = em.create(TahapanLog, {
        jenis,
        idRecord: id,
        dari,
        ke,
        catatan: input.catatan?.trim() ?? '',
        internal: input.internal ?? false,
        nomorSurat: GERBANG[ke]?.suratDprd ? input.nomorSurat!.trim() : null,
        tanggalSurat: GERBANG[ke]?.suratDprd ? input.tanggalSurat!.trim() : null,
        tanggalTtd: ke === 'PELAKSANAAN' ? input.tanggalTtd!.trim() : null,
        idSuratKuasa,
        membebaniApbd: tanda.membebaniApbd ?? null,
        belumDianggarkan: tanda.belumDianggarkan ?? null,
        ...(await this.aktor(em, ctx)),
      });
      await em.flush();
      if (dok) this.files.store(em, TAHAPAN_DOKUMEN, log.idLog, dok);
      const riwayat = [
        [
          `Mengubah tahapan ${NOUN[jenis]} "${row.judul}" dari ${TAHAPAN_TEXT[dari]} ke ${TAHAPAN_TEXT[ke]}`,
          ...perubahanTandaText(tanda).map(kecil),
          ...(kuasaBaru ? [`menambah dokumen "${kuasaBaru.originalName}" (surat kuasa)`] : []),
        ].join('; '),
      ];
      const events = [this.event(jenis, id, row)];
      if (jenis === 'mou' && ke === 'PELAKSANAAN' && row.id_mou_lama) {
        const lama = await this.perpanjang(em, ctx, row.id_mou_lama, row.judul);
        if (lama) {
          riwayat.push(lama);
          events.push(new MouChanged({ action: ChangeAction.UPDATED, id: row.id_mou_lama }));
        }
      }
      const terkait = await em.execute<{ id_user: number }[]>(SKPD_TERKAIT[jenis], [id]);
      const stored = await this.kabar.simpan(
        em,
        'tahapan',
        terkait.map((u) => ({
          kunci: `tahapan:${log.idLog}:${u.id_user}`,
          idUser: u.id_user,
          judul: `Tahapan ${NOUN[jenis]} berubah`,
          pesan: `"${row.judul}" pindah dari ${TAHAPAN_TEXT[dari]} ke ${TAHAPAN_TEXT[ke]}`,
          tautan: jenis === 'mou' ? '/admin/kesepakatan' : '/admin/pks',
        })),
        new Date(),
      );
      return { result: stored, change: { riwayat, events } };
    });
    await this.kabar.terbitkan(notified);
    ctx.em.clear();
    const [now] = await ctx.em.execute<{ id_status: number; tgl_berakhir: string | null }[]>(`select id_status, tgl_berakhir::text from ${jenis} where id_${jenis} = ?`, [id]);
    return this.info(ctx, jenis, { id, idStatus: now!.id_status, tglBerakhir: now!.tgl_berakhir, peringatan: jenis === 'pks' ? () => this.peringatan(ctx, id) : undefined });
  }

  /** A contract reaches Pelaksanaan only under an agreement in Pelaksanaan: said first, before what the gate lacks. */
  private async indukBelumDilaksanakan(em: EntityManager, input: UbahTahapanInput, row: RecordRow): Promise<Record<string, string>> {
    if (input.ke !== 'PELAKSANAAN' || input.jenis !== 'pks') return {};
    const [mou] = await em.execute<{ tahapan: string }[]>(TAHAPAN_MOU, [row.id_mou]);
    return mou?.tahapan === 'PELAKSANAAN' ? {} : { ke: M.mouBelumDilaksanakan };
  }

  /** The power of attorney named among the contract's own documents. */
  private async suratKuasa(em: EntityManager, idPks: number, idFile: string): Promise<string> {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const found = UUID.test(idFile.trim()) && (await em.count(StoredFile, { id: idFile.trim(), ownerKind: FILE_KIND.pksDokumen, ownerId: idPks })) > 0;
    if (!found) throw new InputError({ idSuratKuasa: M.suratKuasaTidakAda });
    return idFile.trim();
  }

  private event(jenis: JenisKerjasama, id: number, row: RecordRow) {
    return jenis === 'mou'
      ? new MouChanged({ action: ChangeAction.UPDATED, id })
      : new PksChanged({ action: ChangeAction.UPDATED, id, idMou: row.id_mou! });
  }

  /** Sets the stage, raises the version and makes the status follow (SPEC §4's number). */
  private async pindah(em: EntityManager, jenis: JenisKerjasama, id: number, s: TahapanKerjasama, ke: TahapanKode): Promise<void> {
    s.tahapan = ke;
    s.versi += 1;
    em.persist(s);
    await em.execute(`update ${jenis} set id_status = ? where id_${jenis} = ?`, [STATUS_OF_TAHAPAN[ke], id]);
  }

  /** The renewed agreement, once its renewal is signed, becomes Diperpanjang (when it was in force or ended). */
  private async perpanjang(em: EntityManager, ctx: Context, idLama: number, judulBaru: string): Promise<string | null> {
    const [lama] = await em.execute<RecordRow[]>(SQL_OF.mou, [idLama]);
    if (!lama) return null;
    const s = await this.state(em, 'mou', idLama, lama.id_status);
    if (s.tahapan !== 'PELAKSANAAN' && s.tahapan !== 'BERAKHIR') return null;
    const dari = s.tahapan;
    await this.pindah(em, 'mou', idLama, s, 'DIPERPANJANG');
    em.create(TahapanLog, {
      jenis: 'mou',
      idRecord: idLama,
      dari,
      ke: 'DIPERPANJANG',
      catatan: `Diperpanjang oleh kesepakatan "${judulBaru}" yang telah ditandatangani`,
      ...(await this.aktor(em, ctx)),
    });
    return `Mengubah tahapan kesepakatan "${lama.judul}" dari ${TAHAPAN_TEXT[dari]} ke Diperpanjang`;
  }

  /**
   * An edit form's check, in the edit's transaction: the record's row locked (as a move locks it), its stage
   * version must still be the one the form was loaded with; otherwise a move was made meanwhile (conflict).
   */
  async cekVersi(em: EntityManager, jenis: JenisKerjasama, id: number, versi: number): Promise<void> {
    const [row] = await em.execute<RecordRow[]>(SQL_OF[jenis], [id]);
    if (!row) throw notFound(jenis === 'mou' ? 'Kesepakatan' : 'Perjanjian');
    const [stage] = await em.execute<{ versi: number }[]>('select versi from tahapan_kerjasama where jenis = ? and id_record = ?', [jenis, id]);
    if ((stage?.versi ?? 0) !== versi) throw conflict(M.konflik);
  }

  /**
   * A status set directly by an admin (the form, legacy edit.php, a create with a status other than Baru):
   * recorded as a manual move. It takes the record's row lock as a move does and reads the stage after it, so
   * a move and a status edit of one record run one after the other: the later one starts from what the first
   * left (a move made on the older versi gets the conflict message), the versi counts both, and the stage,
   * status and timeline agree. It joins the caller's transaction, so it commits with that write (a caller
   * without one gets a transaction of its own). `lama` is the status the caller read: the stage of a record
   * that never had a stage row; a status the current stage already shows changes nothing.
   */
  async statusManual(ctx: Context, jenis: JenisKerjasama, id: number, lama: number, baru: number): Promise<Diperpanjang | null> {
    if (lama === baru || !ctx.actor) return null;
    const work = async (em: EntityManager): Promise<Diperpanjang | null> => {
      const [row] = await em.execute<RecordRow[]>(SQL_OF[jenis], [id]);
      if (!row) throw notFound(jenis === 'mou' ? 'Kesepakatan' : 'Perjanjian');
      const s = await this.state(em, jenis, id, lama);
      const dari = s.tahapan;
      if (STATUS_OF_TAHAPAN[dari] === baru) return null;
      if (TAHAPAN_TERKUNCI.includes(dari)) throw new InputError({ status: statusTerkunci(dari) });
      await this.pindah(em, jenis, id, s, tahapanOfStatus(baru));
      em.create(TahapanLog, {
        jenis,
        idRecord: id,
        dari,
        ke: s.tahapan,
        manual: true,
        catatan: `Status diubah langsung dari ${mouStatusText(STATUS_OF_TAHAPAN[dari])} ke ${mouStatusText(baru)}`,
        ...(await this.aktor(em, ctx)),
      });
      // a renewal in force (here set Aktif directly) renews the agreement before it, as the move to Pelaksanaan does
      if (jenis !== 'mou' || s.tahapan !== 'PELAKSANAAN' || !row.id_mou_lama) return null;
      const riwayat = await this.perpanjang(em, ctx, row.id_mou_lama, row.judul);
      return riwayat ? { idMou: row.id_mou_lama, riwayat } : null;
    };
    return ctx.em.isInTransaction() ? work(ctx.em) : ctx.em.transactional(work);
  }

  /**
   * A contract's warnings: it ends after its agreement; it is still in Pelaksanaan under an agreement that was
   * stopped or ended (a renewed one, Diperpanjang, goes on in its renewal).
   */
  async peringatan(ctx: Context, idPks: number): Promise<string | null> {
    const [r] = await ctx.em.execute<{ pks: string; mou: string; tahapan: TahapanKode; tahapan_mou: TahapanKode }[]>(PERINGATAN_PKS, [idPks]);
    if (!r) return null;
    const pesan = [
      r.pks > r.mou && `Perjanjian berakhir ${tanggalIndonesia(r.pks)}, setelah Kesepakatannya berakhir ${tanggalIndonesia(r.mou)}`,
      r.tahapan === 'PELAKSANAAN' && AKHIR_TANPA_LANJUTAN.includes(r.tahapan_mou) && indukSudahBerakhir(r.tahapan_mou),
    ].filter((p): p is string => !!p);
    return pesan.length ? pesan.join('. ') : null;
  }

  /** How many of an agreement's contracts are in Pelaksanaan (one query per tick for a list). */
  perjanjianPelaksanaan(ctx: Context, idMou: number): Promise<number> {
    return batchLoader<number, number>(
      ctx,
      'tahapan:pks-pelaksanaan',
      async (ids) => {
        const rows = await ctx.em.execute<{ id_mou: number; jumlah: number }[]>(PKS_PELAKSANAAN, [`{${ids.join(',')}}`]);
        return new Map(rows.map((r) => [r.id_mou, r.jumlah]));
      },
      () => 0,
    ).load(idMou);
  }
}
