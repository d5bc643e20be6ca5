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
import { DashboardService } from '../modules/dashboard/dashboard.service.js';
import { FrontService } from '../modules/front/front.service.js';
import { LaporanService } from '../modules/laporan/laporan.service.js';
import { MouService } from '../modules/mou/mou.service.js';
import { PksService } from '../modules/pks/pks.service.js';
import { KegiatanService } from '../modules/kegiatan/kegiatan.service.js';
import { MitraService } from '../modules/mitra/mitra.service.js';
import { PartnerService } from '../modules/partner/partner.service.js';
import { ProfilService } from '../modules/profil/profil.service.js';
import { SliderService } from '../modules/slider/slider.service.js';
import { PenjajaganChatService } from '../modules/penjajagan/penjajagan-chat.service.js';
import { PenjajaganService } from '../modules/penjajagan/penjajagan.service.js';
import { RiwayatService } from '../modules/riwayat/riwayat.service.js';
import { SkpdService } from '../modules/skpd/skpd.service.js';
import { UserService } from '../modules/user/user.service.js';

/** One instance of each feature service per process; they are stateless (state lives in the Context). */
/** `dataVersion`: the version of the public data (agreements, contracts, content), raised after each change. */
export const createServices = (config: Config, log: Logger, pubsub: AppPubSub, dataVersion?: () => number) => {
  const tokens = new Tokens(config.jwt.secret, config.jwt.ttl);
  const captcha = new Captcha(config.captcha.enabled, config.captcha.hmacKey);
  const mailer = new Mailer(config.mail, log);
  const riwayat = new RiwayatService();
  const files = new FilesService(config.jwt.secret);
  const laporan = new LaporanService(config.jwt.secret);
  const penjajagan = new PenjajaganService(riwayat);
  return {
    pubsub,
    files,
    tokens,
    /** The accounts behind sessions, kept while PostgreSQL's change announcements reach this instance. */
    accounts: new AccountCache(() => pubsub.listeningEpoch?.() ?? null),
    captcha,
    mailer,
    riwayat,
    auth: new AuthService(tokens, captcha, mailer, riwayat, config.publicUrl),
    user: new UserService(riwayat),
    skpd: new SkpdService(riwayat),
    partner: new PartnerService(riwayat, files),
    mitra: new MitraService(),
    slider: new SliderService(riwayat, files),
    kegiatan: new KegiatanService(riwayat, files),
    profil: new ProfilService(riwayat, files),
    front: new FrontService(),
    penjajagan,
    penjajaganChat: new PenjajaganChatService(riwayat, penjajagan),
    laporan,
    mou: new MouService(riwayat, files, pubsub, laporan, config.expiryWindowDays),
    pks: new PksService(riwayat, files, pubsub, laporan, config.expiryWindowDays),
    dashboard: new DashboardService(config.expiryWindowDays, dataVersion),
    /** Totals and page reads of the agreement and contract lists, per data version (undefined: each read runs). */
    listReads: dataVersion ? new ListReads(dataVersion) : undefined,
  };
};

export type Services = ReturnType<typeof createServices>;
