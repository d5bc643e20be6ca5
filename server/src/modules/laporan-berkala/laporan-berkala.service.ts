/**
 * The periodic report (Laporan Pelaksanaan Kerja Sama, issue 19): an admin asks for a semester or a year, a
 * job of the queue (jobs/job-queue.ts) makes the XLSX and the PDF, reporting its progress on the request's
 * row, and stores both as files of the request (downloadable again). The XLSX's list sheets are made by two
 * worker threads from COPY streams (laporan-berkala.lembar.ts); the files are written to temporary files and
 * stored by a binary COPY (files/stored-file-copy.ts), and they and the status `selesai` commit in one
 * transaction. The job is idempotent: it replaces the request's files and does nothing once the request is done.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Context } from '../../common/context.js';
import { validate } from '../../common/validate.js';
import type { FilesService } from '../../files/files.service.js';
import type { StreamedFile } from '../../files/stored-file-copy.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { JENIS_KERJA_SAMA } from '../../rules/klasifikasi.js';
import { laporanBerkalaSchema, periodeLaporan } from '../../rules/laporan-berkala.js';
import type { Commit } from '../riwayat/commit.js';
import { tabelPergerakan, tabelTahapan } from './laporan-berkala.data.js';
import { HitungLaporan } from './laporan-berkala.hitung.js';
import { LaporanBerkala } from './laporan-berkala.entity.js';
import { simpanLaporan } from './laporan-berkala.simpan.js';
import { tulisPdf } from './laporan-berkala.pdf.js';
import { tulisXlsx, type Isi } from './laporan-berkala.xlsx.js';

export const LAPORAN_BERKALA_QUEUE = 'laporan-berkala';
export const FILE_KIND_LAPORAN = 'laporan-berkala';
const JUDUL = 'Laporan Pelaksanaan Kerja Sama';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Jobs = Pick<JobQueue, 'send' | 'work'>;

export class LaporanBerkalaService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
    private readonly jobs: Jobs,
    private readonly log: Logger,
  ) {}

  async register(jobs: Jobs, fork: () => EntityManager): Promise<void> {
    await jobs.work<{ id: number }>(LAPORAN_BERKALA_QUEUE, async ({ id }) => this.buat(fork(), id), { retryLimit: 1, retryDelay: 5, expireInSeconds: 30 * 60 });
  }

  /** Records the request with its Riwayat line, then queues its job. */
  async minta(ctx: Context, input: unknown): Promise<LaporanBerkala> {
    const fields = validate(laporanBerkalaSchema, input);
    const row = ctx.em.create(LaporanBerkala, { ...fields, idUser: ctx.actor!.idUser });
    await this.commit.write(ctx, { riwayat: `Meminta ${JUDUL} ${periodeLaporan(fields).nama}` });
    await this.jobs.send(LAPORAN_BERKALA_QUEUE, { id: row.idLaporanBerkala }, { key: `laporan-berkala:${row.idLaporanBerkala}` });
    return row;
  }

  /** The latest requests, newest first. */
  list(ctx: Context): Promise<LaporanBerkala[]> {
    return ctx.em.find(LaporanBerkala, {}, { orderBy: { idLaporanBerkala: 'desc' }, limit: 20 });
  }

  /** A signed link to the request's XLSX or PDF (null until it is done). */
  async url(ctx: Context, row: LaporanBerkala, ext: 'xlsx' | 'pdf'): Promise<string | null> {
    if (row.status !== 'selesai') return null;
    const file = await ctx.em.findOne(StoredFile, { ownerKind: FILE_KIND_LAPORAN, ownerId: row.idLaporanBerkala, ext }, { fields: ['id', 'ownerKind', 'originalName'] });
    return file ? this.files.url(file, ctx.actor) : null;
  }

  /** The job: both documents, with the progress on the request's row. */
  async buat(em: EntityManager, id: number): Promise<void> {
    const row = await em.findOne(LaporanBerkala, { idLaporanBerkala: id });
    if (!row || row.status === 'selesai') return;
    let shown = -1;
    // Written only when the percentage changes: the lists report after every batch read.
    const progres = async (n: number) => {
      const value = Math.min(99, Math.round(n));
      if (value === shown) return;
      shown = value;
      await em.nativeUpdate(LaporanBerkala, { idLaporanBerkala: id }, { status: 'proses', progres: value });
    };
    try {
      await progres(1);
      const periode = periodeLaporan(row);
      // The summary is counted from the XLSX's lists as they stream; only the movements and the stages are
      // asked apart (small counts). The PDF is drawn after the XLSX, so their working sets do not add up.
      const hitung = new HitungLaporan();
      const terpisah = Promise.all([tabelPergerakan(em, periode), tabelTahapan(em, periode)]);
      terpisah.catch(() => {}); // awaited after the lists; a failure before that (the XLSX's own) must not leave it unhandled
      let isi: Promise<Isi> | undefined;
      const ringkasan = () =>
        (isi ??= terpisah.then(([{ tabel }, tahapan]) => ({
          judul: JUDUL,
          periode,
          ringkasan: [tabel, ...hitung.tabelRingkasan(), tahapan, hitung.tabelEvaluasi(), hitung.tabelRealisasi()],
        })));
      const nama = `laporan-pelaksanaan-kerja-sama-${row.tahun}${row.semester ? `-s${row.semester}` : ''}`;
      const files: StreamedFile[] = [
        { originalName: `${nama}.xlsx`, ext: 'xlsx', mime: XLSX_MIME, write: (sink) => tulisXlsx(em, periode, hitung, ringkasan, sink, (bagian) => progres(1 + bagian * 97)) },
        { originalName: `${nama}.pdf`, ext: 'pdf', mime: 'application/pdf', write: async (sink) => sink(await this.pdf(await ringkasan(), hitung)) },
      ];
      await simpanLaporan(em, FILE_KIND_LAPORAN, id, files);
    } catch (err) {
      this.log.error({ err, id }, 'laporan berkala gagal');
      await em.nativeUpdate(LaporanBerkala, { idLaporanBerkala: id }, { status: 'gagal', pesan: 'Laporan gagal dibuat, silakan coba lagi' });
    }
  }

  /** The PDF of the summary, with its two charts. */
  private pdf(isi: Isi, hitung: HitungLaporan): Promise<Buffer> {
    const perJenis = hitung.tabelRingkasan()[0]!.baris.map((b) => ({ label: String(b[0]).split(' — ')[0]!, nilai: Number(b[3]) }));
    const perBulan = hitung.nilaiPerBulan();
    return tulisPdf(isi, {
      batang: { judul: `Kerja Sama menurut Jenis (${Object.keys(JENIS_KERJA_SAMA).join(', ')})`, data: perJenis },
      garis: {
        judul: 'Rata-rata Nilai Evaluasi per Bulan',
        bulan: perBulan.map((b) => b.bulan),
        seri: [
          { nama: 'Manfaat', nilai: perBulan.map((b) => b.manfaat) },
          { nama: 'Komitmen Mitra', nilai: perBulan.map((b) => b.komitmen) },
          { nama: 'Pelaksanaan', nilai: perBulan.map((b) => b.pelaksanaan) },
        ],
      },
    });
  }
}
