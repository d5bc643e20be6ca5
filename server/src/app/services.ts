import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { ListReads } from '../common/find-page.js';
import { FilesService } from '../files/files.service.js';
import { Mailer } from '../mail/mailer.js';
import type { AppPubSub } from './pubsub.js';
import { AccountCache } from './accounts.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { Captcha } from '../modules/auth/captcha.js';
import { Tokens } from '../modules/auth/tokens.js';
import { Throttle } from '../modules/auth/throttle.js';
import { AccessTokenService } from '../modules/token-akses/access-token.service.js';
import { DashboardService } from '../modules/dashboard/dashboard.service.js';
import { CariKata } from '../modules/cari/cari-kata.js';
import { CariService } from '../modules/cari/cari.service.js';
import { DocumentIndexer } from '../modules/cari/indexer/indexer.service.js';
import { Ocr } from '../modules/cari/indexer/ocr.js';
import { ParseThread } from '../modules/cari/indexer/parse-in-worker.js';
import { FrontService } from '../modules/front/front.service.js';
import { LaporanService } from '../modules/laporan/laporan.service.js';
import { MouService } from '../modules/mou/mou.service.js';
import { KlasifikasiService } from '../modules/klasifikasi/klasifikasi.service.js';
import { MonevBuktiService } from '../modules/monev/monev-bukti.service.js';
import { MonevPengingatService } from '../modules/monev/monev-pengingat.js';
import { MonevService } from '../modules/monev/monev.service.js';
import { LaporanBerkalaService } from '../modules/laporan-berkala/laporan-berkala.service.js';
import { PksService } from '../modules/pks/pks.service.js';
import { TahapanService } from '../modules/tahapan/tahapan.service.js';
import { DokumenWajibService } from '../modules/penjajagan/dokumen-wajib.js';
import { TkksdService } from '../modules/tkksd/tkksd.service.js';
import { TugasService } from '../modules/tugas/tugas.service.js';
import { DrafService } from '../modules/templat-dokumen/draf.service.js';
import { AdendumService } from '../modules/adendum/adendum.service.js';
import { KegiatanService } from '../modules/kegiatan/kegiatan.service.js';
import { MitraService } from '../modules/mitra/mitra.service.js';
import { PartnerService } from '../modules/partner/partner.service.js';
import { ProfilService } from '../modules/profil/profil.service.js';
import { SliderService } from '../modules/slider/slider.service.js';
import { PenjajaganChatService } from '../modules/penjajagan/penjajagan-chat.service.js';
import { PenjajaganService } from '../modules/penjajagan/penjajagan.service.js';
import { Commit } from '../modules/riwayat/commit.js';
import { RiwayatService } from '../modules/riwayat/riwayat.service.js';
import type { EventBus } from '../common/events.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { NotifikasiService } from '../modules/notifikasi/notifikasi.service.js';
import { PengirimanSurelService } from '../modules/surel/pengiriman.service.js';
import { SurelService } from '../modules/surel/surel.service.js';
import { PengingatService } from '../modules/pengingat/pengingat.service.js';
import { readPengaturan } from '../modules/pengingat/pengaturan.js';
import { ChatNotifikasiService } from '../modules/notifikasi/chat-notifikasi.js';
import { KabarService } from '../modules/notifikasi/kabar.service.js';
import { KalenderService } from '../modules/kalender/kalender.service.js';
import { SkpdService } from '../modules/skpd/skpd.service.js';
import { UserService } from '../modules/user/user.service.js';

/**
 * The composition root: one instance of each feature service per process, each given its collaborators
 * through its constructor. They are stateless (state lives in the request Context and the database).
 * `dataVersion`: the version of the public data (agreements, contracts, content), raised after each change.
 */
