/**
 * Monev reminders (issue 19 §2 with issue 18's notifications): the admins are told when an evaluation falls due
 * and when it is late, a level 2 agency's accounts when their implementation report does, in the bell and by
 * mail where the account wants monev mails (KabarService). What is due is exactly what Tugas Saya lists
 * (monev-jadwal.ts `tugasMonev`: the admins' scope once, each agency's once).
 *
 * Each (account, record, period, status) is told once: its notification's key is
 * `monev:<jenis>:<id>:<periode>:<jatuh_tempo|terlambat>:u<idUser>`, stored with its mail in one transaction
 * per batch, so a later run, another instance or a run repeated after a crash adds nothing. Only periods whose
 * status began within the last JENDELA_HARI days are considered: a first run on years of unfiled periods tells
 * nothing old (Tugas Saya still lists those), and a server down for a few days still catches up.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { addDaysIso, tanggalIndonesia } from '../../common/dates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { ADMINS, Level } from '../../rules/levels.js';
import type { KabarService } from '../notifikasi/kabar.service.js';
import type { NotifikasiBaruInput } from '../notifikasi/notifikasi.service.js';
import { statusMonev, tugasMonev, type MonevScope, type TugasRow } from './monev-jadwal.js';

export const MONEV_PENGINGAT_QUEUE = 'monev-pengingat';
/**
 * Hourly at :15 from 07:15 to 16:15 (Asia/Jakarta): the first run of the day tells what became due or late
 * overnight, at the start of the working day; the later ones are no-ops (keys) unless something changed
 * meanwhile (a record activated with a period already due) or the morning run was missed. Nothing at night.
 */
const CRON = '15 7-16 * * *';
/** Periods whose status began within this many days (today included) are told; older ones never. */
export const JENDELA_HARI = 7;
/** At most this many periods per scope and run (oldest due first; far above a week's worth). */
const BATAS_PER_SCOPE = 2000;
/** Notifications stored per transaction. */
const PER_TRANSAKSI = 500;

const NAMA_JENIS: Record<string, string> = { mou: 'kesepakatan', pks: 'perjanjian' };

/** Who is told what: the admins of the evaluation, an agency's accounts of their implementation report. */
type Peran = 'evaluasi' | 'laporan';

/** The Indonesian title and message of one period's reminder. */
export const monevPesan = (peran: Peran, row: Pick<TugasRow, 'jenis' | 'judul' | 'periode' | 'jatuh_tempo'>, status: 'jatuh_tempo' | 'terlambat') => {
  const apa = peran === 'evaluasi' ? 'Evaluasi' : 'Laporan pelaksanaan';
  const tanggal = tanggalIndonesia(row.jatuh_tempo);
  const subjek = `${apa} periode ${row.periode} ${NAMA_JENIS[row.jenis] ?? row.jenis} "${row.judul}"`;
  const ajakan = peran === 'evaluasi' ? 'Silakan isi evaluasinya melalui Tugas Saya.' : 'Silakan sampaikan laporan pelaksanaan instansi Anda melalui Tugas Saya.';
  return status === 'terlambat'
    ? { judul: `${apa} terlambat`, pesan: `${subjek} terlambat: jatuh tempo ${tanggal}. ${ajakan}` }
    : { judul: `${apa} jatuh tempo`, pesan: `${subjek} jatuh tempo pada ${tanggal}. ${ajakan}` };
};

export interface MonevPengingatResult {
  notifikasi: number;
  surel: number;
}

export class MonevPengingatService {
  constructor(
    private readonly kabar: KabarService,
    private readonly jobs: Pick<JobQueue, 'clock'>,
    private readonly intervalBulan: number,
    private readonly log: Logger,
  ) {}

  async register(jobs: Pick<JobQueue, 'work' | 'schedule'>, fork: () => EntityManager): Promise<void> {
    await jobs.work(MONEV_PENGINGAT_QUEUE, async () => void (await this.run(fork())), { retryLimit: 3, retryDelay: 60, expireInSeconds: 30 * 60 });
    await jobs.schedule(MONEV_PENGINGAT_QUEUE, CRON);
  }

  /** One run for today (the jobs' clock): every active admin and level 2 account told of its new due and late periods. */
  async run(em: EntityManager): Promise<MonevPengingatResult> {
    const today = this.jobs.clock.today();
    const now = this.jobs.clock.now();
    const sejak = addDaysIso(today, -(JENDELA_HARI - 1));
    const accounts = await em.getConnection().execute<{ id_user: number; id_level: number; id_skpd: number | null }[]>(
      `select id_user, id_level, id_skpd from users
        where id_status = 1 and (id_level in (${ADMINS.join(', ')}) or (id_level = ${Level.Skpd} and id_skpd is not null))
        order by id_user`,
    );
    const admins = accounts.filter((a) => ADMINS.includes(a.id_level)).map((a) => a.id_user);
    const agencies = new Map<number, number[]>();
    for (const a of accounts) if (a.id_level === Level.Skpd) agencies.set(a.id_skpd!, [...(agencies.get(a.id_skpd!) ?? []), a.id_user]);

    const items: Omit<NotifikasiBaruInput, 'jenis'>[] = [];
    const add = async (scope: MonevScope, peran: Peran, users: readonly number[]) => {
      const rows = await tugasMonev({ em }, this.intervalBulan, scope, today, BATAS_PER_SCOPE, sejak);
      if (rows.length === BATAS_PER_SCOPE) this.log.warn({ scope, today }, 'monev reminders: more periods than one run tells');
      for (const row of rows) {
        const status = statusMonev(row.jatuh_tempo, today);
        const teks = monevPesan(peran, row, status);
        for (const idUser of users) {
          items.push({ kunci: `monev:${row.jenis}:${row.id}:${row.periode}:${status}:u${idUser}`, idUser, ...teks, tautan: '/admin/tugas-saya' });
        }
      }
    };
    if (admins.length) await add({ idSkpd: null }, 'evaluasi', admins);
    for (const [idSkpd, users] of agencies) await add({ idSkpd }, 'laporan', users);

    // one order for every instance's inserts: two runs at once wait on each other's keys, never deadlock
    items.sort((a, b) => (a.kunci < b.kunci ? -1 : a.kunci > b.kunci ? 1 : 0));
    const result = { notifikasi: 0, surel: 0 };
    for (let i = 0; i < items.length; i += PER_TRANSAKSI) {
      const batch = items.slice(i, i + PER_TRANSAKSI);
      const stored = await em.fork().transactional((tx) => this.kabar.simpan(tx, 'monev', batch, now));
      await this.kabar.terbitkan(stored);
      result.notifikasi += stored.notifikasi.length;
      result.surel += stored.surel.length;
    }
    if (result.notifikasi) this.log.info({ today, ...result }, 'monev reminder run');
    return result;
  }
}
