import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { FilesService } from '../files/files.service.js';
import { Mailer } from '../mail/mailer.js';
import type { AppPubSub } from './pubsub.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { Captcha } from '../modules/auth/captcha.js';
import { Tokens } from '../modules/auth/tokens.js';
import { RiwayatService } from '../modules/riwayat/riwayat.service.js';
import { SkpdService } from '../modules/skpd/skpd.service.js';
import { UserService } from '../modules/user/user.service.js';

/** One instance of each feature service per process; they are stateless (state lives in the Context). */
export const createServices = (config: Config, log: Logger, pubsub: AppPubSub) => {
  const tokens = new Tokens(config.jwt.secret, config.jwt.ttl);
  const captcha = new Captcha(config.captcha.enabled, config.captcha.hmacKey);
  const mailer = new Mailer(config.mail, log);
  const riwayat = new RiwayatService();
  const files = new FilesService(config.jwt.secret);
  return {
    pubsub,
    files,
    tokens,
    captcha,
    mailer,
    riwayat,
    auth: new AuthService(tokens, captcha, mailer, riwayat, config.publicUrl),
    user: new UserService(riwayat),
    skpd: new SkpdService(riwayat),
  };
};

export type Services = ReturnType<typeof createServices>;