export const createServices = (config: Config, log: Logger, bus: { pubsub: AppPubSub; events: EventBus; dataVersion?: () => number; jobs: JobQueue }) => {
  const { pubsub, events, dataVersion, jobs } = bus;
  const tokens = new Tokens(config.jwt.secret, config.jwt.ttl);
  const captcha = new Captcha(config.captcha.enabled, config.captcha.hmacKey);
  const mailer = new Mailer(config.mail, log);
  const riwayat = new RiwayatService();
  const files = new FilesService(config.jwt.secret);
  const laporan = new LaporanService(config.jwt.secret);
  const commit = new Commit(riwayat, events);
  const dokumenWajib = new DokumenWajibService(commit);
  const penjajagan = new PenjajaganService(commit, files, events, laporan, dokumenWajib);
  const listReads = dataVersion ? new ListReads(dataVersion) : undefined;
  const partner = new PartnerService(commit, files);
  const slider = new SliderService(commit, files);
  const kegiatan = new KegiatanService(commit, files);
  const profil = new ProfilService(commit, files, config.peta);
  const tkksd = new TkksdService(commit, dokumenWajib);
  const accounts = new AccountCache(() => pubsub.listeningEpoch?.() ?? null);
  const notifikasi = new NotifikasiService(events);
  const surel = new SurelService(mailer, jobs, log, async (em) => (await readPengaturan(em)).pengirim);
  const kabar = new KabarService(notifikasi, surel, config.publicUrl);
  const tahapan = new TahapanService(commit, files, kabar);
  const monev = new MonevService(commit, jobs.clock, config.monev.intervalBulan);
  const chatNotifikasi = new ChatNotifikasiService(notifikasi, surel, jobs, config.publicUrl, log, async (em) => (await readPengaturan(em)).jedaChatMenit);
  return {
    pubsub,
    events,
    /** The job queue (jobs/job-queue.ts) and, through it, the clock of rules and jobs. */
    jobs,
    /** Notifications (in-app), mails (queued, retried, recorded) and the reminder/expiry run (issue 18). */
    notifikasi,
    surel,
    pengirimanSurel: new PengirimanSurelService(commit, surel),
    pengingat: new PengingatService(commit, notifikasi, surel, jobs, config.publicUrl, log),
    files,
    tokens,
    /** The accounts behind sessions, kept while PostgreSQL's change announcements reach this instance. */
    accounts,
    captcha,
    mailer,
    riwayat,
    /** Token Akses: personal access tokens for integrations. */
    accessTokens: new AccessTokenService(commit, new Throttle()),
    auth: new AuthService(tokens, captcha, mailer, commit, config.publicUrl, accounts),
    user: new UserService(commit, accounts),
    skpd: new SkpdService(commit),
    partner,
    mitra: new MitraService(),
    slider,
    kegiatan,
    profil,
    front: new FrontService(slider, kegiatan, partner, profil),
    penjajagan,
    penjajaganChat: new PenjajaganChatService(commit, events, penjajagan, (em, e) => chatNotifikasi.onPesan(em, e)),
    chatNotifikasi,
    /** The write path (Riwayat + events), for resolvers whose write is a single statement (reminder settings). */
    commit,
    kalender: new KalenderService(commit, config.publicUrl, monev),
    laporan,
    mou: new MouService(commit, files, laporan, config.expiryWindowDays, listReads, tahapan),
    pks: new PksService(commit, files, laporan, config.expiryWindowDays, listReads, tahapan),
    tahapan,
    tkksd,
    dokumenWajib,
    tugas: new TugasService(tkksd, monev),
    draf: new DrafService(tahapan, commit, files),
    adendum: new AdendumService(commit, files),
    klasifikasi: new KlasifikasiService(),
    monev,
    /** Evidence files of monev implementation reports. */
    monevBukti: new MonevBuktiService(commit, files, monev),
    /** Notifications and mails of evaluations and implementation reports falling due or late (a job). */
    monevPengingat: new MonevPengingatService(kabar, jobs, config.monev.intervalBulan, log),
    laporanBerkala: new LaporanBerkalaService(commit, files, jobs, log),
    dashboard: new DashboardService(config.expiryWindowDays, dataVersion),
    /** Search over records and document text (issue 20). */
    cari: new CariService(files),
    cariKata: new CariKata(log),
    /** The text of stored documents, read in the background (jobs). */
    indexer: new DocumentIndexer(new Ocr(), new ParseThread(), log),
  };
};

export type Services = ReturnType<typeof createServices>;
